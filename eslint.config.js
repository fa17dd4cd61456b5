import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fences } from './eslint/fences.js';
import { firstVisit } from './eslint/first-visit.js';
import { styling } from './eslint/styling.js';

/*
 * docs/architecture.md#data-flow: a machine-readable day or time never comes from the string a locale writes ('en-CA' writes
 * 11/24/2026 under ICU 72, WebKit on Debian and older Safari, and the timetable crashed on it). Intl with a
 * literal locale is how such code starts; people-facing formatting picks the locale from the user's language
 * (src/lib/dates.ts, a table, not a literal), and src/common/calendar.ts reads typed parts.
 */
const literalArgument =
  ':matches([arguments.0.type=/^(Literal|TemplateLiteral)$/], [arguments.0.elements.0.type=/^(Literal|TemplateLiteral)$/])';
const machineDates =
  "For a day or a wall clock use dayInZone, todayInZone, toWallClock or deviceDay from src/common/calendar.ts; to show a date to people use formatDate, formatTime or formatDateTime from src/lib/dates.ts (the user's language)";
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
    selector: 'Literal[value=/^en[-_]CA$/i], TemplateElement[value.cooked=/\\ben[-_]CA\\b/i]',
    message: "'en-CA' does not write YYYY-MM-DD everywhere (ICU 72 writes 11/24/2026). " + machineDates + '.',
  },
];

/** APIs newer than Safari 16.4 that are spelt as syntax (see the block that uses it). */
const newerThanSafari164 = [
  {
    selector:
      'CallExpression[callee.property.name=/^(intersection|difference|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)$/]',
    message: 'Set methods are Safari 17: compare with has() in a loop.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(checkVisibility|showPopover|hidePopover|togglePopover)$/]',
    message: 'Safari 17 or later: not in Safari 16.4.',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(map|filter|take|drop|flatMap|reduce|toArray|some|every|find|forEach)$/][callee.object.type='CallExpression'][callee.object.callee.property.name=/^(values|keys|entries|matchAll)$/]:not([callee.object.callee.object.name='Object'])",
    message: 'Iterator helpers are Safari 18.4: spread the iterator into an array first ([...map.values()].map(…)).',
  },
  {
    // WebKit resolves a dynamic import of a chunk that waits on a module still in its top-level await before running
    // that chunk: its exports read undefined (a grouped route split's loader crashed the page in WebKit).
    selector:
      'AwaitExpression:not(:function AwaitExpression), ForOfStatement[await=true]:not(:function ForOfStatement)',
    message:
      'No top-level await in the app: WebKit mishandles chunks imported while a module awaits; await inside a function.',
  },
];

/*
 * The server's layers (README, "Server layers"): the server takes from the app only its contract with it
 * (src/api/contract) and the pure rules both sides run (src/common),
 * and server/domain decides without HTTP, so neither Hono nor server/http nor a route reaches into it.
 */
const appContractOnly = {
  regex: '^(\\.\\./)+src/(?!api/contract/|common/)',
  message:
    'The server imports only src/api/contract (wire shapes) and src/common (pure rules) from the app: move what both sides need there.',
};
const domainWithoutHttp = [
  {
    group: ['hono', 'hono/*', '@hono/*'],
    message:
      'server/domain decides without HTTP: take plain values, and leave the Context to server/http and server/routes.',
  },
  {
    regex: '^(\\.\\./)+(http|routes)/',
    message: 'server/domain sits below server/http and server/routes: hand what it needs in as arguments.',
  },
];

/** Route files parse and answer: their SQL lives in server/domain (a database handle's query, exec or transaction). */
const noSqlInRoutes = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|exec|transaction)$/]:matches([callee.object.name=/^(db|tx)$/], [callee.object.property.name='db'])",
    message: 'A route runs no SQL: put the query in server/domain/<area> and call it with c.get("db").',
  },
];

