import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '../../src/api/contract/audit.ts';
import { WebhookSecret } from '../../src/api/contract/webhooks.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

/**
 * Issue #40 point 4: the admin's changes to webhook endpoints are staff actions in the audit log, with the
 * endpoint before and after, and never its secret.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const body = { url: 'https://hooks.example.com/audited', eventTypes: ['class.cancelled'], enabled: true };
const entries = async (action: string) =>
  v.parse(AuditPage, await (await t.request('GET', `/admin/audit?action=${action}`, { as: 'admin' })).json()).items;

describe('webhook endpoint changes in the audit log (issue #40 point 4)', () => {
  it('records create, edit, rotate, send again and delete, before and after, without the secret', async () => {
    const created = await t.request('POST', '/admin/webhooks', { as: 'admin', body });
    expect(created.status).toBe(201);
    const { endpoint, secret } = v.parse(WebhookSecret, await created.json());
    const [create] = await entries('webhook.create');
    expect(create).toMatchObject({
      actor: { role: 'admin' },
      subject: { type: 'webhook', id: endpoint.id },
      before: null,
      after: { url: body.url, event_types: ['class.cancelled'], enabled: true },
    });

    const edited = { ...body, url: 'https://hooks.example.com/changed', enabled: false };
    expect((await t.request('PUT', `/admin/webhooks/${endpoint.id}`, { as: 'admin', body: edited })).status).toBe(200);
    const [edit] = await entries('webhook.edit');
    expect(edit).toMatchObject({
      before: { url: body.url, enabled: true },
      after: { url: edited.url, enabled: false, disabled_reason: 'admin' },
    });

    t.clock.advance(60_000);
    const rotated = await t.request('POST', `/admin/webhooks/${endpoint.id}/rotate-secret`, { as: 'admin' });
    const newSecret = v.parse(WebhookSecret, await rotated.json()).secret;
    const [rotate] = await entries('webhook.rotateSecret');
    expect(rotate).toMatchObject({
      before: { secret_changed_at: null },
      after: { secret_changed_at: expect.any(String) },
    });

    const { delivery } = t.fixture.main.webhooks;
    await t.db.query("UPDATE webhook_deliveries SET status = 'failed', attempts = 8 WHERE id = $1", [delivery]);
    const again = await t.request('POST', `/admin/webhook-deliveries/${delivery}/send-again`, { as: 'admin' });
    expect(again.status).toBe(204);
    const [sent] = await entries('webhook.sendAgain');
    expect(sent).toMatchObject({
      subject: { type: 'webhookDelivery', id: delivery },
      before: { status: 'failed', attempts: 8 },
      after: { status: 'pending', attempts: 0 },
    });

    expect((await t.request('DELETE', `/admin/webhooks/${endpoint.id}`, { as: 'admin' })).status).toBe(204);
    const [removed] = await entries('webhook.delete');
    expect(removed).toMatchObject({ before: { url: edited.url }, after: null });

    // no entry holds a secret, old or new
    const log = await t.db.query<{ row: string }>('SELECT audit_log::text AS row FROM audit_log');
    for (const s of [secret, newSecret, 'whsec_'])
      expect(log.filter((r) => r.row.includes(s)).map((r) => r.row)).toEqual([]);
  }, 60_000);

  it('writes nothing for a refused change: an address inside the network, another club’s endpoint', async () => {
    const before = (await entries('webhook.create')).length;
    const inside = await t.request('POST', '/admin/webhooks', {
      as: 'admin',
      body: { ...body, url: 'https://10.0.0.5/hook' },
    });
    expect(inside.status).toBe(400);
    expect((await entries('webhook.create')).length).toBe(before);
    const edits = (await entries('webhook.edit')).length;
    const { endpoint } = t.fixture.main.webhooks;
    const foreign = await t.request('PUT', `/admin/webhooks/${endpoint}`, { as: 'admin', tenant: 'other', body });
    expect(foreign.status).toBe(404);
    expect((await entries('webhook.edit')).length).toBe(edits);
  }, 60_000);
});
