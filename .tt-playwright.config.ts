import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';
const ports = { wide: 4211, narrow: 4212 } as const;
export default defineConfig({
  ...base,
  testDir: 'tests/e2e',
  outputDir: '/tmp/tt-test-results',
  projects: base.projects?.map((p) => ({ ...p, use: { ...p.use, serverPort: ports[p.name as 'wide' | 'narrow'], allowedConsoleErrors: process.env.TT_ALLOW_404 ? [/status of 404/] : [] } })),
  webServer: Object.values(ports).map((port) => ({
    command: `DATA_DIR="$(mktemp -d -t tt-e2e-XXXXXX)" PORT=${port} STATIC_DIR=dist npx tsx server/main.ts`,
    url: `http://localhost:${port}/api/0.1/page/`,
    reuseExistingServer: true,
    timeout: 120_000,
  })),
});
