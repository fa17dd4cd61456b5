import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction, AuditRole, AuditSubjectType } from '../../api/contract/audit.ts';

/** What each kind of entry says happened, as the audit log screen names it. */
export const auditActionLabels: Record<AuditAction, MessageDescriptor> = {
  'class.create': msg`Class created`,
  'class.edit': msg`Class changed`,
  'class.cancel': msg`Class cancelled`,
  'class.delete': msg`Class deleted`,
  'room.create': msg`Room added`,
  'room.edit': msg`Room changed`,
  'room.activate': msg`Room activated or deactivated`,
  'trainer.create': msg`Trainer added`,
  'trainer.edit': msg`Trainer changed`,
  'trainer.activate': msg`Trainer activated or deactivated`,
  'sms.send': msg`SMS sent`,
  'registration.create': msg`Booked by staff`,
  'registration.presence': msg`Presence marked`,
  'strike.waive': msg`Strike waived`,
  'club.rules': msg`Club rules changed`,
  'staff.login': msg`Staff login`,
  'audit.pruned': msg`Older entries removed (retention)`,
  'family.link': msg`Family member linked`,
  'family.unlink': msg`Family member unlinked`,
  'family.code': msg`Family link code issued`,
  'member.export': msg`Member's data exported`,
  'member.erase': msg`Member erased`,
  'privacy.settings': msg`Privacy settings changed`,
  'apiKey.create': msg`API key created`,
  'apiKey.revoke': msg`API key revoked`,
  'webhook.create': msg`Webhook endpoint added`,
  'webhook.edit': msg`Webhook endpoint changed`,
  'webhook.delete': msg`Webhook endpoint removed`,
  'webhook.rotateSecret': msg`Webhook secret renewed`,
  'webhook.sendAgain': msg`Webhook delivery sent again`,
};

export const auditSubjectLabels: Record<AuditSubjectType, MessageDescriptor> = {
  class: msg`Class`,
  room: msg`Room`,
  trainer: msg`Trainer`,
  registration: msg`Booking`,
  strike: msg`Strike`,
  user: msg`User`,
  club: msg`Club`,
  apiKey: msg`API key`,
  webhook: msg`Webhook endpoint`,
  webhookDelivery: msg`Webhook delivery`,
};

export const auditRoleLabels: Record<AuditRole, MessageDescriptor> = {
  admin: msg`Administrator`,
  trainer: msg`Trainer`,
  staff: msg`Staff`,
  member: msg`Member`,
  system: msg`System`,
  apiKey: msg`API key`,
};
