import { expect, test } from './fixtures.ts';

// The spa tenant's public vouchers and door tickets (server/db/seed/member-data.ts); only this file claims them.
const tenant = 'spa';

// Unknown codes and refused claims answer 404/400/409, which the browser logs as failed resources.
test.use({ allowedConsoleErrors: [/status of (400|403|404|409)/] });

test.describe('a visitor looks up and claims a voucher', () => {
  test('claims a public voucher with a name and a checked e-mail, gets a personal code, and cannot claim it twice', async ({
    page,
    tenantUrl,
  }) => {
    await page.goto(tenantUrl(tenant, '/public/vouchers'));
    await expect(page.getByRole('heading', { level: 1, name: 'Voucher' })).toBeVisible();
    // Typed from a flyer: lower case, with a stray space.
    await page.getByRole('textbox', { name: 'Voucher code' }).fill(' pub-2001');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page).toHaveURL(/id=pub-2001/);
    await expect(page.getByRole('heading', { name: 'Free trial class' })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    const usesBefore = Number((await page.getByText(/^\d+ of 100$/).textContent())?.split(' ')[0]);

    const claim = page.getByRole('button', { name: 'Claim', exact: true });
    await claim.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('E-mail is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('Mari Maasikas');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('mari@');
    await claim.click();
    await expect(page.getByText('The entered e-mail is not valid')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeHidden();

    await page.getByRole('textbox', { name: 'E-mail' }).fill('mari@example.com');
    await claim.click();
    // The claimer's own code, never the shared PUB-2001.
    await expect(page.getByText('The voucher is claimed. Show this code at the club:')).toBeVisible();
    const claimed = page.locator('code');
    await expect(claimed).toHaveText(/^V-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const personalCode = (await claimed.textContent()) ?? '';
    // One line of monospace, never broken at a hyphen, with its QR for the desk and a copy button.
    expect(await claimed.evaluate((code) => getComputedStyle(code).fontFamily)).toMatch(/Source Code Pro|monospace/);
    expect(
      await claimed.evaluate((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        return range.getClientRects().length;
      }),
    ).toBe(1);
    await expect(page.getByRole('img', { name: `QR code of the voucher code ${personalCode}` })).toHaveAttribute(
      'data-qr-text',
      personalCode,
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy the code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(personalCode);
    // The answer is the updated voucher: one use fewer.
    await expect(page.getByText(`${usesBefore - 1} of 100`)).toBeVisible();

    // The same e-mail again (another case) is refused, and no use is taken.
    await page.reload();
    await page.getByRole('textbox', { name: 'Name' }).fill('Mari Maasikas');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('Mari@Example.com');
    await claim.click();
    await expect(page.getByText('This e-mail address has already claimed this voucher')).toBeVisible();
    await expect(page.getByText(`${usesBefore - 1} of 100`)).toBeVisible();

    // The personal code is a voucher of its own, used at the club and not claimable.
    await page.getByRole('textbox', { name: 'Voucher code' }).fill(personalCode);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('1 of 1')).toBeVisible();
    await expect(page.getByText('This voucher cannot be shared')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);
  });

  test("sees no claim form on a member's voucher that may not be shared", async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl(tenant, '/public/vouchers?id=V-1005'));
    await expect(page.getByRole('heading', { name: 'Gym 10 visits' })).toBeVisible();
    await expect(page.getByText('This voucher cannot be shared')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);
  });

  test('sees why expired, used and unknown vouchers cannot be claimed', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl(tenant, '/public/vouchers?id=PUB-2002'));
    await expect(page.getByText('The voucher has expired')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Voucher code' }).fill('PUB-2003');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('The voucher has been used')).toBeVisible();

    await page.getByRole('textbox', { name: 'Voucher code' }).fill('NO-SUCH-VOUCHER');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('Voucher not found')).toBeVisible();
  });
});

test.describe('a visitor looks up a door ticket', () => {
  test('sees a valid ticket, a used one, an expired one and an unknown code', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl(tenant, '/tickets'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Ticket code' }).fill('T-3001');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('The ticket is valid')).toBeVisible();
    await expect(page.getByText(/Valid until \d/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Ticket code' }).fill('T-3002');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('This ticket has been used')).toBeVisible();

    await page.getByRole('textbox', { name: 'Ticket code' }).fill('T-3003');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('This ticket has expired')).toBeVisible();

    await page.getByRole('textbox', { name: 'Ticket code' }).fill('T-0000');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('Ticket not found')).toBeVisible();
  });
});
