import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PRECACHE_FILE_BYTES, precacheManifest } from './precache-manifest.ts';

describe('precacheManifest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists emitted files with revisions, trusting hashed names and leaving out what is not for offline', async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'sw.js'), 'old worker');
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(dir, 'app-start.js'), 'startTheApp();');
    writeFileSync(path.join(dir, 'assets', 'index-CuY2h1Qa.js'), 'code');
    writeFileSync(path.join(dir, 'assets', 'index-CuY2h1Qa.js.map'), '{}');
    writeFileSync(path.join(dir, 'assets', 'messages-H2XcHRDN.js'), 'catalog');
    writeFileSync(path.join(dir, 'assets', 'video-Abcdefgh.mp4'), Buffer.alloc(MAX_PRECACHE_FILE_BYTES + 1));

    const manifest = await precacheManifest(dir);
    expect(manifest.map((entry) => entry.url)).toEqual([
      '/assets/index-CuY2h1Qa.js',
      '/assets/messages-H2XcHRDN.js',
      '/index.html',
    ]);
    expect(manifest[0]?.revision).toBeNull();
    expect(manifest[2]?.revision).toMatch(/^[0-9a-f]{16}$/);

    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>next</title>');
    const next = await precacheManifest(dir);
    expect(next[2]?.revision).not.toBe(manifest[2]?.revision);
  });

  it('gives index.html a new revision when the start script the server writes into it changes', async () => {
    const before = (await precacheManifest(dir)).find((entry) => entry.url === '/index.html')?.revision;
    writeFileSync(path.join(dir, 'app-start.js'), 'startTheAppSooner();');
    const after = (await precacheManifest(dir)).find((entry) => entry.url === '/index.html')?.revision;
    expect(after).not.toBe(before);
  });
});
