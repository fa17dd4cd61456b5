import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMemberPage } from '../../src/api/contract/admin-members.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 38: the admin finds a member to see and edit their family links. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

async function find(query: string, tenant: 'main' | 'other' = 'main') {
  const res = await t.request('GET', `/admin/members?${query}`, { as: 'admin', tenant });
  expect(res.status, await res.clone().text()).toBe(200);
  return v.parse(AdminMemberPage, await res.json());
}

describe('GET /admin/members', () => {
  it('finds members by name, any case, by last then first name, with whether they have a login', async () => {
    const { items } = await find('q=MIA');
    expect(items).toEqual([
      {
        id: t.fixture.main.family.memberChild,
        firstName: 'Mia',
        lastName: 'Kask',
        username: 'member-child',
        clientCode: 'C20001',
        hasLogin: false,
      },
    ]);
    expect((await find('q=member2')).items.map((m) => m.username)).toEqual(['member2-child', 'member2']);
  });

  it('pages through every member of the club by name, each once, and none of another club', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminMemberPage = await find(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE tenant = 'default'`,
    )) as [{ n: number }];
    expect(new Set(seen).size).toBe(n);
    expect(seen).toHaveLength(n);
    expect(seen).not.toContain(t.fixture.other.users.member);
  });

  it('takes a percent sign literally', async () => {
    expect((await find('q=%25')).items).toEqual([]);
  });
});
