-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- A class as webhooks carry it (WebhookClass).
CREATE OR REPLACE FUNCTION webhook_class(p_training int) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', t.id, 'clubId', t.club_id, 'name', trim(t.name_prefix || ' ' || t.name),
    'start', webhook_time(t.start_at), 'end', webhook_time(t.end_at), 'roomId', t.room_id,
    'trainerId', t.trainer_id, 'places', t.max_places, 'cancelled', t.cancelled_at IS NOT NULL)
  FROM trainings t WHERE t.id = p_training
$$;
