// Installs the npm dependencies when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` are all a fresh clone needs. Node's built-ins only: it runs before the install.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function ensureDependencies() {
  // npm writes node_modules/.package-lock.json at every install: its age tells whether the install is current.
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log(
    existsSync(installed)
      ? 'package-lock.json changed: installing dependencies (npm ci)…'
      : 'No node_modules yet: installing dependencies (npm ci)…',
  );
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
