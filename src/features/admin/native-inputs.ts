import * as v from 'valibot';
import { WallTime } from '../../api/contract/wall-time.ts';
import { IsoDate } from '../../api/contract/wire-formats.ts';

/*
 * The value of a native `<input type="date">` or `<input type="time">`, read the same in every engine. Safari on
 * iOS gives 'YYYY-MM-DD' / 'HH:MM' but '' while a field is half set (and enforces no min or max); desktop Safari
 * before 14.1 had no picker at all, so the value is whatever was typed; Firefox and Chromium give 'HH:MM:SS'
 * (or with milliseconds) when the step is under a minute. Nothing here throws or makes an Invalid Date: a value
 * is set (in the wire format), empty, or invalid, and the form says which.
 */
export type InputReading = { kind: 'set'; value: string } | { kind: 'empty' } | { kind: 'invalid' };

const EMPTY: InputReading = { kind: 'empty' };
const INVALID: InputReading = { kind: 'invalid' };

/** A date input's value as 'YYYY-MM-DD' (a date that exists), or why not. */
export function readDateInput(raw: string | null | undefined): InputReading {
  const text = (raw ?? '').trim();
  if (text === '') return EMPTY;
  return v.is(IsoDate, text) ? { kind: 'set', value: text } : INVALID;
}

/** Seconds and fractions a time input may add ('18:30:15', '18:30:15.250'): the club's times are whole minutes. */
const WITH_SECONDS = /^(\d{2}:\d{2}):[0-5]\d(?:\.\d{1,3})?$/;

/** A time input's value as 'HH:MM' (24-hour, seconds dropped), or why not. */
export function readTimeInput(raw: string | null | undefined): InputReading {
  const text = (raw ?? '').trim();
  if (text === '') return EMPTY;
  const minutes = WITH_SECONDS.exec(text)?.[1] ?? text;
  return v.is(WallTime, minutes) ? { kind: 'set', value: minutes } : INVALID;
}

/** The value when set, else ''. */
export function readingValue(reading: InputReading): string {
  return reading.kind === 'set' ? reading.value : '';
}
