import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { pickEncoding } from './compression.ts';

const dist = mkdtempSync(join(tmpdir(), 'club-dist-'));
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "class ${i}" }`).join(', ')}];\n`;
// index.html is rendered per club by the server and has no precompressed copy.
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><title>App</title></head><body>${'<p>Timetable</p>'.repeat(200)}</body></html>`,
);
writeFileSync(
  join(dist, 'sw.js'),
  `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ url: `/assets/a${i}.js`, revision: null })))};`,
);
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'vendor-abc123.js'), bigScript);

let t: TestApp;
beforeAll(async () => {
  expect(await precompressDir(dist)).toBe(3); // the script, sw.js, robots.txt
  t = await makeTestApp({ staticDir: dist });
}, 60_000);
afterAll(() => t.close());

const decode = (encoding: string | null, bytes: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');

async function fetchAs(path: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, {
    headers: { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...headers },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: decode(res.headers.get('content-encoding'), bytes) };
}

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('the build step', () => {
  it('writes brotli and gzip copies of text files that decode to the file, skipping tiny ones and index.html', () => {
    const original = readFileSync(join(dist, 'assets', 'vendor-abc123.js'));
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'vendor-abc123.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'vendor-abc123.js.gz')))).toEqual(original);
    expect(existsSync(join(dist, 'sw.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  });
});

describe('static files', () => {
  it('sends the precompressed copy the client accepts, with Vary and the file cache policy', async () => {
    const br = await fetchAs('/assets/vendor-abc123.js', 'gzip, deflate, br');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.bytes).toEqual(readFileSync(join(dist, 'assets', 'vendor-abc123.js.br')));
    expect(br.res.headers.get('content-type')).toContain('javascript');
    expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.text).toBe(bigScript);

    const gzip = await fetchAs('/assets/vendor-abc123.js', 'gzip');
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(bigScript);

    const plain = await fetchAs('/assets/vendor-abc123.js');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.text).toBe(bigScript);
  });

  it('sends the service worker compressed and still revalidated', async () => {
    const sw = await fetchAs('/sw.js', 'br');
    expect([sw.res.headers.get('content-encoding'), sw.res.headers.get('cache-control')]).toEqual(['br', 'no-cache']);
    expect(sw.text).toBe(readFileSync(join(dist, 'sw.js'), 'utf8'));
  });
});

describe('pages and API answers', () => {
  it('compresses the club page on the fly, the same page as uncompressed', async () => {
    const plain = await fetchAs('/entry', undefined, { Host: 'reval.localhost:8080' });
    for (const encoding of ['br', 'gzip']) {
      const page = await fetchAs('/entry', encoding, { Host: 'reval.localhost:8080' });
      expect(page.res.headers.get('content-encoding')).toBe(encoding);
      expect(page.res.headers.get('vary')).toBe('Accept-Encoding');
      expect(page.res.headers.get('cache-control')).toBe('no-cache');
      expect(Number(page.res.headers.get('content-length'))).toBe(page.bytes.length);
      expect(page.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(page.text).toBe(plain.text);
    }
    expect(plain.text).toContain('<title>Reval Sport');
  });

  it('compresses JSON answers and keeps the security headers', async () => {
    const from = '2026-03-09T00:00:00.000Z';
    const to = '2026-03-16T00:00:00.000Z';
    const path = `/api/0.1/public/schedule?from=${from}&to=${to}`;
    const plain = await fetchAs(path);
    const br = await fetchAs(path, 'br');
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(JSON.parse(br.text)).toEqual(JSON.parse(plain.text));
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.request('/api/0.1/no-such-thing', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toMatchObject({ errors: ['itemNotFound'] });
  });
});
