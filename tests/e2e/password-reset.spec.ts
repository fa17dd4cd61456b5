import {
  resetLinkOf,
  startLocalSmtpServer,
  type LocalSmtpServer,
} from '../../server/test-support/local-smtp-server.ts';
import { expect, test } from './fixtures.ts';

// The reset is the same on every screen: the phone project runs it (its server's mail goes to port + 50).
test.skip(({ isMobile }) => !isMobile, 'the same on every screen: the narrow project runs it');
// One mail server on a fixed port for the file's tests: one worker runs them in turn.
test.describe.configure({ mode: 'serial' });

// The reval-trainer tenant: this file changes member2's password there, and no other spec uses that tenant.
const tenant = 'reval-trainer';
const email = `member2@${tenant}.example.com`;
const newPassword = 'Reset2026ok';

// A dead link's check answers 400.
test.use({ allowedConsoleErrors: [/status of 400/] });

let smtp: LocalSmtpServer;
test.beforeAll(async ({ serverPort }, testInfo) => {
  if (testInfo.project.use.isMobile) smtp = await startLocalSmtpServer(serverPort + 50);
});
test.afterAll(async () => {
  await smtp?.close();
});

test('a member asks for a link, follows it from the e-mail, sets a new password and logs in', async ({
  page,
  tenantUrl,
  login,
}) => {
  await page.goto(tenantUrl(tenant, '/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await page.getByRole('textbox', { name: /username or email/i }).fill('member2');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account matches, we sent a link to its e-mail.', { exact: false })).toBeVisible();

  const mail = await smtp.waitFor(email);
  expect(mail.subject).toContain('reset your password');
  const link = resetLinkOf(mail) ?? '';
  expect(new URL(link).host).toBe(new URL(tenantUrl(tenant)).host);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save the new password' });
  await page.getByLabel(/^New password/).fill('weak');
  await page.getByLabel(/^Repeat the new password/).fill('weak');
  await save.click();
  await expect(page.getByText(/Minimum 8 characters/)).toBeVisible();
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Repeat the new password/).fill(newPassword);
  await save.click();
  await expect(page.getByText('Your password is changed. Log in with the new password.')).toBeVisible();

  // The same link again (opened from the mail once more) is refused, with a way to ask for a new one.
  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again.getByText(/This password reset link has already been used/)).toBeVisible();
  await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await again.close();

  await login(page, { tenant, username: 'member2', password: newPassword });
});

test('an unknown account gets the same answer, and a broken link says so', async ({ page, tenantUrl }) => {
  await page.goto(tenantUrl(tenant, '/forgot-password'));
  await page.getByRole('textbox', { name: /username or email/i }).fill('nobody-at-all');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account matches, we sent a link to its e-mail.', { exact: false })).toBeVisible();

  await page.goto(tenantUrl(tenant, '/password-reset#not-a-real-token'));
  await expect(page.getByText(/This password reset link is not valid/)).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
});
