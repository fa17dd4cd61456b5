import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

/** Two projects: the server in Node, the client in happy-dom with fake-indexeddb. Tests sit beside the code. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
        },
      },
      {
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
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
