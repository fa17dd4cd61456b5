import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { dayInZone } from '../../src/common/calendar.ts';
import { toWallClock } from '../../src/common/wall-clock.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { e2eNow } from './clock.ts';
import { animationsEnded } from './design-measure.ts';
import { expect } from './fixtures.ts';

/* What the admin specs share: the admin API as a test client, club-clock dates and the class form's fields. */

const DAY_MS = 86_400_000;

/** Serious and critical axe findings in `within` or the whole page, with the elements (Fluent's focus sentinels are aria-hidden on purpose). */
export async function seriousViolations(page: Page, within?: string) {
  // Colours caught mid-transition (a button coming back from disabled) are not what anyone reads: let them finish.
  await animationsEnded(page);
  const builder = new AxeBuilder({ page }).exclude('[data-tabster-dummy]');
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((x) => x.impact === 'serious' || x.impact === 'critical')
    .map((x) => `${x.id}: ${x.nodes.length} (${x.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export function adminApi(
  request: APIRequestContext,
  tenantUrl: (tenant: TenantId, path?: string) => string,
  tenant: TenantId,
) {
  const site = new URL(tenantUrl(tenant, '/'));
  const base = `http://localhost:${site.port}/api/0.1`;
  const headers = (token: string) => ({ 'X-Client-Host': site.host, Authorization: `Bearer ${token}` });
  return {
    get: async <S extends v.GenericSchema>(path: string, token: string, schema: S, params?: Record<string, string>) => {
      const response = await request.get(`${base}${path}`, { headers: headers(token), params });
      expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
      return v.parse(schema, await response.json());
    },
    status: async (method: 'GET' | 'POST' | 'DELETE', path: string, token: string) =>
      (
        await request.fetch(`${base}${path}`, {
          method,
          headers: headers(token),
          data: method === 'POST' ? {} : undefined,
        })
      ).status(),
    /** Books a place: the status and the error key, if any. */
    book: async (trainingId: number, token: string) => {
      const response = await request.post(`${base}/user/registration/${trainingId}`, { headers: headers(token) });
      const body = (await response.json()) as { errors?: string[] };
      return `${response.status()} ${body.errors?.[0] ?? ''}`.trim();
    },
  };
}

/** The club's calendar day `days` from the pinned now, in Tallinn (sparta's clubs are there). */
export const clubDayIn = (days: number) => dayInZone(e2eNow() + days * DAY_MS, 'Europe/Tallinn');

/** The instant of a Tallinn wall-clock time on a day (the form's inputs are on the club's clock). */
export function tallinnInstant(day: string, time: string): string {
  for (const offset of ['+02:00', '+03:00']) {
    const instant = new Date(`${day}T${time}:00${offset}`);
    if (toWallClock(instant, 'Europe/Tallinn').time === time) return instant.toISOString();
  }
  throw new Error(`no ${time} on ${day} in Tallinn`);
}

/** Fills the class form; the room by id, as clubs share room names. */
export async function fillClassForm(
  page: Page,
  values: { name: string; roomId: number; day: string; start: string; end: string; places: string },
) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
  await page.getByRole('combobox', { name: 'Room', exact: true }).selectOption(String(values.roomId));
  await page.getByLabel('Date').fill(values.day);
  await page.getByLabel('Start time').fill(values.start);
  await page.getByLabel('End time').fill(values.end);
  await page.getByRole('spinbutton', { name: 'Places' }).fill(values.places);
}
