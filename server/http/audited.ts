import { isDeepStrictEqual } from 'node:util';
import type { Context } from 'hono';
import type { SessionClaims } from '../../src/api/contract/account.ts';
import type { AuditAction, AuditRole } from '../../src/api/contract/audit.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/db.ts';
import { appendAudit, type AuditActorRef, type AuditSubject } from '../domain/audit/append.ts';
import { snapshot } from '../domain/audit/snapshots.ts';
import { clientAddress } from './request-info.ts';

type Json = Record<string, unknown> | null;

export type AuditedChange<T> = {
  action: AuditAction;
  /** What the change is about: known beforehand (an edit), or read from its result (a create). */
  subject: AuditSubject | null | ((result: T) => AuditSubject | null);
  /** What the action carries besides its subject's row (a series scope, an SMS's text and count). */
  detail?: (result: T) => Json;
  /** A refusal answered as a value, not thrown: the change is rolled back and no entry is written. */
  refused?: (result: T) => boolean;
  /** Who acted, when the request has no session yet (a login); else the session's user. */
  actor?: AuditActorRef;
};

/** The role a session acts in: an admin, a trainer, other registration staff, or a member. */
export function roleOf(user: {
  isAdmin: boolean;
  trainerId: number | null;
  canManageRegistrations: boolean;
  canSeeRegistrations: boolean;
}): AuditRole {
  if (user.isAdmin) return 'admin';
  if (user.trainerId !== null) return 'trainer';
  return user.canManageRegistrations || user.canSeeRegistrations ? 'staff' : 'member';
}

const actorOf = (claims: SessionClaims): AuditActorRef => ({ id: claims.clientId, role: roleOf(claims) });

/** Carries a refusal's value out of the transaction it rolls back. */
class Refused<T> {
  constructor(readonly result: T) {}
}

/**
 * Runs a staff change (`run`, given the transaction) and records it in the club's audit log in the same transaction (issue 40): who (the
 * session's user), from where (the request's id and client address), what, and the subject's row before and
 * after. The change's own transactions join this one. A change that left its subject as it was (setting what
 * was set) writes no entry; a thrown error or a refusal keeps neither.
 */
export async function audited<T>(
  c: Context<AppEnv>,
  run: (tx: Db) => Promise<T>,
  change: AuditedChange<T>,
): Promise<T> {
  const db = c.get('db');
  const tenant = c.get('tenant');
  const claims = c.get('claims');
  const key = c.get('apiKey');
  // an integration's API key acts as itself: the log names the key, not a person
  const keyActor = key ? { id: key.id, role: 'apiKey' as const } : null;
  const actor = change.actor ?? keyActor ?? (claims ? actorOf(claims) : { id: null, role: 'system' as const });
  try {
    return await db.transaction(async (tx) => {
      const known = typeof change.subject === 'function' ? null : change.subject;
      const before = known ? await snapshot(tx, tenant, known) : null;
      const result = await run(tx);
      if (change.refused?.(result)) throw new Refused(result);
      const subject = typeof change.subject === 'function' ? change.subject(result) : change.subject;
      const after = subject ? await snapshot(tx, tenant, subject) : null;
      const detail = change.detail?.(result) ?? null;
      if (subject && before !== null && isDeepStrictEqual(before, after)) return result;
      await appendAudit(tx, tenant, {
        at: c.get('now')(),
        actor,
        requestId: c.get('requestId'),
        clientAddress: clientAddress(c),
        action: change.action,
        subject,
        before,
        after,
        detail,
      });
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return (error as Refused<T>).result;
    throw error;
  }
}

/**
 * A login, recorded when the user is staff (an admin, a trainer, registration staff) with the session it opens:
 * a member's own login is no staff action and is not logged here.
 */
export async function auditedLogin<T>(c: Context<AppEnv>, user: StaffFlags, run: (db: Db) => Promise<T>): Promise<T> {
  const role = roleOf({
    isAdmin: user.is_admin,
    trainerId: user.trainer_id,
    canManageRegistrations: user.can_manage_registrations,
    canSeeRegistrations: user.can_see_registrations,
  });
  if (role === 'member') return run(c.get('db'));
  return audited(c, run, {
    action: 'staff.login',
    subject: { type: 'user', id: user.id },
    actor: { id: user.id, role },
  });
}

type StaffFlags = {
  id: number;
  is_admin: boolean;
  trainer_id: number | null;
  can_manage_registrations: boolean;
  can_see_registrations: boolean;
};
