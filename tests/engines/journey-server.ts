import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  serverReady,
  spawnServer,
  stopGracefully,
  type RunningServer,
} from '../../server/test-support/server-process.ts';
import { pinnedServerEnv } from '../e2e/clock.ts';

/** The real server for one engine's journeys: a fresh data folder, the run's pinned clock, the production build (dist/). */
export type JourneyServer = {
  /** http://localhost:<port>: the same origin after a restart, so the service worker and storage carry over. */
  readonly origin: string;
  /** Stops the process (SIGTERM): the browser then finds nothing listening, as with no signal at the door. */
  stop: () => Promise<void>;
  /** Starts it again on the same data and port. */
  start: () => Promise<void>;
};

export async function startJourneyServer(): Promise<JourneyServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-engines-'));
  let port = 0;
  let running: RunningServer | undefined;
  const start = async () => {
    running = await serverReady(
      spawnServer({ ...pinnedServerEnv(), STATIC_DIR: 'dist', DATA_DIR: dataDir, PORT: String(port) }),
    );
    port = running.port;
  };
  await start();
  return {
    get origin() {
      return `http://localhost:${port}`;
    },
    start,
    stop: async () => {
      if (running) await stopGracefully(running);
      running = undefined;
    },
  };
}
