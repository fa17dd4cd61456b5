import type { PersonalTrainingStatistics } from '../../../src/api/contract/statistics.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { tenantTimeZone, toInstant } from '../calendar.ts';
import type { Localize } from '../labels.ts';

type Row = {
  id: number;
  start_at: Date;
  name: string;
  club_name: string;
  room_name: string;
  client_id: number | null;
  client_name: string | null;
  registration_id: number | null;
  presence: boolean | null;
};

/** The trainer's ($2) personal trainings from $3 to $4 (whole days in the club's zone $5), each with its booked client if any. */
const personalTrainingsSql = `SELECT t.id, t.start_at, t.name, cl.name AS club_name, ro.name AS room_name,
    u.id AS client_id, u.first_name || ' ' || u.last_name AS client_name, r.id AS registration_id, r.presence
  FROM trainings t
  JOIN clubs cl ON cl.id = t.club_id
  JOIN rooms ro ON ro.id = t.room_id
  LEFT JOIN registrations r ON r.training_id = t.id AND r.status = 'booked'
  LEFT JOIN users u ON u.id = r.user_id
  WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.training_type = 'personal' AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5)
  ORDER BY t.start_at, t.id, r.id`;

/** SPEC.md §9: the trainer's personal trainings between two dates, and their sums per client. */
export async function personalTrainingStatistics(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  { from, to }: { from: string; to: string },
  now: Date,
  localize: Localize,
): Promise<PersonalTrainingStatistics> {
  const zone = await tenantTimeZone(db, tenant);
  const rows = await db.query<Row>(personalTrainingsSql, [tenant, trainerId, from, to, zone]);
  const trainings = rows.map((r) => ({
    trainingId: r.id,
    startDateTime: toInstant(r.start_at),
    name: localize(r.name),
    clubName: localize(r.club_name),
    roomName: localize(r.room_name),
    clientId: r.client_id,
    clientName: r.client_name,
    registrationId: r.registration_id,
    presence: r.presence === true,
  }));
  // SPEC.md §3: past is a start at or before now; a future session is upcoming, never "not present".
  const isPast = (t: { startDateTime: string }) => Date.parse(t.startDateTime) <= now.getTime();
  const byClient = new Map<number, { clientId: number; name: string; count: number; attended: number }>();
  for (const t of trainings) {
    if (t.clientId === null || t.clientName === null) continue;
    const entry = byClient.get(t.clientId) ?? { clientId: t.clientId, name: t.clientName, count: 0, attended: 0 };
    entry.count += 1;
    if (t.presence) entry.attended += 1;
    byClient.set(t.clientId, entry);
  }
  return {
    from,
    to,
    total: trainings.length,
    past: trainings.filter(isPast).length,
    upcoming: trainings.filter((t) => !isPast(t)).length,
    attended: trainings.filter((t) => t.presence && isPast(t)).length,
    byClient: [...byClient.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    trainings,
  };
}
