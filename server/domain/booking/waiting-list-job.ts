import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { releasePlaces } from './overlap-release.ts';
import { promoteWaiting } from './promote-waiting.ts';
import { deliverNotices, type WaitingNotice } from './waiting-notices.ts';

/** Offers end on their minute at the latest this much later; notices held by quiet hours go this soon after. */
export const WAITING_LIST_POLL_MS = 20_000;

/** Classes (or notices, or releases) one run handles at most, so a run stays short; the next run goes on. */
const BATCH = 200;

/**
 * The waiting lists' timed work, safe on any number of server processes at once: each class is handled
 * under its row lock taken with SKIP LOCKED (a class another process or a member's tap holds is left to the
 * next run), each held notice or release is claimed the same way. Answers what it did.
 */
export async function runWaitingListJob(
  db: Db,
  sms: SmsProvider,
  now: Date,
  /** a tenant's registrations changed: its kept schedule answers are stale */
  changed: (tenant: TenantId) => void | Promise<void> = () => {},
): Promise<{ expired: number; notices: number; releases: number }> {
  const tenants = new Set<TenantId>();
  const expired = await expireOffers(db, sms, now, tenants);
  const notices = await sendHeldNotices(db, sms, now);
  const releases = await doHeldReleases(db, sms, now, tenants);
  for (const tenant of tenants) await changed(tenant);
  return { expired, notices, releases };
}

/** Offers whose window has ended: the place goes to the next in the queue (offered or booked, as the club says). */
async function expireOffers(db: Db, sms: SmsProvider, now: Date, tenants: Set<TenantId>): Promise<number> {
  let expired = 0;
  for (let i = 0; i < BATCH; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [k] = await tx.query<{ id: number; tenant: TenantId }>(
        `SELECT t.id, t.tenant FROM registrations g JOIN trainings t ON t.id = g.training_id
         WHERE g.status = 'offered' AND g.offer_expires_at <= $1
         ORDER BY g.offer_expires_at, g.id LIMIT 1 FOR UPDATE OF t SKIP LOCKED`,
        [now],
      );
      if (!k) return null;
      // re-read under the lock: an answer that came first has already closed the offer
      const gone = await tx.query(
        `UPDATE registrations SET status = 'cancelled', cancelled_at = $2, offer_expires_at = NULL
         WHERE training_id = $1 AND status = 'offered' AND offer_expires_at <= $2 RETURNING id`,
        [k.id, now],
      );
      await promoteWaiting(tx, k.tenant, k.id, sms, now);
      tenants.add(k.tenant);
      return gone.length;
    });
    if (done === null) break;
    expired += done;
  }
  return expired;
}

async function sendHeldNotices(db: Db, sms: SmsProvider, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{
      tenant: TenantId;
      user_id: number;
      kind: WaitingNotice['kind'];
      training_id: number;
      got_training_id: number | null;
    }>(
      `DELETE FROM waiting_notices WHERE id IN (
         SELECT id FROM waiting_notices WHERE deliver_at <= $1 ORDER BY deliver_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
       ) RETURNING tenant, user_id, kind, training_id, got_training_id`,
      [now, BATCH],
    );
    for (const tenant of new Set(due.map((d) => d.tenant))) {
      const notices = due
        .filter((d) => d.tenant === tenant)
        .map((d) => ({ userId: d.user_id, kind: d.kind, trainingId: d.training_id, gotTrainingId: d.got_training_id }));
      await deliverNotices(tx, tenant, notices, sms, now);
    }
    return due.length;
  });
}

/** Waiting places a promotion could not leave at once (their class was busy): left now, if the place got still stands. */
async function doHeldReleases(db: Db, sms: SmsProvider, now: Date, tenants: Set<TenantId>): Promise<number> {
  await db.query(
    `DELETE FROM waiting_releases w WHERE NOT EXISTS (SELECT 1 FROM trainings t WHERE t.id = w.training_id)`,
  );
  let done = 0;
  for (let i = 0; i < BATCH; i += 1) {
    const handled = await db.transaction(async (tx) => {
      const [r] = await tx.query<{
        id: number;
        tenant: TenantId;
        user_id: number;
        training_id: number;
        got_training_id: number;
      }>(
        `SELECT w.id, w.tenant, w.user_id, w.training_id, w.got_training_id
         FROM waiting_releases w JOIN trainings t ON t.id = w.training_id
         ORDER BY w.id LIMIT 1 FOR UPDATE OF w, t SKIP LOCKED`,
      );
      if (!r) return false;
      await tx.query(`DELETE FROM waiting_releases WHERE id = $1`, [r.id]);
      const places = await tx.query<{ id: number }>(
        `SELECT g.id FROM registrations g
         WHERE g.training_id = $1 AND g.user_id = $2 AND g.status IN ('waiting', 'offered')
           AND EXISTS (SELECT 1 FROM registrations got WHERE got.training_id = $3 AND got.user_id = $2 AND got.status = 'booked')`,
        [r.training_id, r.user_id, r.got_training_id],
      );
      const notices = await releasePlaces(
        tx,
        r.tenant,
        places.map((p) => p.id),
        r.got_training_id,
        sms,
        now,
      );
      await deliverNotices(tx, r.tenant, notices, sms, now);
      tenants.add(r.tenant);
      return true;
    });
    if (!handled) break;
    done += 1;
  }
  return done;
}

/** Runs the job every WAITING_LIST_POLL_MS on the server's clock; a failed run is logged and tried again next time. */
export function startWaitingListJob(
  db: Db,
  sms: SmsProvider,
  now: () => Date,
  changed: (tenant: TenantId) => void | Promise<void>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runWaitingListJob(db, sms, now(), changed)
      .catch((error: unknown) => console.error('waiting-list job failed', error))
      .finally(() => {
        running = false;
      });
  }, WAITING_LIST_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
