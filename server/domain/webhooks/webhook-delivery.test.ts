import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WebhookDeliveries,
  WebhookEndpoints,
  WebhookPayload,
  WebhookSecret,
  type WebhookEventType,
} from '../../../src/api/contract/webhooks.ts';
import { webhookPayloadErrors } from '../../test-support/answer-check.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/local-webhook-receiver.ts';
import { FIXTURE_NOW, makeTestApp, type TestApp } from '../../test-support/make-test-app.ts';
import { sweepOnce } from '../housekeeping.ts';
import { deliverDueWebhooks, WEBHOOK_LEASE_MS } from './delivery.ts';
import { MAX_WEBHOOK_ATTEMPTS, RETRY_DELAYS_MS } from './schedule.ts';
import { webhookTransport } from './transport.ts';
import { WEBHOOK_DONE_KEEP_MS } from './webhook-sweep.ts';

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  [t, receiver] = await Promise.all([makeTestApp(), startWebhookReceiver()]);
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(FIXTURE_NOW);
  await t.db.query('DELETE FROM webhook_endpoints');
  const { member, member2 } = t.fixture.main.users;
  await t.db.query('UPDATE users SET status = 0 WHERE id = ANY($1::int[])', [[member, member2]]);
});

const loopback = webhookTransport({ allowLoopback: true });
const deliver = (transport = loopback) => deliverDueWebhooks(t.db, t.clock.now(), transport);

