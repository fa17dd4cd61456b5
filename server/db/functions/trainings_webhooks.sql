-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- class.created, class.cancelled, class.changed (what a member or a timetable sees: not the booking counters)
CREATE OR REPLACE FUNCTION trainings_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_type text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_type := 'class.created';
  ELSIF NEW.cancelled_at IS NOT NULL AND OLD.cancelled_at IS NULL THEN
    v_type := 'class.cancelled';
  ELSE
    v_type := 'class.changed';
  END IF;
  IF webhook_wanted(NEW.tenant, v_type) THEN
    PERFORM webhook_enqueue(NEW.tenant, v_type, jsonb_build_object('class', webhook_class(NEW.id)));
  END IF;
  RETURN NULL;
END $$;
