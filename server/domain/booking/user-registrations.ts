import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { TrainingRegistration } from '../../../src/api/contract/registration.ts';
import type { Localize } from '../labels.ts';
import { localizeRecordRow } from '../schedule/localize-training.ts';
import type { HeldStatus } from './booking-rules.ts';
import { RECORD_COLUMNS, RECORD_JOINS, toRegistrationRecord, type RecordRow } from './registration-record.ts';

/**
 * SQL: the 1-based queue position of registration g (rank by queued_at, id among waiting entries). A together-group
 * (migration 230) is one entry: its people share one queued_at and hold one position.
 */
export const WAITING_PLACE_OF_G = `CASE WHEN g.status = 'waiting' THEN (
    SELECT count(DISTINCT COALESCE(-w.together_id, w.id))::int FROM registrations w
    WHERE w.training_id = g.training_id AND w.status = 'waiting' AND (w.queued_at, w.id) <= (g.queued_at, g.id)
  ) END`;

type Row = RecordRow & {
  registration_id: number;
  status: HeldStatus;
  place: number | null;
  presence: boolean;
  offer_expires_at: Date | null;
};

/** The member's classes (booked, waiting or offered) starting in [from, to), as docs/behaviour.md#records-and-local-state records. */
export async function listUserRegistrations(
  db: Db,
  tenant: TenantId,
  userId: number,
  from: Date,
  to: Date,
  now: Date,
  /** the club's names in the member's language (server/domain/labels.ts) */
  localize: Localize = (label) => label,
): Promise<TrainingRegistration[]> {
  const rows = await db.query<Row>(
    `SELECT ${RECORD_COLUMNS}, g.id AS registration_id, g.status, g.presence, g.offer_expires_at, ${WAITING_PLACE_OF_G} AS place
     FROM registrations g
     -- each of the member's registrations finds its class by primary key (OFFSET 0: never a scan of every class)
     CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = g.training_id OFFSET 0) t
     ${RECORD_JOINS}
     -- only the places of the range, by the start each keeps of its class (migration 280), not the whole history
     WHERE g.tenant = $1 AND g.user_id = $2 AND g.status <> 'cancelled' AND g.start_at >= $3 AND g.start_at < $4
     ORDER BY t.start_at, t.id`,
    [tenant, userId, from, to],
  );
  return rows.map((r) =>
    toRegistrationRecord(
      localizeRecordRow(r, localize),
      r.registration_id,
      r.status,
      r.place,
      now,
      r.presence,
      r.offer_expires_at,
    ),
  );
}
