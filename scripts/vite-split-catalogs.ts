/**
 * Each language's catalog (locales/<lang>/messages.po, one file per language as `npm run i18n:extract` writes
 * it) compiled in two parts: `messages.po?first`, the texts of the first screens, which every page loads before
 * its first render, and `messages.po?rest`, every other text, which loads with the first other route
 * (src/i18n/i18n.ts, src/routes/__root.tsx). A text belongs to the first part when a file the catalog names as
 * its origin (`#: src/…`, written by the extract) is one of the first screens' modules: main.tsx and the routes
 * of src/i18n/first-screens.ts, and every module they import, statically or lazily, except other routes (the
 * route tree names them all; their code loads with them) and the lazy modules that load the rest themselves
 * (`restCatalogModules`). Nothing to maintain by hand: a text added to an admin
 * screen and extracted lands in the rest, one added to the shell in the first part.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { firstScreenRouteFiles, importClosure } from './first-visit/import-graph.ts';
import { restCatalogModules } from '../src/i18n/first-screens.ts';

export type CatalogPart = 'first' | 'rest';

const partQuery = /\.po\?(first|rest)$/;
/** The source files (relative to `root`, `/`-separated) whose texts the first screens show. */
export function firstScreenFiles(root: string): Set<string> {
  return importClosure(root, ['src/main.tsx', ...firstScreenRouteFiles(root)], {
    lazy: true,
    lazyStops: restCatalogModules,
  });
}

async function catalogOf(poFile: string, root: string) {
  const config = getConfig({ cwd: root });
  const found = getCatalogForFile(path.relative(root, poFile), await getCatalogs(config));
  if (!found) throw new Error(`${poFile} is not a catalog of lingui.config.ts`);
  return { config, ...found };
}

/** The ids of the catalog's first-screen texts; a text without an origin counts as one. */
export async function firstScreenIds(poFile: string, root: string): Promise<Set<string>> {
  const { catalog, locale } = await catalogOf(poFile, root);
  const firstFiles = firstScreenFiles(root);
  const first = new Set<string>();
  for (const [id, message] of Object.entries(await catalog.read(locale))) {
    const origins = message.origin ?? [];
    if (origins.length === 0 || origins.some(([file]) => firstFiles.has(file.replace(/\\/g, '/')))) first.add(id);
  }
  return first;
}

export function splitCatalogsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'club-split-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      const match = partQuery.exec(id);
      if (!match) return null;
      const part = match[1] as CatalogPart;
      const poFile = id.slice(0, id.indexOf('?'));
      this.addWatchFile(poFile);
      const { config, catalog, locale } = await catalogOf(poFile, root);
      const first = await firstScreenIds(poFile, root);
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? '',
      });
      const selected = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => first.has(messageId) === (part === 'first')),
      );
      const { source, errors } = createCompiledCatalog(locale, selected, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      // As @lingui/vite-plugin does: a message that does not compile is reported, not fatal.
      if (errors.length > 0)
        console.warn(`${poFile}: ${errors.length} messages do not compile (\`npx lingui compile\` names them)`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
