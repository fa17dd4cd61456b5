import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/api/contract/paging.ts';
import { insertIds, insertRows } from '../db/seed/insert-rows.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

type Who = 'member' | 'member2' | 'trainer';

const page = async <T>(path: string, as: Who): Promise<Page<T>> => {
  const res = await t.request('GET', path, { as });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as Page<T>;
};

const withCursor = (path: string, cursor: string | null) =>
  cursor === null ? path : `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`;

/** Every page of a list, following nextCursor; each page's items. */
async function allPages<T>(path: string, as: Who, from: string | null = null): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = from;
  do {
    const next: Page<T> = await page<T>(withCursor(path, cursor), as);
    pages.push(next.items);
    cursor = next.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

const day = (offset: number) => new Date(Date.UTC(2026, 2, 11) + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` invoices of a user, two per day going back from 2026-03-10 (ties on the sort date). */
async function addInvoices(userId: number, count: number, tenant = 'default') {
  return insertIds(
    t.db,
    'invoices',
    Array.from({ length: count }, (_, i) => ({
      tenant,
      user_id: userId,
      number: `P-${userId}-${i}`,
      invoice_date: day(-1 - Math.floor(i / 2)),
      due_date: day(14 - Math.floor(i / 2)),
      reference_number: `R${i}`,
      payer: 'Payer',
      client: 'Client',
      paid_cents: 0,
    })),
  );
}

describe('cursor pages of invoices', () => {
  const base = '/user/invoice?from=2025-01-01&to=2026-03-31';

  it('walks every invoice once, newest first, in pages of the asked size', async () => {
    const { member } = t.fixture.main.users;
    await addInvoices(member, 45);
    const expected = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM invoices WHERE tenant = 'default' AND user_id = $1 AND invoice_date BETWEEN '2025-01-01' AND '2026-03-31'
         ORDER BY invoice_date DESC, id DESC`,
        [member],
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(45);
    const pages = await allPages<{ id: number; date: string }>(`${base}&limit=20`, 'member');
    expect(pages.map((p) => p.length)).toEqual([20, 20, expected.length - 40]);
    expect(pages.flat().map((i) => i.id)).toEqual(expected);
    // the default page size
    expect((await page(base, 'member')).items).toHaveLength(20);
  });

  it('stays gapless and without repeats when newer invoices arrive between pages', async () => {
    const { member2 } = t.fixture.main.users;
    await addInvoices(member2, 10);
    const first = await page<{ id: number }>(`${base}&limit=4`, 'member2');
    const [newer] = await addInvoices(member2, 1);
    const rest = await allPages<{ id: number }>(`${base}&limit=4`, 'member2', first.nextCursor);
    const seen = [...first.items, ...rest.flat()].map((i) => i.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(newer);
    const all = await t.db.query<{ id: number }>(
      `SELECT id FROM invoices WHERE tenant = 'default' AND user_id = $1 AND id <> $2 AND invoice_date >= '2025-01-01'`,
      [member2, newer],
    );
    expect(seen.sort()).toEqual(all.map((r) => r.id).sort());
  });

  it("reads only the member's own invoices with another member's cursor", async () => {
    const theirs = await page<{ id: number }>(`${base}&limit=2`, 'member2');
    expect(theirs.nextCursor).not.toBeNull();
    const mine = await allPages<{ id: number }>(`${base}&limit=50`, 'member', theirs.nextCursor);
    const own = await t.db.query<{ id: number }>(`SELECT id FROM invoices WHERE tenant = 'default' AND user_id = $1`, [
      t.fixture.main.users.member,
    ]);
    const ownIds = new Set(own.map((r) => r.id));
    expect(mine.flat().length).toBeGreaterThan(0);
    expect(mine.flat().every((i) => ownIds.has(i.id))).toBe(true);
  });

  it('refuses a cursor it did not write and a page size out of range with 400 invalidInput', async () => {
    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const query of [
      'cursor=abc',
      'cursor=not!base64',
      `cursor=${forged(['2026-02-30', 5])}`,
      `cursor=${forged(['2026-03-01', 'x'])}`,
      `cursor=${forged({ date: '2026-03-01' })}`,
      'limit=0',
      'limit=101',
      'limit=ten',
      'limit=-1',
    ]) {
      const res = await t.request('GET', `${base}&${query}`, { as: 'member' });
      expect([query, res.status]).toEqual([query, 400]);
      expect(((await res.json()) as { errors: string[] }).errors[0]).toBe('invalidInput');
    }
  });
});

