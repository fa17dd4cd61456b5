import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Club } from '../api/contract/settings.ts';
import { shownWeek, startTimetableData, weekScheduleQuery } from './timetable-data.ts';
import { timetableFilterQueries } from './filter-queries.ts';

type Sent = { path: string; query?: Record<string, unknown> };
const api = vi.hoisted(() => ({ sent: [] as Sent[], failSchedule: false, idle: [] as (() => void)[] }));
vi.mock('../api/client.ts', () => ({
  apiRequest: async (path: string, options: { query?: Record<string, unknown> }) => {
    api.sent.push({ path, query: options.query });
    if (path === '/public/settings') return { tenant: 'default', clubs: [tallinn] };
    if (api.failSchedule) throw new Error('no answer');
    return [];
  },
}));
vi.mock('../lib/when-idle.ts', () => ({ whenIdle: (task: () => void) => api.idle.push(task) }));

const rules = {
  bookingWindowDays: 7,
  cancelDeadlineHours: 2,
  activeBookingsLimit: 5,
  sameDayLimit: 2,
  sameTypePerDayLimit: 1,
};
const tallinn: Club = { id: 1, name: 'Tallinn', timeZone: 'Europe/Tallinn', bookingRules: rules };
const auckland: Club = { id: 2, name: 'Auckland', timeZone: 'Pacific/Auckland', bookingRules: rules };

const scheduleRequests = () =>
  api.sent.filter((s) => s.path.endsWith('/schedule')).map((s) => [s.path, s.query?.from, s.query?.to]);
/** Lets every started request answer and every `.then` after it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api.sent = [];
  api.idle = [];
  api.failSchedule = false;
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('the timetable route loader', () => {
  it('starts the week on show, then the next week once it is in and the browser is idle', async () => {
    queryClient.setQueryData(timetableFilterQueries.settings().queryKey, { tenant: 'default', clubs: [tallinn] });
    startTimetableData(queryClient, 'user', { date: '2026-11-25' }, false);
    await settle();
    // Wednesday 25 November: the week from Monday 23rd, widened for every zone (club-day.ts)
    expect(scheduleRequests()).toEqual([['/user/schedule', '2026-11-22T10:00:00.000Z', '2026-11-30T12:00:00.000Z']]);
    expect(api.idle).toHaveLength(1);

    api.idle[0]?.();
    await settle();
    expect(scheduleRequests()[1]).toEqual(['/user/schedule', '2026-11-29T10:00:00.000Z', '2026-12-07T12:00:00.000Z']);
    // The page moved on a week finds it in the cache, under the key it reads.
    const next = weekScheduleQuery('user', shownWeek([tallinn], { date: '2026-12-02' }).weekStart, {
      date: '2026-12-02',
    });
    expect(queryClient.getQueryState(next.queryKey)?.status).toBe('success');
  });

  it('fills the very query the page reads, filters included, for each role', async () => {
    const search = { date: '2026-11-25', gym: 1, room: 4 };
    queryClient.setQueryData(timetableFilterQueries.settings().queryKey, { tenant: 'default', clubs: [tallinn] });
    startTimetableData(queryClient, 'admin', search, false);
    await settle();
    const page = weekScheduleQuery('admin', shownWeek([tallinn], search).weekStart, search);
    expect(queryClient.getQueryState(page.queryKey)?.status).toBe('success');
    expect(api.sent.find((s) => s.path === '/admin/schedule')?.query).toMatchObject({ gym: 1, room: 4 });
  });

  it('on a preload (a link under the pointer) starts the week on show only', async () => {
    queryClient.setQueryData(timetableFilterQueries.settings().queryKey, { tenant: 'default', clubs: [tallinn] });
    startTimetableData(queryClient, 'public', { date: '2026-11-25' }, true);
    await settle();
    expect(scheduleRequests()).toHaveLength(1);
    expect(api.idle).toEqual([]);
  });

  it('asks for no next week while the week on show gets no answer', async () => {
    api.failSchedule = true;
    queryClient.setQueryData(timetableFilterQueries.settings().queryKey, { tenant: 'default', clubs: [tallinn] });
    startTimetableData(queryClient, 'user', { date: '2026-11-25' }, false);
    await settle();
    expect(scheduleRequests()).toHaveLength(1);
    expect(api.idle).toEqual([]);
  });

  it('without the clubs yet, reads them first and starts the week of today in the club zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:30 UTC on Sunday 29 November is Monday 30th in Tallinn: the club's day decides the week, not the device's.
    vi.setSystemTime(new Date('2026-11-29T22:30:00Z'));
    startTimetableData(queryClient, 'user', {}, false);
    await settle();
    expect(api.sent[0]?.path).toBe('/public/settings');
    expect(scheduleRequests()).toEqual([['/user/schedule', '2026-11-29T10:00:00.000Z', '2026-12-07T12:00:00.000Z']]);
  });
});

describe('shownWeek', () => {
  it('takes today in the chosen club, else the first club', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 12:30 UTC on Sunday 29 November is already Monday 30th in Auckland.
    vi.setSystemTime(new Date('2026-11-29T12:30:00Z'));
    expect(shownWeek([tallinn, auckland], {})).toMatchObject({ today: '2026-11-29', weekStart: '2026-11-23' });
    expect(shownWeek([tallinn, auckland], { gym: 2 })).toMatchObject({
      timeZone: 'Pacific/Auckland',
      today: '2026-11-30',
      weekStart: '2026-11-30',
    });
    expect(shownWeek([tallinn, auckland], { gym: 2, date: '2026-11-26' })).toMatchObject({
      day: '2026-11-26',
      weekStart: '2026-11-23',
    });
  });
});
