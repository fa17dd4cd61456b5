import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicSettings } from '../../src/api/contract/settings.ts';
import * as v from 'valibot';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('the club contact in the public settings', () => {
  it("gives each club's own phone, e-mail, address and opening hours", async () => {
    const main = v.parse(PublicSettings, await (await t.request('GET', '/public/settings')).json());
    const other = v.parse(
      PublicSettings,
      await (await t.request('GET', '/public/settings', { tenant: 'other' })).json(),
    );
    expect(main.contact).toMatchObject({ phone: '+372 600 0000', email: 'info@www.clubbook.example' });
    expect(main.contact?.address).not.toBe('');
    expect(main.contact?.openingHours[0]).toEqual({ fromDay: 1, toDay: 5, opens: '06:30', closes: '22:00' });
    expect(other.contact?.email).toBe('info@reval.clubbook.example');
  });

  it('gives an empty contact when the stored one is broken, rather than failing', async () => {
    await t.db.query(`UPDATE tenant_settings SET contact = '{"phone": 5}' WHERE tenant = 'reval'`);
    const other = v.parse(
      PublicSettings,
      await (await t.request('GET', '/public/settings', { tenant: 'other' })).json(),
    );
    expect(other.contact).toEqual({ phone: '', email: '', address: '', openingHours: [] });
  });
});
