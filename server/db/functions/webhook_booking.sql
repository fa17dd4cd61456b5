-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- A booking as webhooks carry it (WebhookBooking).
CREATE OR REPLACE FUNCTION webhook_booking(p_reg registrations) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', p_reg.id, 'memberId', p_reg.user_id, 'status', p_reg.status,
    'present', p_reg.presence, 'class', webhook_class(p_reg.training_id))
$$;
