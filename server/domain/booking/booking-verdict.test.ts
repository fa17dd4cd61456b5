import { describe, expect, it } from 'vitest';
import { standingRefusals } from '../../../src/api/contract/standing.ts';
import { liveFiles } from '../../db/live-functions.ts';
import { bookingVerdicts } from './booking-verdict.ts';

/** The function file's text (server/db/functions/<name>.sql). */
async function functionFile(name: string): Promise<string> {
  const file = (await liveFiles()).find((f) => f.kind === 'function' && f.name === name);
  if (!file) throw new Error(`no function file ${name}.sql`);
  return file.sql;
}

/** Every text literal the SQL answers with: `THEN 'x'` / `ELSE 'x'` of a CASE, or `v_placement := 'x'`. */
function answeredLiterals(sql: string): string[] {
  const body = sql.replace(/--.*$/gm, '');
  return [...body.matchAll(/(?:\bTHEN|\bELSE|v_placement\s*:=)\s*'(\w+)'/g)].map((m) => m[1] ?? '');
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

describe('the booking verdicts', () => {
  it('are the same list in SQL (booking_verdict, age_verdict, blocked_verdict) and in TypeScript', async () => {
    const sql = [
      ...answeredLiterals(await functionFile('booking_verdict')),
      ...answeredLiterals(await functionFile('age_verdict')),
      ...answeredLiterals(await functionFile('blocked_verdict')),
    ];
    expect(sorted(bookingVerdicts)).toEqual(sorted(sql));
  });

  it('leave book_place no outcome of its own but the standing share, which standing bookings know', async () => {
    const own = answeredLiterals(await functionFile('book_place')).filter(
      (literal) => !(bookingVerdicts as readonly string[]).includes(literal),
    );
    expect(own).toEqual(['standingPlacesTaken']);
    expect(standingRefusals).toEqual(expect.arrayContaining(own));
  });
});
