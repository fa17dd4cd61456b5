import { afterAll, beforeAll, describe, test } from 'vitest';
import { journeyApi } from './club-api.ts';
import { journeys } from './journeys.ts';
import { startJourneyServer, type JourneyServer } from './journey-server.ts';
import { startWebKit, type WebKit } from './webkit.ts';

describe('WebKit (WebKitGTK MiniBrowser)', () => {
  let server: JourneyServer;
  let webkit: WebKit;
  beforeAll(async () => {
    [server, webkit] = await Promise.all([startJourneyServer(), startWebKit()]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), webkit?.stop()]);
  });

  for (const journey of journeys) {
    test(journey.name, () =>
      journey.run({
        server,
        api: journeyApi(server.origin),
        open: () => webkit.open(server.origin, 'test-results/engines'),
      }),
    );
  }
});
