import * as v from 'valibot';
import { Id, IdString } from './id.ts';
import { pageOf, PageQueryEntries } from './paging.ts';
import { IsoInstant } from './wire-formats.ts';

/**
 * What a staff member did (issue 40, the audit log): one key per kind of change. `audit.pruned` is the
 * retention sweep's own entry, which names the removed start of the chain.
 */
export const auditActions = [
  'class.create',
  'class.edit',
  'class.cancel',
  'class.delete',
  'room.create',
  'room.edit',
  'room.activate',
  'trainer.create',
  'trainer.edit',
  'trainer.activate',
  'sms.send',
  'registration.create',
  'registration.presence',
  'strike.waive',
  'club.rules',
  'staff.login',
  'audit.pruned',
  'family.link',
  'family.unlink',
  'family.code',
  'member.export',
  'member.erase',
  'privacy.settings',
  'apiKey.create',
  'apiKey.revoke',
  'webhook.create',
  'webhook.edit',
  'webhook.delete',
  'webhook.rotateSecret',
  'webhook.sendAgain',
] as const;
export const AuditAction = v.picklist(auditActions);
export type AuditAction = v.InferOutput<typeof AuditAction>;

/** What an entry is about; the subject's id is in the table of its kind. */
export const auditSubjectTypes = [
  'class',
  'room',
  'trainer',
  'registration',
  'strike',
  'user',
  'club',
  'apiKey',
  'webhook',
  'webhookDelivery',
] as const;
export const AuditSubjectType = v.picklist(auditSubjectTypes);
export type AuditSubjectType = v.InferOutput<typeof AuditSubjectType>;

/**
 * The actor's role when they acted: staff without a trainer of their own are `staff`; `system` is the server;
 * `apiKey` an integration's API key (the actor's id is the key's).
 */
export const AuditRole = v.picklist(['admin', 'trainer', 'staff', 'member', 'system', 'apiKey']);
export type AuditRole = v.InferOutput<typeof AuditRole>;

const Json = v.nullable(v.record(v.string(), v.unknown()));

export const AuditEntry = v.object({
  /** The entry's place in the club's chain (1, 2, 3 …). */
  seq: v.number(),
  at: IsoInstant,
  actor: v.object({ id: v.nullable(Id), role: AuditRole, name: v.string() }),
  requestId: v.string(),
  clientAddress: v.string(),
  action: AuditAction,
  subject: v.nullable(v.object({ type: AuditSubjectType, id: Id })),
  before: Json,
  after: Json,
  detail: Json,
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

/**
 * GET /admin/audit: the club's entries newest first, filtered by action, staff member, subject and a range of
 * instants [from, to); keyset-paged.
 */
export const AuditQuery = v.pipe(
  v.object({
    action: v.optional(AuditAction),
    actorId: v.optional(IdString),
    subjectType: v.optional(AuditSubjectType),
    subjectId: v.optional(IdString),
    from: v.optional(IsoInstant),
    to: v.optional(IsoInstant),
    ...PageQueryEntries,
  }),
  v.check((q) => q.subjectId === undefined || q.subjectType !== undefined, 'subjectId needs subjectType'),
  v.check((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), 'from before to'),
);
export type AuditQuery = v.InferOutput<typeof AuditQuery>;
export const AuditPage = pageOf(AuditEntry);
export type AuditPage = v.InferOutput<typeof AuditPage>;

/** GET /admin/audit/actors: everyone who has an entry in the club's log, for the staff filter. */
export const AuditActor = v.object({ id: Id, name: v.string(), role: AuditRole });
export const AuditActorsResponse = v.array(AuditActor);
export type AuditActor = v.InferOutput<typeof AuditActor>;
