/**
 * `npm run bench:trainer` (after `npm run build`): are the trainer's tools quick on a phone?
 * Seeds the demo data plus a class of the demo trainer with 60 booked clients in the default club,
 * starts the real server, and measures in Debian's Chromium at 4× CPU slowdown on a phone viewport:
 * - a 60-participant list: from navigation to every presence switch on screen and enabled (usable);
 * - the scanner: from the decoder worker reporting the card code (mark scanner:code-decoded), and from
 *   the frame that held it being taken (scanner:frame-captured, so the worker's decode included), to the
 *   client on screen (mark scanner:client-shown), with Chromium's fake camera playing the card's QR code.
 * BENCH_RUNS runs each (default 7); prints the median and the spread. Figures only: people judge them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumOptions, startAppServer } from './bench-support.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { writeQrVideo } from '../tests/e2e/fake-camera.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4322);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PARTICIPANTS = 60;

/** The demo data; 60 more clients booked into a class of the demo trainer tomorrow; the demo member's card code. */
async function seedBigClass(dataDir: string): Promise<{ trainingId: number; cardCode: string }> {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  await migrate(db);
  await seedDemoData(db, new Date());
  const [trainer] = await db.query<{ trainer_id: number }>(
    `SELECT trainer_id FROM users WHERE tenant = 'default' AND username = 'trainer'`,
  );
  const [training] = await db.query<{ id: number }>(
    `SELECT id FROM trainings WHERE tenant = 'default' AND trainer_id = $1 AND start_at > now() + interval '1 day' AND cancelled_at IS NULL
     ORDER BY start_at LIMIT 1`,
    [trainer!.trainer_id],
  );
  await db.query(`DELETE FROM registrations WHERE training_id = $1`, [training!.id]);
  await db.query(`UPDATE trainings SET max_places = $2 WHERE id = $1`, [training!.id, PARTICIPANTS]);
  await db.query(
    `INSERT INTO users (tenant, username, email, phone, first_name, last_name, password_hash, client_code)
     SELECT 'default', 'bench' || n, 'bench' || n || '@default.example.com', '+3725' || lpad(n::text, 7, '0'), 'Client', 'Number ' || n,
       (SELECT password_hash FROM users WHERE tenant = 'default' AND username = 'member'), 'B' || lpad(n::text, 5, '0')
     FROM generate_series(1, $1) AS n`,
    [PARTICIPANTS],
  );
  await db.query(
    `INSERT INTO registrations (tenant, training_id, user_id, status)
     SELECT 'default', $1, id, 'booked' FROM users WHERE tenant = 'default' AND username LIKE 'bench%' ORDER BY id`,
    [training!.id],
  );
  const [card] = await db.query<{ code: string }>(
    `SELECT e.code FROM entry_codes e JOIN users u ON u.id = e.user_id
     WHERE u.tenant = 'default' AND u.username = 'member' AND (e.valid_until IS NULL OR e.valid_until >= current_date) LIMIT 1`,
  );
  await db.close();
  return { trainingId: training!.id, cardCode: card!.code };
}

async function logInAsTrainer(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel(/username/i).fill('trainer');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Trainer1234');
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const report = (label: string, values: number[]) =>
  console.log(
    `${label}: median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, ${values.length} runs)`,
  );

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-trainer-'));
  const { trainingId, cardCode } = await seedBigClass(dataDir);
  const stopServer = await startAppServer(PORT, dataDir);
  const video = await writeQrVideo(cardCode);
  const browser = await chromium.launch({
    ...chromiumOptions,
    args: [...chromiumOptions.args, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await context.grantPermissions(['camera'], { origin: ORIGIN });
    const page = await context.newPage();
    await logInAsTrainer(page);
    // Warm: the app's code cached by the service worker, as on a trainer's phone after the first day.
    await page.goto(`${ORIGIN}/participants/${trainingId}`);
    await page
      .getByRole('switch')
      .nth(PARTICIPANTS - 1)
      .waitFor();
    await page.goto(`${ORIGIN}/scanner`);
    await page.getByRole('button', { name: /start scanning/i }).waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const listTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${ORIGIN}/`);
      await page.getByRole('navigation', { name: /quick links/i }).waitFor();
      const started = Date.now();
      await page.goto(`${ORIGIN}/participants/${trainingId}`);
      await page.waitForFunction((count) => {
        const switches = document.querySelectorAll('input[role="switch"]:not([disabled])');
        return switches.length >= count;
      }, PARTICIPANTS);
      listTimes.push(Date.now() - started);
    }

    const scanTimes: number[] = [];
    const frameTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${ORIGIN}/scanner`);
      await page.getByRole('button', { name: /start scanning/i }).click();
      await page.getByRole('heading', { level: 2, name: 'Kati Kask' }).waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => performance.getEntriesByName('scanner:client-shown').length > 0);
      // No named helper inside: tsx would wrap it in a __name() the page does not have.
      const times = await page.evaluate(() => {
        const [shown, decoded, frame] = ['scanner:client-shown', 'scanner:code-decoded', 'scanner:frame-captured'].map(
          (name) => performance.getEntriesByName(name)[0]!.startTime,
        );
        return { fromDecoded: shown! - decoded!, fromFrame: shown! - frame! };
      });
      scanTimes.push(times.fromDecoded);
      frameTimes.push(times.fromFrame);
      await page.getByRole('button', { name: /stop scanning/i }).click();
    }

    console.log(`4× CPU slowdown, 390×844 phone viewport, ${RUNS} runs each`);
    report(`${PARTICIPANTS}-participant list, navigation until every presence switch is usable`, listTimes);
    report('scanner, code decoded until the client is on screen', scanTimes);
    report('scanner, frame taken (decoded in the worker) until the client is on screen', frameTimes);
  } finally {
    await browser.close();
    stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
