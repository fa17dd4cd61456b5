import { expect, test, demoUsers } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

/* Issue 13 point 6: the member's history tells the truth: workouts attended or missed, invoices overdue. */

const tenant = 'golden';

test('past workouts say attended or missed, never "Booked"', async ({ page, login, tenantUrl }) => {
  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, '/workouts'));
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = page.getByRole('article');
  await expect(past.first()).toBeVisible();
  // the seed marks the member present at all but one of their recent classes
  await expect(past.filter({ hasText: 'Attended' }).first()).toBeVisible();
  await expect(past.filter({ hasText: 'Missed' }).first()).toBeVisible();
  await expect(past.filter({ hasText: /^Booked$/ })).toHaveCount(0);
  for (const item of await past.all())
    await expect(item).toContainText(/Attended|Missed|Class cancelled|In the waiting list/);
});

test('an invoice unpaid after its due date is marked overdue', async ({ page, login, tenantUrl }) => {
  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, '/invoices'));
  const overdue = page.getByText('Overdue', { exact: true });
  await expect(overdue.first()).toBeVisible();
  // the one partly paid last month is always past its due date
  const row = page
    .getByRole('row')
    .filter({ has: page.getByText('Overdue', { exact: true }) })
    .first();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Overdue', { exact: true }) })
    .first();
  const holder = (await row.count()) > 0 ? row : card;
  await holder.getByRole('link', { name: /^Invoice \d+$/ }).click();
  await expect(page.getByText(/^Overdue since .+: please pay .+ now to /)).toBeVisible();
});
