import { addDays } from '../../../src/common/calendar.ts';
import { fromWallClock, toWallClock } from '../../../src/common/wall-clock.ts';

/** A club's waiting-list rules (clubs row, migration 120), or a class's (its type's override, migration 155). */
export type WaitingRules = {
  mode: 'promote' | 'offer';
  /** the reply window: a fixed number of minutes, or (percent set) that share of the time left before the class */
  windowMinutes: number;
  windowPercent: number | null;
  /** 'HH:MM' in the club's zone; both null: no quiet hours */
  quietFrom: string | null;
  quietTo: string | null;
  /** a class starting within this many minutes promotes at once, whatever the mode */
  atOnceMinutes: number;
  timeZone: string;
};

/** The rules a training type's override (waiting_rules_by_type, migration 155) replaces, as one whole. */
const TYPE_RULES = ['waiting_mode', 'offer_window_minutes', 'offer_window_percent', 'promote_at_once_minutes'] as const;
/** Always the club's: quiet hours are about members' nights, not the kind of class. */
const CLUB_RULES = ['quiet_from', 'quiet_to', 'time_zone'] as const;

/** The SQL columns of clubs `c` that waitingRulesOf reads: the club's own rules. */
export const WAITING_RULE_COLUMNS = [...TYPE_RULES, ...CLUB_RULES].map((col) => `c.${col}`).join(', ');

/** The override `o` of class `t`'s type in its club `c`, if any: add it where CLASS_WAITING_RULE_COLUMNS is read. */
export const CLASS_WAITING_RULE_JOIN = `LEFT JOIN waiting_rules_by_type o
  ON o.club_id = c.id AND o.tenant = c.tenant AND o.training_type = t.training_type`;

/**
 * The columns of the rules for class `t` (with CLASS_WAITING_RULE_JOIN): its type's override as a whole when the
 * club set one, else the club's; never a mix of the two.
 */
export const CLASS_WAITING_RULE_COLUMNS = [
  ...TYPE_RULES.map((col) => `CASE WHEN o.club_id IS NULL THEN c.${col} ELSE o.${col} END AS ${col}`),
  ...CLUB_RULES.map((col) => `c.${col}`),
].join(', ');

export type WaitingRuleRow = {
  waiting_mode: 'promote' | 'offer';
  offer_window_minutes: number;
  offer_window_percent: number | null;
  quiet_from: string | null;
  quiet_to: string | null;
  promote_at_once_minutes: number;
  time_zone: string;
};

export function waitingRulesOf(r: WaitingRuleRow): WaitingRules {
  return {
    mode: r.waiting_mode,
    windowMinutes: r.offer_window_minutes,
    windowPercent: r.offer_window_percent,
    quietFrom: r.quiet_from,
    quietTo: r.quiet_to,
    atOnceMinutes: r.promote_at_once_minutes,
    timeZone: r.time_zone,
  };
}

type Quiet = { from: string; to: string; timeZone: string };

const quietOf = (rules: WaitingRules): Quiet | null =>
  rules.quietFrom !== null && rules.quietTo !== null
    ? { from: rules.quietFrom, to: rules.quietTo, timeZone: rules.timeZone }
    : null;

/** Whether a wall clock 'HH:MM' lies in [from, to), the span wrapping midnight when from > to. */
function inSpan(time: string, from: string, to: string): boolean {
  return from < to ? time >= from && time < to : time >= from || time < to;
}

/** The first instant at or after `at` whose wall clock is `time` (DST-exact: the zone's own day). */
function nextWallTime(at: Date, time: string, timeZone: string): Date {
  const { date } = toWallClock(at, timeZone);
  for (let d = 0; d < 3; d += 1) {
    const candidate = fromWallClock(addDays(date, d), time, timeZone);
    if (candidate && candidate.getTime() > at.getTime()) return candidate;
  }
  throw new Error(`no ${time} in ${timeZone} after ${at.toISOString()}`);
}

/** Whether notices are held back at `at` (the club's quiet hours). */
export function isQuiet(rules: WaitingRules, at: Date): boolean {
  const q = quietOf(rules);
  return q !== null && inSpan(toWallClock(at, q.timeZone).time, q.from, q.to);
}

/** `at` itself outside quiet hours, else the instant they end. */
export function quietEnd(rules: WaitingRules, at: Date): Date {
  const q = quietOf(rules);
  if (q === null || !isQuiet(rules, at)) return at;
  return nextWallTime(at, q.to, q.timeZone);
}

/** The instant `ms` of running time after `from`, the clock standing still in quiet hours. */
export function addRunningTime(rules: WaitingRules, from: Date, ms: number): Date {
  const q = quietOf(rules);
  let at = quietEnd(rules, from);
  if (q === null) return new Date(at.getTime() + ms);
  let left = ms;
  // each turn runs up to the next quiet hours; a window longer than a few days is not a reply window
  for (let turn = 0; turn < 30; turn += 1) {
    const pause = nextWallTime(at, q.from, q.timeZone);
    if (at.getTime() + left <= pause.getTime()) return new Date(at.getTime() + left);
    left -= pause.getTime() - at.getTime();
    at = quietEnd(rules, pause);
  }
  return new Date(at.getTime() + left);
}

/**
 * What a freed place of a class starting at `start` becomes at `now`: a booking at once, or an offer whose
 * notice goes at `noticeAt` (now, or when quiet hours end) and that the member can accept until `expiresAt`.
 * An offer never runs into the time before the start where the club promotes at once: a window that would
 * end there is cut at its edge, and one that would be empty is no offer but a promotion.
 */
export function placementOfFreedPlace(
  rules: WaitingRules,
  start: Date,
  now: Date,
): { kind: 'promote' } | { kind: 'offer'; noticeAt: Date; expiresAt: Date } {
  const atOnceFrom = start.getTime() - rules.atOnceMinutes * 60_000;
  if (rules.mode === 'promote' || now.getTime() >= atOnceFrom) return { kind: 'promote' };
  const windowMs =
    rules.windowPercent === null
      ? rules.windowMinutes * 60_000
      : Math.floor(((start.getTime() - now.getTime()) * rules.windowPercent) / 100);
  const noticeAt = quietEnd(rules, now);
  const expiresAt = Math.min(addRunningTime(rules, now, windowMs).getTime(), atOnceFrom);
  if (expiresAt <= noticeAt.getTime()) return { kind: 'promote' };
  return { kind: 'offer', noticeAt, expiresAt: new Date(expiresAt) };
}
