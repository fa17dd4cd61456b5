import type { WaitingListRulesBody } from '../../src/api/contract/waiting-list.ts';
import { expect, test, demoUsers } from './fixtures.ts';
import { bookableClasses, busyDays, clubApi, clubDay, oneFreePlace } from './booking-api.ts';
import { e2eNow } from './clock.ts';
import { MIN_TARGET_PX, settledHeight } from './design-measure.ts';

// The member's phone: the offer is answered where it reaches them, in my workouts.
test.skip(({ isMobile }) => !isMobile, 'a phone journey: the narrow project runs it');

/*
 * At the tennis centre the club offers freed places with a reply window. Member 2 holds the last place of a
 * class and the member waits for it; member 2 cancels, the place is offered to the member, who accepts it from
 * my workouts.
 */
const tenant = 'tennis';

test('a member accepts a place offered from the waiting list on their phone', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  test.slow(); // two members and an admin
  const api = clubApi(request, tenantUrl, tenant);
  const [memberToken, member2Token, adminToken] = await Promise.all([
    api.login(demoUsers.member.username, demoUsers.member.password),
    api.login(demoUsers.member2.username, demoUsers.member2.password),
    api.login(demoUsers.admin.username, demoUsers.admin.password),
  ]);
  const [memberView, member2View, adminView, clubs] = await Promise.all([
    api.schedule('user', memberToken),
    api.schedule('user', member2Token),
    api.schedule('admin', adminToken),
    api.clubs(),
  ]);
  const avoid = new Set([...busyDays(memberView), ...busyDays(member2View)]);
  const free = new Set(bookableClasses(memberView, clubs, avoid).map((c) => c.id));
  const target = adminView.find(
    (c) =>
      free.has(c.id) &&
      c.waitingCount === 0 &&
      c.bookedCount < c.maxPlaces &&
      // far enough ahead that the club's promote-at-once time does not apply
      Date.parse(c.startDateTime) - e2eNow() > 6 * 3600_000 &&
      member2View.some((m) => m.id === c.id && m.myRegistration === null),
  );
  expect(target, 'a class both members can book').toBeDefined();
  if (!target) return;
  const rulesPath = `/admin/club/${target.club.id}/waiting-list`;
  const offer: WaitingListRulesBody = {
    mode: 'offer',
    offerWindow: { kind: 'fixed', minutes: 90 },
    quietHours: null,
    promoteAtOnceMinutes: 60,
  };
  await api.put(rulesPath, adminToken, offer);
  try {
    await api.put('/admin/schedule', adminToken, oneFreePlace(target));
    await api.book(target.id, member2Token);
    await api.book(target.id, memberToken);
    await api.cancel(target.id, member2Token);

    await login(page, { tenant, ...demoUsers.member });
    await page.goto(tenantUrl(tenant, '/workouts'));
    const [year, month, day] = clubDay(target).split('-');
    const mine = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: target.name }) })
      .filter({ hasText: `${day}/${month}/${year}` });
    await expect(mine).toContainText('Place offered');
    await expect(mine).toContainText(/A place is offered to you: accept by /);
    const accept = mine.getByRole('button', { name: new RegExp(`^Accept the place: `) });
    // a thumb's target on the phone
    expect(await settledHeight(page, accept)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await expect(mine.getByRole('button', { name: /^Decline: / })).toBeVisible();
    await accept.click();
    await expect(page.getByText(`Place booked: ${target.name}`)).toBeVisible();
    await expect(mine).toContainText('Booked');
    await expect(mine).not.toContainText('Place offered');
    await api.cancel(target.id, memberToken);
  } finally {
    await api.put(rulesPath, adminToken, { ...offer, mode: 'promote' });
  }
});
