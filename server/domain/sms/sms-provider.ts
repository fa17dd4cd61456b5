import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';

export type SmsMessage = { phone: string; text: string };

/**
 * Where notices go. `send` runs inside the caller's transaction so a notice exists exactly when
 * the change it announces was committed; it answers how many messages it accepted.
 */
export interface SmsProvider {
  send(db: Db, tenant: TenantId, messages: readonly SmsMessage[]): Promise<number>;
}
