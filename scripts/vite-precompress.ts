import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files the server sends as they are; index.html is rendered per club and compressed by the server. */
const textFile = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller. */
async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([
    br.byteLength < body.byteLength ? writeFile(`${file}.br`, br) : undefined,
    gz.byteLength < body.byteLength ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Precompresses every text file under `dir`; answers how many it looked at. */
export async function precompressDir(dir: string): Promise<number> {
  // .vite/ holds the build manifest, read by the server from disk, never sent.
  const files = (await listFiles(dir)).filter(
    (file) => textFile.test(file) && !path.relative(dir, file).startsWith('.vite'),
  );
  await Promise.all(files.map(precompress));
  return files.length;
}

/**
 * Brotli (maximum quality) and gzip copies of every built text file, for the server to send as they are
 * (server/routes/static.ts). Runs after the service-worker plugin, so sw.js gets its copies too; the
 * worker's precache lists the original files only.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'club-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!written) return;
        const count = await precompressDir(outDir);
        this.info?.(`precompressed ${count} files (.br, .gz)`);
      },
    },
  };
}
