/**
 * A proxy for `bench-first-visit.ts`: passes every request to the app's server and rewrites the page it serves
 * to take one first-visit piece (docs/first-visit.md) away, so that piece's gain can be measured on the same
 * build and server. Every page is rewritten and gzipped here, the unchanged one too, so the variants differ only
 * in the piece. In `no compile hints`, the app's scripts lose V8's compile hint (scripts/vite-compile-hints.ts).
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compileHint } from '../vite-compile-hints.ts';

export type Variant = 'as built' | 'no route hints' | 'no start after paint' | 'no start requests' | 'no compile hints';

/** The route's code, styles and catalog hints (tenant-assets.ts); the app's own scripts carry `data-app-start`. */
const routeHint = /\s*<link data-after-paint="[^"]*"(?![^>]*data-app-start)[^>]*>/g;

/** The page as the variant serves it. `no start requests` changes the browser's storage, not the page. */
export function pageOf(html: string, variant: Variant): string {
  switch (variant) {
    case 'no route hints':
      return html.replace(routeHint, '');
    case 'no start after paint':
      // The app's start is on every built page: without it here, the server's markup changed and this variant
      // would measure the page as built.
      if (!html.includes('data-app-start')) throw new Error('the page has no app start: update variant-proxy.ts');
      // As Vite builds the page: the app's scripts load and run at once, the route's files are preloaded at
      // once, and nothing sends the page's reads before the app (public/app-start.js is gone).
      return html
        .replace(/<script type="module">[^]*?<\/script>\s*/, '')
        .replace(
          /<link data-after-paint="modulepreload" crossorigin href="([^"]+)" data-app-start>/g,
          (_tag, url: string) => `<script type="module" crossorigin src="${url}"></script>`,
        )
        .replace(/<link data-after-paint="([^"]+)"/g, (_tag, rel: string) => `<link rel="${rel}"`);
    default:
      return html;
  }
}

function isPage(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

const isScript = (req: IncomingMessage) => req.method === 'GET' && /^\/assets\/[\w.-]+\.js$/.test(req.url ?? '');

/** Scripts without V8's compile hint, compressed as the build's own files (brotli at its best), once per file. */
const scriptsWithoutHint = new Map<string, Buffer>();
function withoutCompileHint(url: string, code: string): Buffer {
  let body = scriptsWithoutHint.get(url);
  if (!body) {
    const script = code.startsWith(`${compileHint}\n`) ? code.slice(compileHint.length + 1) : code;
    body = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    scriptsWithoutHint.set(url, body);
  }
  return body;
}

/** Listens on `port`, passing requests to the server on `serverPort`; `variant()` is read at every page. */
export function startVariantProxy(port: number, serverPort: number, variant: () => Variant): Promise<Server> {
  const proxy = createServer((req, res) => {
    const page = isPage(req);
    const script = variant() === 'no compile hints' && isScript(req);
    const rewrite = page || script;
    const headers = { ...req.headers, ...(rewrite ? { 'accept-encoding': 'identity' } : {}) };
    const upstream = request(
      { host: '127.0.0.1', port: serverPort, path: req.url, method: req.method, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        const rewritten = page ? type.startsWith('text/html') : script && answer.statusCode === 200;
        if (!rewritten) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const body = page ? gzipSync(pageOf(text, variant())) : withoutCompileHint(req.url!, text);
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          const encoding = page ? 'gzip' : 'br';
          res.writeHead(answer.statusCode ?? 502, {
            ...rest,
            'content-encoding': encoding,
            'content-length': body.length,
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, () => resolve(proxy)));
}
