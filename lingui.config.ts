import { defineConfig } from '@lingui/cli';

/** Catalogs per language under locales/; the Vite plugin compiles them on demand (no `lingui compile`). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['et', 'en', 'lv'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
