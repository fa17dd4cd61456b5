import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { getTenant, resolveTenant } from '../../tenants/registry.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { tenantThemeCss } from '../../tenants/theme-css.ts';
import { clubIdentityScript, type LogoUrls } from '../../tenants/club-identity.ts';
import type { PagePreloads } from './page-preloads.ts';
import { appShellMarkup } from './app-shell.ts';
import { installImages, themeColour, webManifest, type InstallImage } from '../domain/install/web-manifest.ts';
import { requestLanguage, varyByLanguage } from '../http/labels.ts';

const tenantsDir = new URL('../../tenants/', import.meta.url);

/** The server core's middleware sets the tenant from Host alone for these paths (never X-Client-Host). */
function requestTenant(c: Context<AppEnv>): TenantConfig {
  const fromContext: TenantId | undefined = c.get('tenant');
  return getTenant(fromContext ?? resolveTenant(c.req.header('host') ?? ''));
}

function readTenantFile(tenant: TenantConfig, file: string): Promise<string> {
  // file names are checked by the tenant schema (`name.svg`, no paths), so this stays inside tenants/<id>/.
  return readFile(new URL(`${tenant.id}/${file}`, tenantsDir), 'utf8');
}

function svg(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-cache' });
}

export const tenantAssetRoutes = new Hono<AppEnv>();

tenantAssetRoutes.get('/manifest.webmanifest', (c) => {
  varyByLanguage(c);
  return c.body(JSON.stringify(webManifest(requestTenant(c), requestLanguage(c))), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
});

tenantAssetRoutes.get('/favicon.svg', async (c) => {
  const tenant = requestTenant(c);
  return svg(c, await readTenantFile(tenant, tenant.favicon));
});

const isInstallImage = (file: string): file is InstallImage => Object.hasOwn(installImages, file);

tenantAssetRoutes.get('/icons/:file', async (c) => {
  // Only the manifest's own files: the name never reaches the file system unchecked.
  const file = c.req.param('file');
  if (!isInstallImage(file)) return c.notFound();
  const bytes = await readFile(new URL(`${requestTenant(c).id}/${file}`, tenantsDir));
  return c.body(new Uint8Array(bytes), 200, { 'Content-Type': installImages[file].type, 'Cache-Control': 'no-cache' });
});

tenantAssetRoutes.get('/tenant/logo-light.svg', async (c) => {
  const tenant = requestTenant(c);
  return svg(c, await readTenantFile(tenant, tenant.logo.light));
});

tenantAssetRoutes.get('/tenant/logo-dark.svg', async (c) => {
  const tenant = requestTenant(c);
  return svg(c, await readTenantFile(tenant, tenant.logo.dark));
});

tenantAssetRoutes.get('/tenant/invoice-logo.svg', async (c) => {
  const tenant = requestTenant(c);
  return svg(c, await readTenantFile(tenant, tenant.invoiceLogo));
});

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function setHeadTag(html: string, pattern: RegExp, tag: string): string {
  // Replacer functions: a tag is inserted as it is, never read as a `$&` replacement pattern.
  return pattern.test(html) ? html.replace(pattern, () => tag) : html.replace('</head>', () => `  ${tag}\n  </head>`);
}

/** Built once per club and process: theme and logo only change with the code (the identity names the build's files). */
const headTags = new Map<TenantId, { theme: string; shell: string }>();
function clubHeadTags(tenant: TenantConfig) {
  let tags = headTags.get(tenant.id);
  if (!tags) {
    tags = {
      theme: `<style id="tenant-theme">${tenantThemeCss(tenant)}</style>`,
      shell: appShellMarkup(readFileSync(new URL(`${tenant.id}/${tenant.logo.dark}`, tenantsDir), 'utf8')),
    };
    headTags.set(tenant.id, tags);
  }
  return tags;
}

/**
 * index.html for one club: its title, theme colour, manifest, favicon, colour theme (as CSS variables) and
 * identity (a JSON data block for the app, with its logos' URLs: the build's hashed files when built, else
 * this server's /tenant/logo-*.svg), so the first paint, the tab and an installed app are the club's before
 * any script runs; with the build's logo URLs, a preload of the dark one (the mode before the app runs). Also
 * used for the service worker's precached copy, which each origin (club host) fetches for itself.
 */
export function renderIndexHtml(
  html: string,
  tenantId: TenantId,
  built: { logoUrls?: LogoUrls | undefined; preloads?: PagePreloads } = {},
): string {
  const tenant = getTenant(tenantId);
  let page = setHeadTag(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(tenant.title[tenant.defaultLanguage ?? 'en'])}</title>`,
  );
  page = setHeadTag(
    page,
    /<meta name="theme-color"[^>]*>/,
    `<meta name="theme-color" content="${themeColour(tenant)}">`,
  );
  page = setHeadTag(page, /<link rel="manifest"[^>]*>/, '<link rel="manifest" href="/manifest.webmanifest">');
  page = setHeadTag(
    page,
    /<link rel="apple-touch-icon"[^>]*>/,
    '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
  );
  // Safari's Add to Home Screen names the icon after this (else after the long title).
  const appTitle = `<meta name="apple-mobile-web-app-title" content="${escapeHtml(tenant.shortName)}">`;
  page = setHeadTag(page, /<meta name="apple-mobile-web-app-title"[^>]*>/, appTitle);
  const tags = clubHeadTags(tenant);
  page = setHeadTag(page, /<style id="tenant-theme">[^<]*<\/style>/, tags.theme);
  const identity = clubIdentityScript(tenant, built.logoUrls);
  page = setHeadTag(page, /<script type="application\/json" id="club-identity">[^<]*<\/script>/, identity);
  page = page.replace(
    /<div id="root">[^]*?<\/div>\s*(?=<noscript|<script|<\/body>)/,
    () => `<div id="root">${tags.shell}</div>\n    `,
  );
  if (built.logoUrls) {
    // The app's top bar shows the logo as this file: loaded by the time the app replaces the shell.
    page = setHeadTag(
      page,
      /<link rel="preload" as="image"[^>]*>/,
      `<link rel="preload" as="image" href="${escapeHtml(built.logoUrls.dark)}">`,
    );
  }
  page = setHeadTag(page, /<link rel="icon"[^>]*>/, '<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  if (!built.preloads) return page;
  // The page's route code, styles and catalog download with the app's own scripts instead of after them; as
  // those (built-app.ts), once the first paint (the app shell), which needs none of them, is on the screen.
  const links = [
    ...built.preloads.scripts.map(
      (url) => `<link data-after-paint="modulepreload" crossorigin href="${escapeHtml(url)}">`,
    ),
    ...built.preloads.styles.map(
      (url) => `<link data-after-paint="preload" as="style" crossorigin href="${escapeHtml(url)}">`,
    ),
  ];
  return links.length === 0 ? page : page.replace('</head>', () => `  ${links.join('\n  ')}\n  </head>`);
}
