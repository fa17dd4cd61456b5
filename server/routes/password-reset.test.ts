import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MINUTES } from '../../src/api/contract/account.ts';
import { getTenant } from '../../tenants/registry.ts';
import { deliverDueMails } from '../domain/mail/mail-sender.ts';
import { smtpTransport } from '../domain/mail/mail-transport.ts';
import {
  resetLinkOf,
  startLocalSmtpServer,
  type ArrivedMail,
  type LocalSmtpServer,
} from '../test-support/local-smtp-server.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody, testDevice } from '../test-support/login.ts';

const memberEmail = 'member@default.example.com';

let t: TestApp;
let smtp: LocalSmtpServer;
beforeAll(async () => {
  t = await makeTestApp();
  smtp = await startLocalSmtpServer();
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** Each request from its own address unless a test says otherwise, so the per-address wait stays out of the way. */
let addressCount = 0;
const nextAddress = () => `192.0.2.${(addressCount += 1)}`;

const ask = (login: string, options: { address?: string; language?: string } = {}) =>
  t.request('POST', '/account/password-reset', {
    body: { login },
    address: options.address ?? nextAddress(),
    headers: { 'Accept-Language': options.language ?? 'en' },
  });
const check = (token: string) => t.request('POST', '/account/password-reset/check', { body: { token } });
const confirm = (token: string, password: string) =>
  t.request('POST', '/account/password-reset/confirm', {
    body: { token, newPassword: password, confirmPassword: password },
  });
const login = (username: string, password: string) =>
  t.request('POST', '/account/login', {
    body: loginBody(username, password),
    address: nextAddress(),
  });
const send = () => deliverDueMails(t.db, t.clock.now(), smtpTransport(smtp.url, 'no-reply@clubbook.example'));
const outboxRows = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))[0]?.n ?? 0;

/** Asks for a link for the account, sends the outbox to the local SMTP server, and returns the mail. */
async function mailedLink(
  login: string,
  email: string,
  language = 'en',
): Promise<{ mail: ArrivedMail; token: string }> {
  const before = smtp.arrived.length;
  expect((await ask(login, { language })).status).toBe(202);
  expect((await send()).sent).toBeGreaterThanOrEqual(1);
  const mail = smtp.arrived
    .slice(before)
    .filter((m) => m.to.includes(email))
    .at(-1);
  if (!mail) throw new Error('no mail arrived');
  const link = resetLinkOf(mail);
  expect(link).toBeDefined();
  return { mail, token: new URL(link ?? '').hash.slice(1) };
}

describe('forgot password, end to end through a real SMTP server', () => {
  it('mails a link that sets a new password once, after which the new password logs in', async () => {
    const { mail, token } = await mailedLink('member', memberEmail);
    expect(mail.from).toBe('no-reply@clubbook.example');
    expect(mail.subject).toContain('reset your password');
    // both parts, in the club's name, with the link to the app's own host
    expect(mail.text).toContain(`http://localhost:8080/password-reset#${token}`);
    expect(mail.html).toContain(`href="http://localhost:8080/password-reset#${token}"`);
    expect(mail.raw).toMatch(/^From: .*<no-reply@clubbook\.example>/m);
    expect(mail.text).toContain(`${PASSWORD_RESET_MINUTES} minutes`);
    // the token is stored hashed, and the sent mail keeps no body
    const stored = await t.db.query<{ id: string }>('SELECT id FROM password_reset_tokens');
    expect(stored.map((r) => r.id)).not.toContain(token);
    const sent = await t.db.query<{ text_body: string; state: string }>('SELECT text_body, state FROM mail_outbox');
    expect(sent).toEqual([{ text_body: '', state: 'sent' }]);

    expect((await check(token)).status).toBe(204);
    // the rules of a password change apply
    const weak = await confirm(token, 'short');
    expect(weak.status).toBe(400);
    expect((await confirm(token, 'NewMember2026')).status).toBe(204);
    expect((await login('member', 'Member1234')).status).toBe(401);
    expect((await login(memberEmail, 'NewMember2026')).status).toBe(200);

    // used once: the same link again says so
    const again = await confirm(token, 'OtherMember2026');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ errors: ['resetLinkUsed'] });
    expect(await (await check(token)).json()).toMatchObject({ errors: ['resetLinkUsed'] });
  });

  it('writes the mail in the language of the request, with the club name', async () => {
    const { mail } = await mailedLink('member2', 'member2@default.example.com', 'lv');
    expect(mail.subject).toBe(`${getTenant('default').brandName}: paroles maiņa`);
    expect(mail.text).toContain('Saite ir derīga 30 minūtes');
    expect(mail.html).toContain('<html lang="lv">');
  });

  it('ends every session of the account on a reset', async () => {
    const session = await login('trainer', 'Trainer1234');
    const cookie = /refresh_token=([^;]*)/.exec(session.headers.getSetCookie().join('\n'))?.[1] ?? '';
    const { token } = await mailedLink('trainer', 'trainer@default.example.com');
    expect((await confirm(token, 'NewTrainer2026')).status).toBe(204);
    const refreshed = await t.request('POST', '/account/refresh', {
      body: { deviceParameters: testDevice },
      headers: { Cookie: `refresh_token=${cookie}` },
    });
    expect(refreshed.status).toBe(401);
  });
});

describe('what a stranger learns', () => {
  it('gets the same answer for an unknown account, and no mail goes out', async () => {
    const rows = await outboxRows();
    const known = await ask('admin');
    const unknown = await ask('nobody-here');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await unknown.text()).toBe(await known.text());
    expect(await outboxRows()).toBe(rows + 1);
  });

  it('waits after 3 requests for one account, known or unknown, and after 10 from one address', async () => {
    for (const name of ['member3', 'no-such-member']) {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await ask(name)).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
    }
    const address = '198.51.100.7';
    const fromOne = [];
    for (let i = 0; i < 11; i++) fromOne.push((await ask(`visitor-${i}`, { address })).status);
    expect(fromOne.slice(0, 10).every((s) => s === 202)).toBe(true);
    const refused = await ask('visitor-last', { address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses an expired link and an unknown one, each with its reason', async () => {
    const { token } = await mailedLink('blocked', 'blocked@default.example.com');
    t.clock.advance(PASSWORD_RESET_MINUTES * 60_000 + 1_000);
    const expired = await confirm(token, 'Blocked2026x');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ errors: ['resetLinkExpired'] });
    expect((await login('blocked', 'Blocked2026x')).status).toBe(401);
    const unknown = await check('A'.repeat(43));
    expect(await unknown.json()).toMatchObject({ errors: ['resetLinkInvalid'] });
  });

  it('lets a password change on the profile end an open link', async () => {
    const { token } = await mailedLink('admin', 'admin@default.example.com');
    const changed = await t.request('PUT', '/user/account/password', {
      as: 'admin',
      body: { currentPassword: 'Admin1234', newPassword: 'Admin2026x', confirmPassword: 'Admin2026x' },
    });
    expect(changed.status).toBe(204);
    expect(await (await check(token)).json()).toMatchObject({ errors: ['resetLinkUsed'] });
  });
});

describe('the mail worker', () => {
  it('tries a refused mail again later, and sends it then', async () => {
    smtp.refuse(1);
    expect((await ask('member', { address: nextAddress() })).status).toBe(202);
    expect(await send()).toMatchObject({ sent: 0, retried: 1 });
    expect(await send()).toMatchObject({ sent: 0, retried: 0 });
    t.clock.advance(60_000);
    expect(await send()).toMatchObject({ sent: 1 });
  });
});
