import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type PrecacheEntry = { url: string; revision: string | null };

/**
 * Files nobody needs offline, or that must never be served from the precache. app-start.js is no file the
 * browser asks for: the server writes it into index.html (server/routes/built-app.ts).
 */
const excluded = [
  /^sw\.js$/,
  /\.map$/,
  /\.(?:br|gz)$/,
  /^robots\.txt$/,
  /\.webmanifest$/,
  /^\.vite\//,
  /^app-start\.js$/,
];
/** What the server writes into index.html besides the file itself: a change to it is a new index.html. */
const writtenIntoIndex = ['app-start.js'];
/** Bigger files stay online-only so a first visit never downloads them just for the cache. */
export const MAX_PRECACHE_FILE_BYTES = 1024 * 1024;
/** Vite's content-hashed names (`assets/login-CuY2h1Qa.js`): the name is the revision. */
const hashedAsset = /^assets\/.+-[\w-]{8,}\.\w+$/;

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

/** Every emitted file worth having offline, with a revision where its name carries none. */
export async function precacheManifest(outDir: string): Promise<PrecacheEntry[]> {
  const files = (await listFiles(outDir)).filter((file) => !excluded.some((pattern) => pattern.test(file))).sort();
  const entries = await Promise.all(
    files.map(async (file): Promise<PrecacheEntry | null> => {
      const absolute = path.join(outDir, file);
      if ((await stat(absolute)).size > MAX_PRECACHE_FILE_BYTES) return null;
      if (hashedAsset.test(file)) return { url: `/${file}`, revision: null };
      const hash = createHash('sha256').update(await readFile(absolute));
      if (file === 'index.html')
        for (const part of writtenIntoIndex) hash.update(await readFile(path.join(outDir, part)).catch(() => ''));
      const revision = hash.digest('hex').slice(0, 16);
      return { url: `/${file}`, revision };
    }),
  );
  return entries.filter((entry) => entry !== null);
}
