// npm run test:e2e:instants: the whole end-to-end suite at each instant that once broke it (tests/e2e/clock.ts).
// Extra arguments go to Playwright, e.g. `npm run test:e2e:instants -- --project=wide`.
import { spawnSync } from 'node:child_process';
import { e2eInstants } from '../tests/e2e/clock.ts';

const results: string[] = [];
for (const [name, instant] of Object.entries(e2eInstants)) {
  console.log(`\n=== ${name}: the clocks read ${instant}`);
  const started = Date.now();
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_NOW: instant, E2E_CLOCK_ORIGIN: '' },
  });
  results.push(
    `${run.status === 0 ? 'passed' : 'FAILED'}  ${name} (${instant}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
console.log(`\n${results.join('\n')}`);
process.exit(results.some((line) => line.startsWith('FAILED')) ? 1 : 0);
