import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/routeTree.gen.ts', 'locales/**/*.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Served to the browser as they are (public/ is copied into the build).
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    // DESIGN.md §2: features never import each other; what two of them share moves down (src/schedule, lib, shell…).
    files: ['src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.)', message: 'A feature imports no other feature: move what they share below src/features, or hand it in through a prop from the route.' }] },
      ],
    },
  },
  {
    // "Offline" must mean the same in every browser build: tests/e2e/device-network.ts, not the bare switch.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'setOffline', message: 'Use setDeviceOnline (tests/e2e/device-network.ts): it also makes navigator.onLine agree in every Chromium build.' }],
    },
  },
  {
    files: ['src/schedule/**/*.{ts,tsx}', 'src/account/**/*.{ts,tsx}', 'src/shell/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '/features/', message: 'The shared layers sit below the features: a feature fills a slot (a prop) instead.' }] }],
    },
  },
);
