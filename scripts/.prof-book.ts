import { openOwnDb } from '../server/test-support/test-db.ts';
import { makeClub, makeMembers, makeTraining } from '../server/test-support/booking-fixture.ts';
const { db, close } = await openOwnDb({ url: process.env.PROF_URL, poolSize: 1 });
const now = new Date();
const club = await makeClub(db, 'default', {
  active_bookings_limit: 1000,
  same_day_limit: 1000,
  same_type_per_day_limit: 1000,
});
const members = await makeMembers(db, 'default', 6000);
const classes: number[] = [];
for (let i = 0; i < 60; i++)
  classes.push(
    await makeTraining(db, 'default', {
      club,
      start: new Date(now.getTime() + (24 + i * 2) * 3600_000),
      maxPlaces: 80,
      trainerId: null,
    }),
  );
if (process.env.ALT) await db.exec(process.env.ALT);
await db.exec('SET synchronous_commit = off');
const run = async (from: number, n: number) => {
  const t0 = performance.now();
  for (let i = from; i < from + n; i++)
    await db.query(
      'SELECT book_place($1, $2, $3, $4, $5) AS booking',
      [classes[i % 60], 'default', members[i], now, true],
      { statementName: 'bp' },
    );
  return (performance.now() - t0) / n;
};
await run(0, 1000);
const inside = async (from: number, n: number) => {
  const t0 = performance.now();
  await db.query(
    `SELECT count(book_place(c, 'default', m, $3::timestamptz, true)) FROM unnest($1::int[], $2::int[]) AS u(c, m)`,
    [Array.from({ length: n }, (_, i) => classes[(from + i) % 60]), members.slice(from, from + n), now],
  );
  return (performance.now() - t0) / n;
};
await db.exec("SET track_functions = 'all'");
console.log('ms per book_place inside the database:', (await inside(5000, 1000)).toFixed(3));
await db.query('SELECT pg_stat_force_next_flush()');
await new Promise((r) => setTimeout(r, 700));
console.log(
  await db.query(
    `SELECT funcname, calls, round(total_time::numeric / calls, 4) AS total_ms, round(self_time::numeric / calls, 4) AS self_ms FROM pg_stat_user_functions ORDER BY total_time DESC`,
  ),
);
console.log(
  await db.query(
    `SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname IN ('trainings','users','registrations')`,
  ),
);
console.log('ms per book_place (sequential, one connection, async commit):', (await run(1000, 4000)).toFixed(3));
await close();
