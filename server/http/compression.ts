import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Text worth compressing: pages, scripts, styles, JSON, manifests, SVG. */
const compressibleType = /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this the headers cost more than the saving. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return contentType != null && compressibleType.test(contentType);
}

/** The best encoding the client accepts (brotli before gzip; `;q=0` refuses one), or null for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const allows = (name: Encoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quick settings: these bodies are made per request; build-time files are precompressed at maximum instead. */
function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipAsync(body, { level: 6 });
}

/**
 * Compressed bodies by content, so the same page or schedule sent to many clients is compressed once
 * (index.html of each club, a week's public schedule). Least recently used go first beyond the budget.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly budgetBytes = 32 * 1024 * 1024) {}

  /** Bytes of the compressed bodies kept (for the memory metrics). */
  get size(): number {
    return this.bytes;
  }

  get(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = compress(body, encoding);
    this.entries.set(key, pending);
    pending.then(
      (compressed) => this.account(key, compressed.byteLength),
      () => this.entries.delete(key),
    );
    return pending;
  }

  private account(key: string, size: number) {
    if (!this.entries.has(key)) return;
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}

function addVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * Brotli or gzip for every text response that is not already encoded (precompressed static files
 * are): pages, JSON and the rest, always with `Vary: Accept-Encoding` so caches keep the variants apart.
 * A strong ETag becomes weak, as the bytes differ from the uncompressed ones.
 */
export function compression(cache = new CompressionCache()): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // A 304 stands for the representation it validates, which varied with the encoding.
    if (res.status !== 304 && !isCompressibleType(res.headers.get('content-type'))) return;
    // Headers of a finished response may be immutable (fetch, Response.redirect): then leave it alone.
    try {
      addVary(res.headers);
    } catch {
      return;
    }
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || res.status === 206) return;
    if (res.headers.has('content-encoding')) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const length = res.headers.get('content-length');
    if (!encoding || (length !== null && Number(length) < MIN_COMPRESS_BYTES)) return;
    // Last: on @hono/node-server, reading the body turns its lightweight response into a whole fetch Response.
    if (!res.body) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const compressed = body.byteLength < MIN_COMPRESS_BYTES ? null : await cache.get(body, encoding);
    // zlib's buffers are backed by plain ArrayBuffers.
    c.res = new Response((compressed ?? body) as Uint8Array<ArrayBuffer>, res);
    const headers = c.res.headers;
    if (!compressed) {
      headers.set('content-length', String(body.byteLength));
      return;
    }
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.byteLength));
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  };
}
