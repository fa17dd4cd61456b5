import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { serviceWorkerPlugin } from './sw/vite-plugin.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { compileHintsPlugin } from './scripts/vite-compile-hints.ts';
import { browserTargets } from './scripts/browser-targets.ts';
import { splitCatalogsPlugin } from './scripts/vite-split-catalogs.ts';
import { tenantLogosPlugin } from './scripts/vite-tenant-logos.ts';
import { bundleAliases, chunkGroups, preloadDependencies, startChunks } from './scripts/first-visit/chunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The production server writes the club of the host (title, theme variables, identity) into index.html
 * (server/routes/tenant-assets.ts); the dev server has no tenant of its own, so it shows the default club.
 */
function devClubPage(): Plugin {
  return {
    name: 'club-dev-page',
    apply: 'serve',
    async transformIndexHtml(html) {
      const { renderIndexHtml } = await import('./server/routes/tenant-assets.ts');
      const { getTenant } = await import('./tenants/registry.ts');
      // No /tenant/ route here (only /api is proxied): the logos straight from the project's folder.
      const { logo } = getTenant('default');
      return renderIndexHtml(html, 'default', {
        logoUrls: { light: `/tenants/default/${logo.light}`, dark: `/tenants/default/${logo.dark}` },
      });
    },
  };
}

export default defineConfig(async () => ({
  plugins: [
    // The router plugin must run before react() so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // Loaders split too: their query factories and contract schemas stay out of the first visit.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    // Each language's catalog as the first screens' part and the rest (src/i18n/first-screens.ts).
    splitCatalogsPlugin(),
    // Every club's logos as hashed files for the server to name in each club's page (no module imports them).
    tenantLogosPlugin(root),
    // The chunks every first visit runs as the app starts.
    compileHintsPlugin(startChunks),
    serviceWorkerPlugin(),
    // After the worker: sw.js is compressed too.
    precompressPlugin(),
    devClubPage(),
  ],
  resolve: { alias: bundleAliases(root) },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    // Safari/iOS 16.4, Firefox 115, Chromium 111 (scripts/browser-targets.ts); CSS follows (cssTarget).
    target: browserTargets,
    // dist/.vite/manifest.json: the server finds each club's hashed logo and each route's chunks there (page hints).
    manifest: true,
    sourcemap: false,
    // A lazy chunk preloads its dependencies, but not those the page has run already.
    modulePreload: { resolveDependencies: preloadDependencies },
    // The first visit's cut (docs/first-visit.md#chunks): vendor, app, common, shared, schedule, fluent.
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(root) } } },
  },
}));
