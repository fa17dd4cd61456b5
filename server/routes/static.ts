import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { API_PREFIX, languageOfHost } from '../../src/api/contract/tenant.ts';
import { requestHost } from '../http/request-info.ts';
import type { AppEnv } from '../app-env.ts';
import { loadBuiltApp } from './built-app.ts';
import { renderIndexHtml, tenantAssetRoutes } from './tenant-assets.ts';

/** Files the browser must revalidate every time, or a new version would never be seen. */
const revalidated = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);
const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return immutable;
  if (revalidated.has(path)) return noCache;
  // Unhashed files (icons, robots.txt): short cache, then revalidate.
  return 'public, max-age=3600';
}

/**
 * Serves the built app: the tenant's own assets, files from staticDir, and index.html (with the
 * tenant's title and icons) for any navigation path that is neither a file nor the API, so deep
 * links work (the service worker does the same offline).
 */
export function mountStatic(app: Hono<AppEnv>, staticDir: string): void {
  const indexHtml = async (c: Context<AppEnv>) => {
    const built = await loadBuiltApp(staticDir);
    if (!built) return c.text('The app is not built: run npm run build (npm start does it for you).', 503);
    c.header('Cache-Control', noCache);
    c.header('Content-Security-Policy', built.contentSecurityPolicy);
    const preloads = built.pagePreloads(c.req.path, languageOfHost(requestHost(c)));
    return c.html(
      renderIndexHtml(built.html, c.get('tenant'), { logoUrls: built.logoUrls(c.get('tenant')), preloads }),
    );
  };

  // Per-tenant manifest, favicon, icons and logos win over same-named files in the build.
  app.route('/', tenantAssetRoutes);
  app.get('/', indexHtml);
  app.get('/index.html', indexHtml);
  // precompressed: the build writes .br and .gz beside every text file (scripts/vite-precompress.ts).
  const files = serveStatic<AppEnv>({ root: staticDir, precompressed: true });
  app.use('*', async (c, next) => {
    const found: unknown = await files(c, next);
    // serveStatic's own onFound runs after the response exists, too late for c.header; set it here.
    if (found instanceof Response) {
      found.headers.set('Cache-Control', cacheControlFor(c.req.path));
      return found;
    }
  });
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/');
    // A missing hashed asset or file with an extension is a real 404, not the app shell.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/');
    if (isApi || looksLikeFile) return next();
    return indexHtml(c);
  });
}
