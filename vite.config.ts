import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { serviceWorkerPlugin } from './sw/vite-plugin.ts';

/*
 * The persister packages pin an older @tanstack/query-core than @tanstack/react-query, so npm keeps two
 * copies and both would ship (~12 KiB gzip, and two QueryClient implementations). Resolve every import to
 * react-query's own copy while the install is nested like that.
 */
const nestedQueryCore = fileURLToPath(new URL('./node_modules/@tanstack/react-query/node_modules/@tanstack/query-core', import.meta.url));
const queryCoreAlias = existsSync(nestedQueryCore) ? [{ find: /^@tanstack\/query-core$/, replacement: nestedQueryCore }] : [];

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
    serviceWorkerPlugin(),
  ],
  resolve: { alias: queryCoreAlias },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
}));
