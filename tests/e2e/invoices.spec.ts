import { reopenOffline, setDeviceOnline } from './device-network.ts';
import { expect, test } from './fixtures.ts';

// The kuressaare tenant: this file only reads `member`'s invoices there.
const tenant = 'kuressaare';

// An id the member has no invoice under is read and answered 404; offline, reads fail until the cache answers.
// (One pattern: Playwright would read an option of two items as a value and its options.)
test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)|ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/] });

test('a member finds an invoice and prints it as a clean document', async ({ page, login, tenantUrl }) => {
  await login(page, { tenant, username: 'member', password: 'Member1234' });
  await page.goto(tenantUrl(tenant, '/invoices?from=2000-01-01&to=2000-12-31'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByText('No invoices in the period')).toBeVisible();

  await page.goto(tenantUrl(tenant, '/invoices'));
  const links = page.getByRole('link', { name: /^Invoice \d+$/ });
  await expect(links).toHaveCount(6);
  // unpaid ones say so, as "Overdue" once past their due date
  await expect(page.getByText(/^(Unpaid|Overdue)$/).first()).toBeVisible();
  const number = (await links.first().textContent())?.replace('Invoice ', '') ?? '';
  await links.first().click();

  const invoice = page.getByRole('article', { name: `Invoice ${number}` });
  await expect(invoice).toBeVisible();
  for (const label of ['Payer', 'Client', 'Reference number', 'VAT total', 'Balance']) {
    await expect(invoice.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(invoice.getByRole('columnheader', { name: 'Article' })).toBeVisible();
  await expect(invoice.getByRole('cell', { name: 'Monthly membership' })).toBeVisible();
  await expect(invoice.getByRole('img')).toBeVisible();

  // The Print button opens the browser's print dialog.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // On paper only the invoice is left: no top bar, menu, buttons or footer.
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByRole('cell', { name: 'Monthly membership' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await page.emulateMedia({ media: 'screen' });
});

test('an invoice address that names no invoice of the member shows the not-found page', async ({
  page,
  login,
  tenantUrl,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page, { tenant, username: 'member', password: 'Member1234' });
  // Not an id at all, an id written another way, and a well-formed id the member has no invoice under.
  for (const id of ['abc', '0', '042', '2147483648', '999999']) {
    await page.goto(tenantUrl(tenant, `/invoices/${id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), id).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to homepage' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('an invoice opened before opens offline, read by its id', async ({ page, context, login, tenantUrl }) => {
  await login(page, { tenant, username: 'member', password: 'Member1234' });
  await page.goto(tenantUrl(tenant, '/invoices'));
  const link = page.getByRole('link', { name: /^Invoice \d+$/ }).last();
  const name = (await link.textContent()) ?? '';
  const invoiceRead = page.waitForResponse((response) => /\/api\/0\.1\/user\/invoice\/\d+$/.test(response.url()));
  await link.click();
  expect((await invoiceRead).status()).toBe(200);
  await expect(page.getByRole('article', { name })).toBeVisible();
  const offline = await reopenOffline(page, context);
  const invoice = offline.getByRole('article', { name });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByText('Balance', { exact: true }).first()).toBeVisible();
  await setDeviceOnline(context, true);
});
