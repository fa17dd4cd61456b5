import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language, TenantId } from '../../src/api/contract/tenant.ts';
import { getTenant } from '../../tenants/registry.ts';
import { pagePreloadsOf, type PagePreloads, type ViteManifest } from './page-preloads.ts';

/** What the server reads from the build: index.html, and the hashed URLs of the clubs' logos. */
export type BuiltApp = {
  html: string;
  /** The URL the app shows a club's logo under (dark mode, the default before the app runs), if built. */
  logoUrl: (tenant: TenantId) => string | undefined;
  /** The code and styles a page at `path` loads first (see page-preloads.ts). */
  pagePreloads: (path: string, language: Language) => PagePreloads;
};

let cached: { dir: string; builtAt: number; app: BuiltApp } | undefined;

async function readManifest(staticDir: string): Promise<ViteManifest> {
  try {
    return JSON.parse(await readFile(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return {}; // an older build or the dev server: no preloads, nothing else changes
  }
}

/**
 * The page's own stylesheets as <style> elements: a stylesheet link blocks the first paint (the app shell)
 * for a round trip. `data-href` keeps the file's name for anyone looking for it.
 */
async function inlineStylesheets(html: string, staticDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g)];
  let page = html;
  for (const [tag, file] of links) {
    const css = await readFile(join(staticDir, file!), 'utf8').catch(() => null);
    if (css !== null && !css.includes('</')) page = page.replace(tag, () => `<style data-href="/${file}">${css}</style>`);
  }
  return page;
}

/**
 * The app's module scripts as preloads, started by /app-start.js once the page is painted (see there): a
 * phone paints the club's top bar (app-shell.ts) or the door's codes without waiting for the app's start-up,
 * and the scripts still download with the page, at low priority as that paint needs none of them. Vite lists
 * them in the order they run (the runtime, the libraries, the app's entry), which `data-app-start` keeps.
 */
export function startAppAfterFirstPaint(html: string): string {
  const scripts = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
  const page = html.replace(scripts, (_tag, url: string) => `<link rel="modulepreload" crossorigin href="${url}" fetchpriority="low" data-app-start>`);
  if (page === html) return html;
  return page.replace('</head>', () => '  <script type="module" src="/app-start.js"></script>\n  </head>');
}

/** The build in staticDir, read again only when index.html changes (a new build); null when there is none. */
export async function loadBuiltApp(staticDir: string): Promise<BuiltApp | null> {
  const indexFile = join(staticDir, 'index.html');
  let builtAt: number;
  try {
    builtAt = (await stat(indexFile)).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.dir === staticDir && cached.builtAt === builtAt) return cached.app;
  const [built, manifest] = await Promise.all([readFile(indexFile, 'utf8'), readManifest(staticDir)]);
  const html = startAppAfterFirstPaint(await inlineStylesheets(built, staticDir));
  const logoUrl = (tenantId: TenantId) => {
    const tenant = getTenant(tenantId);
    const entry = manifest[`tenants/${tenant.id}/${tenant.logo.dark}`];
    return entry ? `/${entry.file}` : undefined;
  };
  cached = { dir: staticDir, builtAt, app: { html, logoUrl, pagePreloads: pagePreloadsOf(manifest, html) } };
  return cached.app;
}
