import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { TokenResponse } from '../../src/api/contract/account.ts';
import type { TrainingForm } from '../../src/api/contract/admin.ts';
import { dayInZone } from '../../src/common/calendar.ts';
import { PublicSettings, type Club } from '../../src/api/contract/settings.ts';
import { ScheduleResponse, type Training } from '../../src/api/contract/schedule.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { loginBody } from '../../server/test-support/login.ts';
import { e2eNow } from './clock.ts';

/*
 * The booking journeys look classes up through the API instead of hard-coding ids. Node cannot
 * resolve <tenant>.localhost, so calls go to localhost and name the tenant in X-Client-Host.
 */

const DAY_MS = 86_400_000;

export function clubApi(
  request: APIRequestContext,
  tenantUrl: (tenant: TenantId, path?: string) => string,
  tenant: TenantId,
) {
  const site = new URL(tenantUrl(tenant, '/'));
  const base = `http://localhost:${site.port}/api/0.1`;
  const headers = (token?: string) => ({
    'X-Client-Host': site.host,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });

  async function read<S extends v.GenericSchema>(response: Awaited<ReturnType<APIRequestContext['get']>>, schema: S) {
    if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
    return v.parse(schema, await response.json());
  }

  return {
    login: async (username: string, password: string) => {
      const response = await request.post(`${base}/account/login`, {
        headers: headers(),
        data: loginBody(username, password),
      });
      return (await read(response, TokenResponse)).token;
    },
    clubs: async () =>
      (await read(await request.get(`${base}/public/settings`, { headers: headers() }), PublicSettings)).clubs,
    /** The next `days` days of classes as `source` sees them (with myRegistration for a member), from now or `since`. */
    schedule: async (source: 'user' | 'admin', token: string, days = 14, since = e2eNow()) => {
      const from = new Date(since).toISOString();
      const to = new Date(since + days * DAY_MS).toISOString();
      return read(
        await request.get(`${base}/${source}/schedule`, { headers: headers(token), params: { from, to } }),
        ScheduleResponse,
      );
    },
    /** Gives up the member's place, so a rerun against the same data finds the day free again. */
    cancel: async (trainingId: number, token: string) => {
      const response = await request.delete(`${base}/user/registration/${trainingId}`, { headers: headers(token) });
      if (!response.ok())
        throw new Error(`cancel ${trainingId} answered ${response.status()}: ${await response.text()}`);
    },
    /** Books a place as the member (a setup step; the journeys book through the app). */
    book: async (trainingId: number, token: string) => {
      const response = await request.post(`${base}/user/registration/${trainingId}`, { headers: headers(token) });
      if (!response.ok()) throw new Error(`book ${trainingId} answered ${response.status()}: ${await response.text()}`);
    },
    get: async <S extends v.GenericSchema>(path: string, token: string, schema: S) =>
      read(await request.get(`${base}${path}`, { headers: headers(token) }), schema),
    post: async <S extends v.GenericSchema>(path: string, token: string, data: unknown, schema: S) =>
      read(await request.post(`${base}${path}`, { headers: headers(token), data }), schema),
    remove: async (path: string, token: string) => {
      const response = await request.delete(`${base}${path}`, { headers: headers(token) });
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    },
    put: async (path: string, token: string, data: unknown) => {
      const response = await request.put(`${base}${path}`, { headers: headers(token), data });
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    },
  };
}

export const clubDay = (training: Training) => dayInZone(training.startDateTime, training.club.timeZone);

export const clubTime = (training: Training) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: training.club.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(training.startDateTime));

/** The class's day and month as the app writes them in English ("25/11", "25/11/2026"): tells apart the same class on other days. */
export const clubDayMonth = (training: Training) =>
  new RegExp(
    `(?<!\\d)${new Intl.DateTimeFormat('en-GB', { timeZone: training.club.timeZone, day: 'numeric', month: 'numeric' }).format(new Date(training.startDateTime))}(?!\\d)`,
  );

/** The class's day as home says it: "Today", "Tomorrow", else its day and month. */
export function homeDay(training: Training, now = e2eNow()): string | RegExp {
  const today = dayInZone(new Date(now).toISOString(), training.club.timeZone);
  const tomorrow = dayInZone(new Date(now + 86_400_000).toISOString(), training.club.timeZone);
  if (clubDay(training) === today) return 'Today';
  if (clubDay(training) === tomorrow) return 'Tomorrow';
  return clubDayMonth(training);
}

/** Days on which the member holds a place or a queue position: booking there could hit the same-day limits. */
export function busyDays(classes: readonly Training[]): Set<string> {
  return new Set(classes.filter((c) => c.myRegistration !== null).map(clubDay));
}

/**
 * Classes a member can book now and cancel later: open for booking, not personal, starting
 * well after the club's cancel deadline, on a day free of the member's other bookings.
 */
export function bookableClasses(
  classes: readonly Training[],
  clubs: readonly Club[],
  avoidDays: Set<string>,
  now = e2eNow(),
): Training[] {
  return classes
    .filter((c) => {
      const rules = clubs.find((club) => club.id === c.club.id)?.bookingRules;
      if (!rules) return false;
      const start = Date.parse(c.startDateTime);
      return (
        !c.isCancelled &&
        c.trainingType !== 'personal' &&
        c.myRegistration === null &&
        Date.parse(c.bookingOpensAt) <= now &&
        start > now + (rules.cancelDeadlineHours + 1) * 3_600_000 &&
        !avoidDays.has(clubDay(c))
      );
    })
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The class as the admin's form sends it, with `maxPlaces` places. */
export function withPlaces(training: Training, maxPlaces: number): TrainingForm {
  return {
    trainingId: training.id,
    name: training.name,
    namePrefix: training.namePrefix,
    roomId: training.room.id,
    roomGroupId: training.groupId,
    unitId: training.unit?.id ?? null,
    trainerId: training.trainer?.id ?? null,
    styleId: training.style?.id ?? null,
    trainingType: training.trainingType,
    startDateTime: training.startDateTime,
    endDateTime: training.endDateTime,
    maxPlaces,
    isPublic: training.isPublic,
    waitingListAllowed: true,
    // A PUT replaces the class: carry its age limits over, or the edit would clear a children's class's.
    minAge: training.minAge,
    maxAge: training.maxAge,
    publicComment: training.publicComment,
    privateComment: training.privateComment ?? '',
  };
}

/** The admin's edit that leaves exactly one place free in the class. */
export const oneFreePlace = (training: Training): TrainingForm => withPlaces(training, training.bookedCount + 1);
