import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Catalogs per language under locales/; the Vite plugin compiles them on demand (no `lingui compile`).
 * Origins without line numbers: an extract then touches only the entries that really changed, so
 * branches that add texts merge cleanly (.gitattributes merges the catalogs as a union).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['et', 'en', 'lv'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
