/** The app's own import graph, read from its sources: what the build config and the catalog split ask of it. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstScreenRoutes } from '../../src/i18n/first-screens.ts';

export { importClosure } from './modules.mjs';

/** A route id's file under src/routes (directory naming: `/_auth/entry` → `_auth/entry.tsx`, `/_auth/` → `_auth/index.tsx`). */
function routeFile(id: string): string {
  const name = id === '__root__' ? '__root' : `${id.slice(1)}${id.endsWith('/') ? 'index' : ''}`;
  return `src/routes/${name}.tsx`;
}

/** The files of the first screens' routes (src/i18n/first-screens.ts), relative to `root`. */
export function firstScreenRouteFiles(root: string): string[] {
  const files = firstScreenRoutes.map(routeFile);
  for (const file of files) {
    if (!existsSync(path.join(root, file)))
      throw new Error(`src/i18n/first-screens.ts names a route without a file: ${file} does not exist`);
  }
  return files;
}
