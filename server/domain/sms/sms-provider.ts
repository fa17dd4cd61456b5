import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { OutboxKind } from '../../../src/api/contract/admin.ts';

export type SmsMessage = {
  phone: string;
  text: string;
  /** the person's name, so the admin's outbox says to whom */
  recipient: string;
  kind: OutboxKind;
  /** the class the notice is about, if any */
  trainingId: number | null;
};

/**
 * Where notices go: the one place a real SMS gateway plugs in. `send` runs inside the caller's
 * transaction so a notice exists exactly when the change it announces was committed; `at` is the
 * server's clock; it answers how many messages it accepted.
 */
export interface SmsProvider {
  send(db: Db, tenant: TenantId, messages: readonly SmsMessage[], at: Date): Promise<number>;
}