let pathCount = 0;
/** An endpoint added by the admin through the API, its receiver path expecting its secret. */
async function addEndpoint(eventTypes: readonly WebhookEventType[]) {
  const path = `/hooks/${(pathCount += 1)}`;
  const res = await t.request('POST', '/admin/webhooks', {
    as: 'admin',
    body: { url: `${receiver.origin}${path}`, eventTypes },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const created = v.parse(WebhookSecret, await res.json());
  receiver.expect(path, created.secret);
  return { path, id: created.endpoint.id, secret: created.secret };
}
const arrivedAt = (path: string) => receiver.received.filter((r) => r.path === path);
const deliveries = async (endpointId: number) =>
  v.parse(
    WebhookDeliveries,
    await (await t.request('GET', `/admin/webhooks/${endpointId}/deliveries`, { as: 'admin' })).json(),
  );

describe('webhooks: events, signatures, delivery (issue 39)', () => {
  it('signs every event of a booking’s life, a class and a member, in the transaction of the change', async () => {
    const { path, secret } = await addEndpoint([
      'booking.created',
      'booking.cancelled',
      'booking.promoted',
      'presence.marked',
      'class.changed',
      'class.cancelled',
      'member.status_changed',
    ]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // the list never shows the secret again
    const listed = await (await t.request('GET', '/admin/webhooks', { as: 'admin' })).json();
    expect(JSON.stringify(v.parse(WebhookEndpoints, listed))).not.toContain(secret.slice(6));

    const { full, upcoming, past } = t.fixture.main.trainings;
    // member waits in the full class; member2 gives up its place there: cancelled, then member promoted
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);
    expect((await t.request('DELETE', `/user/registration/${full}`, { as: 'member2' })).status).toBeLessThan(300);
    const presence = await t.request(
      'PUT',
      `/trainer/registration/${t.fixture.main.registrations.memberUpcoming}/presence`,
      { as: 'trainer', body: { presence: true } },
    );
    expect(presence.status).toBe(200);
    const cancel = await t.request('POST', `/admin/schedule/cancel/${past}`, { as: 'admin' });
    expect(cancel.status).toBe(200);
    await t.db.query(`UPDATE trainings SET name = 'Morning yoga flow' WHERE id = $1`, [upcoming]);
    await t.db.query('UPDATE users SET status = 2 WHERE id = $1', [t.fixture.main.users.member2]);
    // a refused booking, and a change no one sees (the booking counter), queue nothing
    await t.db.query('UPDATE trainings SET booked_count = booked_count WHERE id = $1', [upcoming]);
    // another club's changes never reach this club's endpoint
    await t.db.query('UPDATE users SET status = 2 WHERE id = $1', [t.fixture.other.users.member2]);

    expect(await deliver()).toMatchObject({ sent: 7, retried: 0, failed: 0 });
    const got = arrivedAt(path);
    expect(got.map((r) => [r.verified, r.error])).toEqual(got.map(() => [true, undefined]));
    const payloads = got.map((r) => v.parse(WebhookPayload, r.payload));
    // each as the OpenAPI document's `webhooks` describe it, by a standard validator (Ajv), unknown keys refused
    expect(payloads.flatMap((p) => webhookPayloadErrors(p.type, p))).toEqual([]);
    expect(webhookPayloadErrors('class.changed', { ...payloads[5], extra: 1 })).not.toEqual([]);
    expect(payloads.map((p) => p.type)).toEqual([
      'booking.created',
      'booking.cancelled',
      'booking.promoted',
      'presence.marked',
      'class.cancelled',
      'class.changed',
      'member.status_changed',
    ]);
    expect(new Set(payloads.map((p) => p.club))).toEqual(new Set(['default']));
    expect(new Set(got.map((r) => r.webhookId)).size).toBe(7);
    const [created, cancelled, promoted, marked, classCancelled, changed, member] = payloads;
    expect(created?.data).toMatchObject({
      booking: { memberId: t.fixture.main.users.member, status: 'waiting', class: { id: full } },
    });
    expect(cancelled?.data).toMatchObject({ booking: { memberId: t.fixture.main.users.member2, status: 'cancelled' } });
    expect(promoted?.data).toMatchObject({ booking: { memberId: t.fixture.main.users.member, status: 'booked' } });
    expect(marked?.data).toMatchObject({ booking: { present: true, class: { id: upcoming } } });
    expect(classCancelled?.data).toMatchObject({ class: { id: past, cancelled: true } });
    expect(changed?.data).toMatchObject({ class: { id: upcoming, name: 'Morning yoga flow' } });
    expect(member?.data).toEqual({ member: { id: t.fixture.main.users.member2, status: 2, previousStatus: 0 } });

    // delivered once: nothing is due again
    expect(await deliver()).toMatchObject({ sent: 0, retried: 0 });
  });

  it('queues nothing when the change is rolled back', async () => {
    const { id } = await addEndpoint(['member.status_changed']);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET status = 1 WHERE id = $1', [t.fixture.main.users.member2]);
        throw new Error('the change fails after the update');
      }),
    ).rejects.toThrow('fails');
    expect(await deliveries(id)).toEqual([]);
  });

  it('retries with growing delays for about a day, then fails; "send again" sends it under the same id', async () => {
    const { path, id } = await addEndpoint(['member.status_changed']);
    receiver.reply(path, { status: 503, body: 'down for maintenance' });
    await t.db.query('UPDATE users SET status = 6 WHERE id = $1', [t.fixture.main.users.member]);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_WEBHOOK_ATTEMPTS; attempt += 1) {
      expect(await deliver()).toMatchObject({ sent: 0 });
      const [delivery] = await deliveries(id);
      expect(delivery).toMatchObject({ attempts: attempt, lastStatusCode: 503, lastAnswer: 'down for maintenance' });
      // not sent again before its time
      t.clock.set(new Date(t.clock.now().getTime() + 30_000));
      expect(await deliver()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
      if (delivery?.status === 'failed') break;
      const wait = new Date(delivery?.nextAttemptAt ?? 0).getTime() - t.clock.now().getTime() + 30_000;
      waits.push(wait);
      t.clock.set(new Date(delivery?.nextAttemptAt ?? 0));
    }
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(16 * 3600_000);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'failed', attempts: MAX_WEBHOOK_ATTEMPTS });
    expect(arrivedAt(path)).toHaveLength(MAX_WEBHOOK_ATTEMPTS);

    receiver.reply(path, { status: 200 });
    const [failed] = await deliveries(id);
    const again = await t.request('POST', `/admin/webhook-deliveries/${failed?.id}/send-again`, { as: 'admin' });
    expect(again.status).toBe(204);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect((await deliveries(id))[0]).toMatchObject({ status: 'sent', attempts: 1, lastStatusCode: 200 });
    const ids = new Set(arrivedAt(path).map((r) => r.webhookId));
    expect(ids).toEqual(new Set([failed?.webhookId]));
    expect(arrivedAt(path).every((r) => r.verified)).toBe(true);
  });

  it('turns the endpoint off when the receiver answers 410, and queues no more for it', async () => {
    const { path, id } = await addEndpoint(['member.status_changed']);
    receiver.reply(path, { status: 410, body: 'gone' });
    await t.db.query('UPDATE users SET status = 6 WHERE id = $1', [t.fixture.main.users.member]);
    expect(await deliver()).toMatchObject({ gone: 1 });
    const [endpoint] = v.parse(
      WebhookEndpoints,
      await (await t.request('GET', '/admin/webhooks', { as: 'admin' })).json(),
    );
    expect(endpoint).toMatchObject({ id, enabled: false, disabledReason: 'gone' });
    await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [t.fixture.main.users.member]);
    expect(await deliver()).toMatchObject({ sent: 0, gone: 0, retried: 0 });
    expect(await deliveries(id)).toHaveLength(1);
    expect(arrivedAt(path)).toHaveLength(1);
  });

  it('gives a receiver that does not answer a timeout, and tries again later', async () => {
    const { path, id } = await addEndpoint(['member.status_changed']);
    receiver.reply(path, { status: 200, delayMs: 2_000 });
    await t.db.query('UPDATE users SET status = 6 WHERE id = $1', [t.fixture.main.users.member]);
    const started = Date.now();
    expect(await deliver(webhookTransport({ allowLoopback: true }, 300))).toMatchObject({ retried: 1 });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'pending', lastStatusCode: 0 });
    expect((await deliveries(id))[0]?.lastAnswer).toContain('no answer');
  });

  it('refuses an endpoint inside the server’s network when it is added or changed', async () => {
    const refused = [
      'http://10.0.0.5/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://100.64.0.1/hook',
      'https://printer.local/hook',
      'https://intranet/hook',
      'ftp://hooks.example.com/hook',
    ];
    for (const url of refused) {
      const res = await t.request('POST', '/admin/webhooks', {
        as: 'admin',
        body: { url, eventTypes: ['class.created'] },
      });
      expect([url, res.status]).toEqual([url, 400]);
      expect((await res.json()).errors[0]).toBe('invalidInput');
    }
    const { id } = await addEndpoint(['class.created']);
    const res = await t.request('PUT', `/admin/webhooks/${id}`, {
      as: 'admin',
      body: { url: 'https://169.254.169.254/latest', eventTypes: ['class.created'] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual(['invalidInput', 'url.addressNotPublic']);
  });

  it('refuses again at sending (DNS can change): the endpoint stops, nothing is sent', async () => {
    const { path, id } = await addEndpoint(['member.status_changed']);
    await t.db.query('UPDATE users SET status = 6 WHERE id = $1', [t.fixture.main.users.member]);
    // loopback is the server's own machine once the tests' allowance is off
    expect(await deliver(webhookTransport({ allowLoopback: false }))).toMatchObject({ refused: 1, sent: 0 });
    expect(arrivedAt(path)).toHaveLength(0);
    const [endpoint] = v.parse(
      WebhookEndpoints,
      await (await t.request('GET', '/admin/webhooks', { as: 'admin' })).json(),
    );
    expect(endpoint).toMatchObject({ id, enabled: false, disabledReason: 'refused' });
  });

  it('signs with the rotated secret from then on', async () => {
    const { path, id, secret } = await addEndpoint(['member.status_changed']);
    const res = await t.request('POST', `/admin/webhooks/${id}/rotate-secret`, { as: 'admin' });
    const rotated = v.parse(WebhookSecret, await res.json());
    expect(rotated.secret).not.toBe(secret);
    await t.db.query('UPDATE users SET status = 6 WHERE id = $1', [t.fixture.main.users.member]);
    await deliver();
    // the receiver still expects the old one: the signature does not verify
    expect(arrivedAt(path).map((r) => r.verified)).toEqual([false]);
    receiver.expect(path, rotated.secret);
    await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [t.fixture.main.users.member]);
    await deliver();
    expect(arrivedAt(path).map((r) => r.verified)).toEqual([false, true]);
  });

  it('shares the queue between senders: each delivery is sent once; a dead sender’s claim is retried', async () => {
    const { path } = await addEndpoint(['booking.created']);
    // member2 and the extra members: none holds a place in `upcoming`
    const members = t.fixture.main.refs.memberIds.slice(1);
    for (const userId of members)
      await t.db.query(
        `INSERT INTO registrations (tenant, training_id, user_id, status) VALUES ('default', $1, $2, 'booked')`,
        [t.fixture.main.trainings.upcoming, userId],
      );
    // on PostgreSQL each sender is on a connection of its own, as two server processes are
    const reports = await Promise.all([1, 2, 3].map(() => deliverDueWebhooks(t.db, t.clock.now(), loopback)));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(members.length);
    expect(arrivedAt(path)).toHaveLength(members.length);
    expect(new Set(arrivedAt(path).map((r) => r.webhookId)).size).toBe(members.length);

    // a sender that claimed a delivery and died: the lease runs out, another sends it (at least once)
    await t.db.query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $1`, [
      new Date(t.clock.now().getTime() + WEBHOOK_LEASE_MS),
    ]);
    expect(await deliver()).toMatchObject({ sent: 0 });
    t.clock.set(new Date(t.clock.now().getTime() + WEBHOOK_LEASE_MS));
    expect(await deliver()).toMatchObject({ sent: members.length });
  });

  it('keeps finished deliveries in the list for 30 days, pending ones until they are sent', async () => {
    const { path, id } = await addEndpoint(['member.status_changed']);
    await t.db.query('UPDATE users SET status = 6 WHERE id = $1', [t.fixture.main.users.member]);
    await deliver();
    receiver.reply(path, { status: 500 });
    await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [t.fixture.main.users.member]);
    await deliver();
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['pending', 'sent']);
    t.clock.set(new Date(FIXTURE_NOW.getTime() + WEBHOOK_DONE_KEEP_MS + 60_000));
    expect(await sweepOnce(t.db, t.clock.now())).toMatchObject({ webhookDeliveries: 1 });
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['pending']);
  });
});
