import * as v from 'valibot';

/*
 * A wall-clock time on the club's clock: 'HH:MM', 24-hour (what `<input type="time">` gives with the default
 * step). A wire format of its own file beside wire-formats.ts: only the class form needs it, and wire-formats
 * is in every first visit.
 */
export const WallTime = v.pipe(v.string(), v.isoTime());
export type WallTime = v.InferOutput<typeof WallTime>;