/** Hono's variables are read with c.get: every c.var read builds a fresh object of all the request's variables. */
const honoGet = [
  {
    selector: "MemberExpression[property.name='var'][computed=false]",
    message:
      "Read a Hono variable with c.get('name'), not c.var: each c.var read builds an object of all the request's variables.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'locales/**/*.ts',
      'test-results',
      'playwright-report',
    ],
  },
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
    /*
     * The code phones run stays within Safari/iOS 16.4, the oldest engine the app supports (README, Notes):
     * these APIs came later (or never came to Safari) and would throw there. Syntax is transpiled for it
     * (vite.config.ts build.target); APIs are not, so they are refused here.
     */
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'public/**/*.js'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/test-support/**',
      'src/test-setup.ts',
      'sw/vite-plugin.ts',
      'sw/precache-manifest.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['Object', 'Map'].map((object) => ({
          object,
          property: 'groupBy',
          message: 'Safari 17.4: group with a loop or a Map.',
        })),
        {
          object: 'Promise',
          property: 'withResolvers',
          message: 'Safari 17.4: use new Promise((resolve, reject) => …).',
        },
        {
          object: 'AbortSignal',
          property: 'any',
          message: 'Safari 17.4: listen to each signal and abort one controller.',
        },
        { object: 'URL', property: 'canParse', message: 'Safari 17: try { new URL(…) } catch.' },
        { object: 'Iterator', property: 'from', message: 'Safari 18.4: spread the iterable into an array.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'requestIdleCallback', message: 'Safari has none: use whenIdle() from src/lib/when-idle.ts.' },
        { name: 'cancelIdleCallback', message: 'Safari has none: use whenIdle() from src/lib/when-idle.ts.' },
        { name: 'scheduler', message: 'Safari has no scheduler.postTask/yield: use setTimeout or whenIdle().' },
      ],
      'no-restricted-syntax': ['error', ...newerThanSafari164],
    },
  },
  {
    // docs/architecture.md#layers: features never import each other; what two share moves down (src/schedule, lib…)
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { fences },
    rules: { 'fences/feature-fence': 'error' },
  },
  {
    // docs/decisions/0006-fluent-and-native-controls.md: the member's first screens import no Fluent UI (eslint/first-visit.js)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test-support/**'],
    plugins: { 'first-visit': firstVisit },
    rules: { 'first-visit/no-fluent': 'error' },
  },
  {
    // docs/decisions/0006-fluent-and-native-controls.md, "Styling": a CSS module, or makeStyles where Fluent UI renders
    files: ['src/**/*.{ts,tsx}'],
    plugins: { styling },
    rules: { 'styling/one-tool': 'error' },
  },
  {
    // the service worker runs apart from the app: the wire shapes, the pure rules, and its own files
    files: ['sw/**/*.ts'],
    ignores: ['**/*.test.ts', 'sw/vite-plugin.ts', 'sw/precache-manifest.ts'],
    plugins: { fences },
    rules: {
      'fences/reach-only': [
        'error',
        {
          allow: ['sw/', 'src/api/contract/', 'src/common/'],
          why: 'The service worker imports only src/api/contract, src/common and sw/: move the pure rule it needs to src/common',
        },
      ],
    },
  },
  {
    // what the server, the worker and the app all run: nothing of the app's layers
    files: ['src/common/**/*.ts', 'src/api/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { fences },
    rules: {
      'fences/reach-only': [
        'error',
        {
          allow: ['src/api/contract/', 'src/common/'],
          why: 'src/api/contract (wire shapes) and src/common (pure rules) are read by the server and the worker too: they import only each other',
        },
      ],
    },
  },
  {
    // "Offline" must mean the same in every browser build: tests/e2e/device-network.ts, not the bare switch.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'setOffline',
          message:
            'Use setDeviceOnline (tests/e2e/device-network.ts): it also makes navigator.onLine agree in every Chromium build.',
        },
      ],
    },
  },
  {
    // tests may spell out what a browser shows; the calendar module itself formats to typed parts
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['tests/**', '**/*.test.{ts,tsx}', 'src/common/calendar.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalLocales, ...enCA] },
  },
  {
    // one rule, two concerns: a later block's no-restricted-syntax replaces an earlier one's, so phones' code gets both
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'public/**/*.js'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/test-support/**',
      'src/test-setup.ts',
      'sw/vite-plugin.ts',
      'sw/precache-manifest.ts',
      'src/common/calendar.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...literalLocales, ...enCA, ...newerThanSafari164] },
  },
  {
    files: ['src/common/calendar.ts'],
    rules: { 'no-restricted-syntax': ['error', ...enCA, ...newerThanSafari164] },
  },
  {
    files: [
      'src/schedule/**/*.{ts,tsx}',
      'src/account/**/*.{ts,tsx}',
      'src/shell/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/api/**/*.{ts,tsx}',
      'src/state/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/features/',
              message: 'The shared layers sit below the features: a feature fills a slot (a prop) instead.',
            },
          ],
        },
      ],
    },
  },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [appContractOnly] }] } },
  // a later block's no-restricted-imports replaces an earlier one's, so the domain's repeats the app rule
  {
    files: ['server/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appContractOnly, ...domainWithoutHttp] }] },
  },
  // the later no-restricted-syntax blocks replace the one for every file, so they repeat the locale rules
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalLocales, ...enCA, ...honoGet] },
  },
  { files: ['server/**/*.test.ts'], rules: { 'no-restricted-syntax': ['error', ...honoGet] } },
  {
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalLocales, ...enCA, ...honoGet, ...noSqlInRoutes] },
  },
);
