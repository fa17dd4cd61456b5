/** Wall-clock dates and times in a club's time zone ⇄ instants, correct across daylight-saving changes. */

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallFormatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function toWallClock(instant: string | number | Date, timeZone: string): { date: string; time: string } {
  const parts = wallFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone: string): number {
  const { date, time } = toWallClock(ms, timeZone);
  const wallAsUtc = Date.parse(`${date}T${time}:00Z`);
  return wallAsUtc - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant of a wall-clock date and time in a zone, or undefined when the input is not a date
 * and time. A time skipped by the spring change moves forward by the gap (as clocks do); a time
 * repeated in autumn means its first occurrence.
 */
export function fromWallClock(date: string, time: string, timeZone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return undefined;
  // the offsets a day before and after cover both sides of any change that night
  const candidates = [wall - zoneOffset(wall - 86_400_000, timeZone), wall - zoneOffset(wall + 86_400_000, timeZone)];
  const exact = candidates.filter((ms) => {
    const shown = toWallClock(ms, timeZone);
    return shown.date === date && shown.time === time;
  });
  // in the autumn overlap both show the asked time: the earlier one; in the spring gap neither: the
  // offset from before the change, which lands after the gap
  return new Date(exact.length > 0 ? Math.min(...exact) : candidates[0]!);
}
