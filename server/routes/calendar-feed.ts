import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import {
  CALENDAR_FEED_MAX_AGE_SECONDS,
  CalendarFeedFile,
  CalendarFeedLanguageBody,
  calendarFeedPath,
  type CalendarFeedAddress,
} from '../../src/api/contract/calendar-feed.ts';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import { getTenant } from '../../tenants/registry.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { feedCalendar } from '../domain/calendar-feed/feed-calendar.ts';
import { feedClasses } from '../domain/calendar-feed/feed-classes.ts';
import {
  feedState,
  issueFeedToken,
  openFeed,
  revokeFeedToken,
  setFeedLanguage,
} from '../domain/calendar-feed/feed-tokens.ts';
import { localizeWith } from '../domain/labels.ts';
import { appOrigin } from '../http/app-origin.ts';
import { requireUser, userIdOf } from '../http/guards.ts';
import { requestLanguage } from '../http/labels.ts';
import { clientAddress } from '../http/request-info.ts';
import { parseJson, parseParam } from '../http/validate.ts';

export const calendarFeedRoutes = new Hono<AppEnv>();

/** Whether the member's feed is on; its address is shown only when made (only its hash is kept). */
calendarFeedRoutes.get('/user/calendar-feed', async (c) => {
  const userId = userIdOf(requireUser(c));
  return c.json(await feedState(c.get('db'), c.get('tenant'), userId));
});

/** A new address (turning the feed on, or renewing it: the old address stops working at once). */
calendarFeedRoutes.put('/user/calendar-feed', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const now = c.get('now')();
  const token = await issueFeedToken(c.get('db'), c.get('tenant'), userId, requestLanguage(c), now);
  const url = `${appOrigin(c)}${API_PREFIX}${calendarFeedPath(token)}`;
  const address: CalendarFeedAddress = {
    url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
    createdAt: now.toISOString(),
  };
  return c.json(address);
});

/** The feed's texts follow the app's language when the member changes it. */
calendarFeedRoutes.put('/user/calendar-feed/language', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const { language } = await parseJson(c, CalendarFeedLanguageBody);
  await setFeedLanguage(c.get('db'), c.get('tenant'), userId, language);
  return c.body(null, 204);
});

/** Turns the feed off: calendars that subscribed get 404 from now on. */
calendarFeedRoutes.delete('/user/calendar-feed', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  await revokeFeedToken(c.get('db'), c.get('tenant'), userId);
  return c.body(null, 204);
});

/**
 * The feed itself, for calendar apps: no login, the token is the credential. An unknown, renewed or turned-off
 * token answers 404, the same whether the member exists or not. Kept at most a few minutes, with an ETag so a
 * calendar asking again gets 304 when nothing changed.
 */
calendarFeedRoutes.get('/public/calendar/:file', async (c) => {
  const file = parseParam(c, 'file', CalendarFeedFile);
  const db = c.get('db');
  const tenant = c.get('tenant');
  const throttle = c.get('throttle');
  const now = c.get('now')();
  const missKey = `${tenant}\n${clientAddress(c)}`;
  await throttle.assertAllowed('calendarFeedMiss', missKey, now);
  const owner = await openFeed(db, tenant, file.slice(0, -'.ics'.length), now);
  if (!owner) {
    await throttle.record('calendarFeedMiss', missKey, now);
    throw new ApiError(404, 'itemNotFound');
  }
  const readKey = `${tenant}\nfeed:${owner.userId}`;
  await throttle.assertAllowed('calendarFeed', readKey, now);
  await throttle.record('calendarFeed', readKey, now);

  const config = getTenant(tenant);
  const body = feedCalendar({
    rows: await feedClasses(db, tenant, owner.userId, now),
    language: owner.language,
    localize: localizeWith(await c.get('labelCache').translations(db, tenant, owner.language)),
    brand: config.brandName,
    appOrigin: appOrigin(c),
    uidDomain: config.hosts[0] ?? `${tenant}.localhost`,
  });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  // private: the address is the member's secret, no shared cache may keep it
  c.header('Cache-Control', `private, max-age=${CALENDAR_FEED_MAX_AGE_SECONDS}`);
  c.header('ETag', etag);
  const asked = c.req.header('if-none-match');
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', 'inline; filename="calendar.ics"');
  return c.body(body);
});
