// npm start: install the dependencies when node_modules is missing, build the app when dist/ is missing or
// older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-dependencies.mjs';
import { serverEnv } from './server-env.mjs';

ensureDependencies();

const root = fileURLToPath(new URL('..', import.meta.url));
// scripts/first-visit: the build's chunk rules, which vite.config.ts imports.
const sources = [
  'src',
  'locales',
  'tenants',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/first-visit',
  'package.json',
];

/** Newest modification time under a file or folder (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stats.mtimeMs);
}

const builtAt = existsSync(join(root, 'dist', 'index.html')) ? statSync(join(root, 'dist', 'index.html')).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((name) => newest(join(root, name))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