describe('cursor pages of contracts and vouchers', () => {
  it('walks every contract once: valid ones (termless first) before archived, newest first', async () => {
    const { member } = t.fixture.main.users;
    await insertRows(
      t.db,
      'contracts',
      Array.from({ length: 25 }, (_, i) => ({
        tenant: 'default',
        user_id: member,
        number: `C-P-${i}`,
        package_name: 'Old package',
        package_price_cents: 1000,
        created_date: day(-400 - i),
        end_date: i % 5 === 0 ? null : day(-300 - i),
        validity: '1 month',
      })),
    );
    const pages = await allPages<{ id: number; endDate: string | null; state: string }>(
      '/user/contract?limit=7',
      'member',
    );
    const items = pages.flat();
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(items).toHaveLength(28);
    expect(new Set(items.map((c) => c.id)).size).toBe(28);
    const ends = items.map((c) => c.endDate ?? '9999-12-31');
    expect(ends).toEqual([...ends].sort().reverse());
    const firstArchived = items.findIndex((c) => c.state === 'archived');
    expect(items.slice(firstArchived).every((c) => c.state === 'archived')).toBe(true);
    expect(firstArchived).toBe(items.filter((c) => c.state === 'valid').length);
    const theirs = (await allPages<{ id: number }>('/user/contract?limit=7', 'member2')).flat();
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((c) => items.some((m) => m.id === c.id))).toBe(false);
  });

  it('walks every voucher once, latest expiry first', async () => {
    const { member } = t.fixture.main.users;
    await insertRows(
      t.db,
      'vouchers',
      Array.from({ length: 30 }, (_, i) => ({
        tenant: 'default',
        code: `VP-${String(i).padStart(2, '0')}`,
        user_id: member,
        name: 'Old voucher',
        valid_from: day(-200),
        valid_until: day(-100 - Math.floor(i / 3)),
        uses_total: 5,
        uses_left: 1,
      })),
    );
    const pages = await allPages<{ code: string; validUntil: string }>('/user/card/voucher?limit=8', 'member');
    const items = pages.flat();
    expect(pages.map((p) => p.length)).toEqual([8, 8, 8, 8, 2]);
    expect(new Set(items.map((v) => v.code)).size).toBe(34);
    const keys = items.map((v) => `${v.validUntil} ${v.code}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const theirs = (await allPages<{ code: string }>('/user/card/voucher?limit=8', 'member2')).flat();
    expect(theirs.map((v) => v.code)).toEqual(['V-1005']);
  });
});

describe('cursor pages of personal trainings', () => {
  it('walks every personal training of the range once, the latest first', async () => {
    const { refs } = t.fixture.main;
    const start = Date.UTC(2026, 1, 1, 9);
    await insertIds(
      t.db,
      'trainings',
      Array.from({ length: 23 }, (_, i) => ({
        tenant: 'default',
        club_id: refs.clubIds[0],
        name: 'Personal training',
        room_id: refs.roomIds[0],
        unit_id: refs.unitIds[0],
        trainer_id: refs.trainerIds[0],
        style_id: refs.styleIds[0],
        training_type: 'personal',
        // two at the same hour: the class id breaks the tie
        start_at: new Date(start + Math.floor(i / 2) * 86_400_000),
        end_at: new Date(start + Math.floor(i / 2) * 86_400_000 + 3_600_000),
        max_places: 1,
      })),
    );
    const path = '/trainer/statistics/personal-trainings/list?from=2026-02-01&to=2026-03-31&limit=10';
    const pages = await allPages<{ trainingId: number; startDateTime: string }>(path, 'trainer');
    const items = pages.flat();
    expect(pages.map((p) => p.length)).toEqual([10, 10, 4]);
    expect(new Set(items.map((p) => p.trainingId)).size).toBe(24);
    const starts = items.map((p) => p.startDateTime);
    expect(starts).toEqual([...starts].sort().reverse());
    const stats = await page<never>('/trainer/statistics/personal-trainings?from=2026-02-01&to=2026-03-31', 'trainer');
    expect(stats).toMatchObject({ total: 24 });
  });
});
