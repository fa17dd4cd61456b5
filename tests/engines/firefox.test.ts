import { afterAll, beforeAll, describe, test } from 'vitest';
import { clubApi } from './club-api.ts';
import { openFirefox } from './firefox.ts';
import { journeys } from './journeys.ts';
import { startJourneyServer, type JourneyServer } from './journey-server.ts';

describe('Firefox ESR', () => {
  let server: JourneyServer;
  beforeAll(async () => {
    server = await startJourneyServer();
  });
  afterAll(() => server?.stop());

  for (const journey of journeys) {
    test(journey.name, () =>
      journey.run({
        server,
        api: clubApi(server.origin),
        open: () => openFirefox(server.origin, 'test-results/engines'),
      }),
    );
  }
});
