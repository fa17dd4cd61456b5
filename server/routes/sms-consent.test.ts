import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessageResponse } from '../../src/api/contract/admin.ts';
import { SMS_CONSENT_VERSION, SmsNoticesChoice } from '../../src/api/contract/consent.ts';
import { MemberDataExport } from '../../src/api/contract/member-data.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

/**
 * Issue #40 point 5: a member allows or refuses SMS notices in their profile, each change recorded with its time
 * and text version; a refusal is respected by every SMS the club sends, and the admin is told who was skipped.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const choiceOf = async (as: 'member' | 'member2') =>
  v.parse(SmsNoticesChoice, await (await t.request('GET', '/user/account/sms-notices', { as })).json());
const choose = (as: 'member' | 'member2', allowed: boolean) =>
  t.request('PUT', '/user/account/sms-notices', { as, body: { allowed } });
const smsConsents = async (as: 'member' | 'member2') =>
  v
    .parse(MemberDataExport, await (await t.request('GET', '/user/account/export', { as })).json())
    .consents.filter((c) => c.channel === 'sms');
const outboxPhones = async () =>
  (await t.db.query<{ phone: string }>('SELECT phone FROM sms_outbox ORDER BY id')).map((r) => r.phone);
const phoneOf = async (user: number) =>
  (await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [user]))[0]?.phone ?? '';

describe('SMS notices: the member’s choice (issue #40 point 5)', () => {
  it('is on until refused, and each change is recorded once with its time and text version', async () => {
    expect(await choiceOf('member')).toEqual({ allowed: true });
    expect(await smsConsents('member')).toEqual([]);

    t.clock.advance(60_000);
    expect(await (await choose('member', false)).json()).toEqual({ allowed: false });
    // the same choice again is no new record
    expect((await choose('member', false)).status).toBe(200);
    expect(await choiceOf('member')).toEqual({ allowed: false });
    expect(await smsConsents('member')).toEqual([
      {
        channel: 'sms',
        given: false,
        at: t.clock.now().toISOString(),
        textVersion: SMS_CONSENT_VERSION,
        pushService: null,
        reason: 'member',
      },
    ]);
    // another member's choice is their own
    expect(await choiceOf('member2')).toEqual({ allowed: true });
  }, 60_000);

  it('skips a member who refused in the admin’s SMS, and says how many and why', async () => {
    const { member, member2 } = t.fixture.main.users;
    await t.db.query('DELETE FROM sms_outbox');
    const res = await t.request('POST', '/admin/message', {
      as: 'admin',
      body: { text: 'The sauna is closed today.', clientIds: [member, member2] },
    });
    expect(res.status).toBe(200);
    expect(v.parse(AdminMessageResponse, await res.json())).toEqual({
      messagesSent: 1,
      skipped: { refused: 1, noPhone: 0 },
    });
    expect(await outboxPhones()).toEqual([await phoneOf(member2)]);
    // the audit log's entry counts them too
    const [entry] = await t.db.query<{ detail: { skipped: unknown } }>(
      "SELECT detail FROM audit_log WHERE action = 'sms.send' ORDER BY seq DESC LIMIT 1",
    );
    expect(entry?.detail.skipped).toEqual({ refused: 1, noPhone: 0 });
  }, 60_000);

  it('skips them in a class’s cancel notice too, and texts them again once they turn it on', async () => {
    const { member, member2 } = t.fixture.main.users;
    const { upcoming } = t.fixture.main.trainings;
    // both booked the class; member2 allows SMS
    expect((await t.request('POST', `/user/registration/${upcoming}`, { as: 'member2' })).status).toBeLessThan(300);
    await t.db.query('DELETE FROM sms_outbox');
    const cancel = await t.request('POST', `/admin/schedule/cancel/${upcoming}`, {
      as: 'admin',
      body: { notify: true },
    });
    expect(cancel.status).toBe(200);
    const texted = await outboxPhones();
    expect(texted).toContain(await phoneOf(member2));
    expect(texted).not.toContain(await phoneOf(member));

    t.clock.advance(60_000);
    expect(await (await choose('member', true)).json()).toEqual({ allowed: true });
    expect((await smsConsents('member')).map((c) => [c.given, c.reason])).toEqual([
      [false, 'member'],
      [true, null],
    ]);
    const res = await t.request('POST', '/admin/message', {
      as: 'admin',
      body: { text: 'Back on.', clientIds: [member] },
    });
    expect(v.parse(AdminMessageResponse, await res.json())).toEqual({
      messagesSent: 1,
      skipped: { refused: 0, noPhone: 0 },
    });
  }, 60_000);
});
