/**
 * The few regular files of a backup as one POSIX tar (ustar), so an operator can list and unpack an
 * archive with `tar -tzf` / `tar -xzf` too. Files only (no folders, links or long names).
 */
export type TarEntry = { name: string; data: Uint8Array; mode?: number };

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mode: number, mtime: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name longer than 100 bytes: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 'utf8');
  block.write(octal(mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii'); // checksum counts as spaces while it is summed
  block.write('0', 156, 'ascii'); // regular file
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** One tar of the entries; `mtime` (seconds) stamps every file, so the caller's clock decides. */
export function packTar(entries: TarEntry[], mtime: number): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.byteLength, entry.mode ?? 0o644, mtime), Buffer.from(entry.data));
    const pad = (BLOCK - (entry.data.byteLength % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const field = (block: Buffer, start: number, length: number) =>
  block.toString('utf8', start, start + length).replace(/\0.*$/s, '');

/** The regular files of a tar; throws on anything that is not one (a damaged or foreign file). */
export function unpackTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== parseInt(field(block, 148, 8).trim(), 8)) throw new Error('not a backup archive (tar header checksum)');
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    const type = field(block, 156, 1) || '0';
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    if (data.length !== size) throw new Error('not a backup archive (cut short)');
    if (type === '0')
      entries.push({ name: field(block, 0, 100), data, mode: parseInt(field(block, 100, 8).trim(), 8) });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('not a backup archive (no end marker)');
}
