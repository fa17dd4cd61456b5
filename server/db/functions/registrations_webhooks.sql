-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- booking.created (booked, waiting or offered), booking.cancelled, booking.promoted (waiting or offered →
-- booked), presence.marked: from every path that writes registrations (book_place, the jobs, the routes).
CREATE OR REPLACE FUNCTION registrations_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_type text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_type := 'booking.created';
  ELSIF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
    v_type := 'booking.cancelled';
  ELSIF NEW.status = 'booked' AND OLD.status IN ('waiting', 'offered') THEN
    v_type := 'booking.promoted';
  ELSIF NEW.presence IS DISTINCT FROM OLD.presence THEN
    v_type := 'presence.marked';
  ELSE
    RETURN NULL;
  END IF;
  IF webhook_wanted(NEW.tenant, v_type) THEN
    PERFORM webhook_enqueue(NEW.tenant, v_type, jsonb_build_object('booking', webhook_booking(NEW)));
  END IF;
  RETURN NULL;
END $$;
