import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/**
 * Writes notices to sms_outbox; a gateway worker (a real SMS operator) sends the unsent rows and
 * sets sent_at. Members without a phone number get nothing and are not counted.
 */
export const outboxSmsProvider: SmsProvider = {
  async send(db, tenant, messages) {
    const deliverable = messages.filter((m: SmsMessage) => m.phone.trim() !== '');
    if (deliverable.length === 0) return 0;
    await db.query(
      `INSERT INTO sms_outbox (tenant, phone, message)
       SELECT $1, phone, message FROM unnest($2::text[], $3::text[]) AS m(phone, message)`,
      [tenant, deliverable.map((m) => m.phone.trim()), deliverable.map((m) => m.text)],
    );
    return deliverable.length;
  },
};
