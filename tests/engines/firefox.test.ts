import { afterAll, beforeAll, describe, test } from 'vitest';
import { journeyApi } from './club-api.ts';
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
        api: journeyApi(server.origin),
        open: () => openFirefox(server.origin, 'test-results/engines'),
      }),
    );
  }
});
