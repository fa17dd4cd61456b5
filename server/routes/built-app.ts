import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language, TenantId } from '../../src/api/contract/tenant.ts';
import { getTenant } from '../../tenants/registry.ts';
import type { LogoUrls } from '../../tenants/club-identity.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';
import { pagePreloadsOf, type PagePreloads, type ViteManifest } from './page-preloads.ts';

/** What the server reads from the build: index.html, and the hashed URLs of the clubs' logos. */
export type BuiltApp = {
  html: string;
  /** The page's Content-Security-Policy: the app's start (inline in html) allowed by its hash. */
  contentSecurityPolicy: string;
  /**
   * The URLs the app shows a club's logo under per colour mode (the build's hashed files, precached by the
   * service worker), if built: the page hands them to the app in its identity block and preloads the dark one.
   */
  logoUrls: (tenant: TenantId) => LogoUrls | undefined;
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
    if (css !== null && !css.includes('</'))
      page = page.replace(tag, () => `<style data-href="/${file}">${css}</style>`);
  }
  return page;
}

/**
 * The app's module scripts as hints that the app's start (public/app-start.js, inline: a script of its own
 * would be one more round trip before any code is fetched) turns into preloads once the page is painted,
 * and then runs: a phone paints the club's top bar (app-shell.ts) or the door's codes without the app's
 * code sharing the network or the main thread with that paint. Vite lists the scripts in the order they
 * run (the runtime, the libraries, the app's entry), which `data-app-start` keeps.
 */
export function startAppAfterFirstPaint(html: string, appStart: string): string {
  const scripts = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
  const page = html.replace(
    scripts,
    (_tag, url: string) => `<link data-after-paint="modulepreload" crossorigin href="${url}" data-app-start>`,
  );
  if (page === html) return html;
  return page.replace('</head>', () => `  <script type="module">${appStart}</script>\n  </head>`);
}

/** A script without its whole-line comments: every page carries it. */
function withoutLineComments(script: string): string {
  return script.replace(/^[ \t]*\/\/.*\r?\n/gm, '');
}

/** The source a Content-Security-Policy allows an inline script by. */
export function inlineScriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
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
  const [built, manifest, appStartFile] = await Promise.all([
    readFile(indexFile, 'utf8'),
    readManifest(staticDir),
    readFile(join(staticDir, 'app-start.js'), 'utf8').catch(() => null),
  ]);
  let html = await inlineStylesheets(built, staticDir);
  const appStart = appStartFile === null ? null : withoutLineComments(appStartFile);
  if (appStart !== null) html = startAppAfterFirstPaint(html, appStart); // else the built scripts run as built
  const builtFile = (tenantId: TenantId, file: string) => {
    const entry = manifest[`tenants/${tenantId}/${file}`];
    return entry ? `/${entry.file}` : undefined;
  };
  const logoUrls = (tenantId: TenantId): LogoUrls | undefined => {
    const { logo } = getTenant(tenantId);
    const light = builtFile(tenantId, logo.light);
    const dark = builtFile(tenantId, logo.dark);
    return light && dark ? { light, dark } : undefined;
  };
  const policy = contentSecurityPolicy(appStart === null ? [] : [inlineScriptHash(appStart)]);
  cached = {
    dir: staticDir,
    builtAt,
    app: { html, contentSecurityPolicy: policy, logoUrls, pagePreloads: pagePreloadsOf(manifest, html) },
  };
  return cached.app;
}
