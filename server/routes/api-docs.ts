import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';

/** Where npm put Swagger UI's prebuilt files (swagger-ui-dist: no build step, no CDN). */
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The renderer's files the page loads; nothing else of the package is served. */
const rendererFiles: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** The page's own start, a file rather than an inline script so the site's CSP (script-src 'self') holds. */
const start = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${API_PREFIX}/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    // no badge from validator.swagger.io: the page works offline and tells nobody it was opened
    validatorUrl: null,
  });
});
`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Club booking API</title>
    <link rel="icon" href="/favicon.svg" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/**
 * GET /api/docs: the API reference for people, rendered in the browser from /api/0.1/openapi.json by
 * Swagger UI, served from this server (the app's bundle never includes it).
 */
export const apiDocsRoutes = new Hono<AppEnv>();

apiDocsRoutes.get('/api/docs', (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.html(page);
});
apiDocsRoutes.get('/api/docs/start.js', (c) =>
  c.body(start, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
);
apiDocsRoutes.get('/api/docs/:file', async (c, next) => {
  const file = c.req.param('file');
  const type = rendererFiles[file];
  if (!type) return next();
  const body = await readFile(join(swaggerUiDir, file));
  // unhashed names: kept an hour, then revalidated (a new version of the package may replace them)
  return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
});
