import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClientStatistics,
  PersonalTrainingPage,
  PersonalTrainingStatistics,
  TrainerStatistics,
} from '../../src/api/contract/statistics.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const get = async <T>(path: string, as: 'member' | 'member2' | 'trainer' | 'admin') => {
  const res = await t.request('GET', path, { as });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

describe('GET /user/statistics', () => {
  it("counts the member's past bookings and visits by style, type and club", async () => {
    const stats = await get<ClientStatistics>('/user/statistics?period=last30', 'member');
    expect(stats).toMatchObject({ period: 'last30', from: '2026-02-09', to: '2026-03-11' });
    // a week-old group class and a personal training, both attended; tomorrow's class does not count yet
    expect(stats.totals).toEqual({ bookings: 2, attendance: 2 });
    expect(stats.byType).toEqual([
      { type: 'group', count: 1 },
      { type: 'personal', count: 1 },
    ]);
    expect(stats.byStyle).toEqual([
      { styleId: t.fixture.main.refs.styleIds[0], name: 'Yoga', color: '#8e44ad', count: 2 },
    ]);
    expect(stats.favouriteClub).toMatchObject({
      clubId: t.fixture.main.refs.clubIds[0],
      visits: 2,
      lastVisit: '2026-03-08T08:00:00.000Z',
    });
  });

  it('uses the period: the current month starts on the 1st; active since the oldest valid contract', async () => {
    expect(await get<ClientStatistics>('/user/statistics?period=month', 'member')).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-11',
    });
    const active = await get<ClientStatistics>('/user/statistics?period=active', 'member');
    expect(active.from).toBe('2025-09-12');
    const absent = await get<ClientStatistics>('/user/statistics?period=last30', 'member2');
    expect(absent.totals).toEqual({ bookings: 1, attendance: 0 });
    expect(absent.favouriteClub).toBeNull();
  });

  it('refuses an unknown period', async () => {
    expect((await t.request('GET', '/user/statistics?period=year', { as: 'member' })).status).toBe(400);
  });
});

describe('GET /trainer/statistics', () => {
  it("counts the trainer's classes, places, bookings, attendance and clients by gender", async () => {
    const stats = await get<TrainerStatistics>('/trainer/statistics?period=last30', 'trainer');
    expect(stats).toMatchObject({
      classes: 2,
      totals: { places: 11, bookings: 3, attendance: 2 },
      femaleCount: 1,
      maleCount: 1,
    });
    expect(stats.byType).toEqual([
      { type: 'group', count: 1 },
      { type: 'personal', count: 1 },
    ]);
    expect(stats.byStyle).toEqual([
      { styleId: t.fixture.main.refs.styleIds[0], name: 'Yoga', color: '#8e44ad', count: 2 },
    ]);
  });

  it('is empty for a trainer without classes', async () => {
    const stats = await get<TrainerStatistics>('/trainer/statistics', 'admin');
    expect(stats).toMatchObject({ period: 'month', classes: 0, totals: { places: 0, bookings: 0, attendance: 0 } });
  });
});

describe('GET /trainer/statistics/personal-trainings', () => {
  it('lists personal trainings with their client and sums by client', async () => {
    const stats = await get<PersonalTrainingStatistics>(
      '/trainer/statistics/personal-trainings?from=2026-03-01&to=2026-03-31',
      'trainer',
    );
    expect(stats).toMatchObject({ total: 1, past: 1, upcoming: 0, attended: 1 });
    const list = await get<PersonalTrainingPage>(
      '/trainer/statistics/personal-trainings/list?from=2026-03-01&to=2026-03-31',
      'trainer',
    );
    expect(list.nextCursor).toBeNull();
    expect(list.items[0]?.registrationId).toEqual(expect.any(Number));
    expect(list.items[0]).toMatchObject({
      trainingId: t.fixture.main.trainings.personal,
      clientId: t.fixture.main.users.member,
      clientName: 'Kati Kask',
      presence: true,
    });
    expect(stats.byClient).toEqual([
      { clientId: t.fixture.main.users.member, name: 'Kati Kask', count: 1, attended: 1 },
    ]);
  });

  it('refuses a missing, reversed or over-long range', async () => {
    for (const path of ['/trainer/statistics/personal-trainings', '/trainer/statistics/personal-trainings/list']) {
      for (const query of ['', '?from=2026-03-31&to=2026-03-01', '?from=2024-01-01&to=2026-03-01']) {
        expect((await t.request('GET', `${path}${query}`, { as: 'trainer' })).status, `${path}${query}`).toBe(400);
      }
    }
  });
});
