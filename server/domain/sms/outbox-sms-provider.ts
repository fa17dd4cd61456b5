import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/**
 * Writes notices to sms_outbox; a gateway worker (a real SMS operator) sends the unsent rows and
 * sets sent_at. Members without a phone number get nothing and are not counted.
 */
export const outboxSmsProvider: SmsProvider = {
  async send(db, tenant, messages, at) {
    const deliverable = messages.filter((m: SmsMessage) => m.phone.trim() !== '');
    if (deliverable.length === 0) return 0;
    await db.query(
      `INSERT INTO sms_outbox (tenant, phone, message, recipient, kind, training_id, created_at)
       SELECT $1, phone, message, recipient, kind, training_id, $7
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) AS m(phone, message, recipient, kind, training_id)`,
      [
        tenant,
        deliverable.map((m) => m.phone.trim()),
        deliverable.map((m) => m.text),
        deliverable.map((m) => m.recipient),
        deliverable.map((m) => m.kind),
        deliverable.map((m) => m.trainingId),
        at,
      ],
    );
    return deliverable.length;
  },
};
