import { expect, test, demoUsers } from './fixtures.ts';

// The same on every screen size: the wide project runs it.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

/*
 * Issue 28: a page's data starts with its code (src/api/start-requests.ts, public/app-start.js). At its next start,
 * home's reads leave before the app's code is even asked for, and the app takes their answers: nothing twice.
 */

const tenant = 'golden';

test('at its next start, home asks for its data with its code, and for nothing twice', async ({
  page,
  login,
  tenantUrl,
}) => {
  await login(page, { tenant, ...demoUsers.member });
  /*
   * A start of home itself, which notes its reads. A read whose answer is kept and still fresh is not asked again at
   * a start, so the account status (fresh for 60 s) would be noted only when the cache had not yet kept the login's
   * landing's answer (it writes a second apart): a minute later, as a member's next start would be, it is asked.
   */
  await page.clock.fastForward('01:01');
  await page.goto(tenantUrl(tenant, '/'));
  await expect(page.getByRole('navigation', { name: /quick links/i })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('start_requests') ?? 'null')?.path))
    .toBe('/');
  const noted = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('start_requests') ?? '{}') as { requests: { url: string }[] }).requests.map(
      (r) => r.url,
    ),
  );
  expect(noted).toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\/0\.1\/user\/account\/status$/)]));

  // The requests in the order the page made them: the API's reads, and the app's code.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.pathname.startsWith('/api/') && request.method() === 'GET') || url.pathname.startsWith('/assets/vendor-'))
      asked.push(url.pathname + url.search);
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: /quick links/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming workouts' })).toBeVisible();

  // Each noted read went once, as the page started: before the app's code was asked for.
  const codeAsked = asked.findIndex((url) => url.startsWith('/assets/vendor-'));
  expect(codeAsked).toBeGreaterThan(0);
  for (const url of noted) {
    expect(
      asked.filter((u) => u === url),
      url,
    ).toHaveLength(1);
    expect(asked.indexOf(url), url).toBeLessThan(codeAsked);
  }
});
