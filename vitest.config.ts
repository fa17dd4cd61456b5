import { configDefaults, defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { splitCatalogsPlugin } from './scripts/vite-split-catalogs.ts';

/**
 * Server test files share their worker process (isolate: false): each still gets a database of its
 * own (server/test-support/test-db.ts), and the server keeps no state between apps but caches. One
 * process keeps V8's compiled PGlite (9 MB of WebAssembly) and the imported app for the next file;
 * a process per file compiled and imported them again each time, half of the project's time.
 */
const serverTests = {
  environment: 'node' as const,
  include: ['server/**/*.test.ts'],
  isolate: false,
  setupFiles: ['server/test-support/console-error-trap.setup.ts'],
};
/** Tests of whole server processes (`*.process.test.ts`) choose their databases themselves: they run once. */
const processTests = [...configDefaults.exclude, 'server/**/*.process.test.ts'];

/**
 * The server in Node on in-memory PGlite, the same server tests again on PostgreSQL when
 * TEST_DATABASE_URL names one (CI starts one), the client in happy-dom with fake-indexeddb, and the lint rules.
 * Tests sit beside the code. The server projects' global setups migrate one database per run that
 * every test file copies (server/test-support/test-db.ts).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'server', ...serverTests, globalSetup: ['server/test-support/migrated-pglite.setup.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                ...serverTests,
                exclude: processTests,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['server/test-support/migrated-postgres.setup.ts'],
              },
            },
          ]
        : []),
      // the project's own lint rules (eslint/), with ESLint's RuleTester
      { test: { name: 'lint-rules', environment: 'node', include: ['eslint/**/*.test.ts'] } },
      {
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), splitCatalogsPlugin()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tenants/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
