import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * DESIGN.md §3: a machine-readable day or time never comes from the string a locale writes ('en-CA' writes
 * 11/24/2026 under ICU 72, WebKit on Debian and older Safari, and the timetable crashed on it). Intl with a
 * literal locale is how such code starts; people-facing formatting picks the locale from the user's language
 * (src/lib/dates.ts, a table, not a literal), and src/api/contract/calendar.ts reads typed parts.
 */
const literalArgument = ":matches([arguments.0.type=/^(Literal|TemplateLiteral)$/], [arguments.0.elements.0.type=/^(Literal|TemplateLiteral)$/])";
const machineDates =
  'For a day or a wall clock use dayInZone, todayInZone, toWallClock or deviceDay from src/api/contract/calendar.ts; to show a date to people use formatDate, formatTime or formatDateTime from src/lib/dates.ts (the user\'s language)';
const literalLocales = [
  {
    selector: `:matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name='DateTimeFormat']${literalArgument}`,
    message: `No literal locale for Intl.DateTimeFormat: its output differs between ICU versions. ${machineDates}.`,
  },
  {
    selector: `CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]${literalArgument}`,
    message: `No literal locale for toLocaleString/toLocaleDateString/toLocaleTimeString: its output differs between ICU versions. ${machineDates}.`,
  },
];
const enCA = [
  {
    selector: "Literal[value=/^en[-_]CA$/i], TemplateElement[value.cooked=/\\ben[-_]CA\\b/i]",
    message: "'en-CA' does not write YYYY-MM-DD everywhere (ICU 72 writes 11/24/2026). " + machineDates + '.',
  },
];

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
    // tests may spell out what a browser shows; the calendar module itself formats to typed parts
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['tests/**', '**/*.test.{ts,tsx}', 'src/api/contract/calendar.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalLocales, ...enCA] },
  },
  { files: ['src/api/contract/calendar.ts'], rules: { 'no-restricted-syntax': ['error', ...enCA] } },
  {
    files: ['src/schedule/**/*.{ts,tsx}', 'src/account/**/*.{ts,tsx}', 'src/shell/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '/features/', message: 'The shared layers sit below the features: a feature fills a slot (a prop) instead.' }] }],
    },
  },
);
