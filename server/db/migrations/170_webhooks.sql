-- Webhooks (issue 39): a club's admin points other systems (accounting, door hardware, a CRM) at an https
-- address, chooses the events it wants, and gets a secret to check the Standard Webhooks signature with.
-- disabled_reason says why an endpoint stopped (the receiver answered 410, or the admin turned it off).
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  url text NOT NULL,
  event_types text[] NOT NULL,
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_tenant ON webhook_endpoints (tenant, id);

-- The durable queue: one row per event and endpoint, written by the triggers below in the transaction of the
-- change itself, so a delivery exists exactly when the change was committed, whichever code path (a TS route,
-- book_place, a job) made it. webhook_id is the Standard Webhooks message id (the receiver de-duplicates on it);
-- event_id is shared by the deliveries of one event to several endpoints. A new row is due at once
-- ('-infinity': the queue does not depend on whose clock wrote it); the sender claims rows with
-- FOR UPDATE SKIP LOCKED (server/domain/webhooks/delivery.ts), any number of server processes at once.
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  tenant text NOT NULL,
  endpoint_id int NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  webhook_id text NOT NULL UNIQUE,
  event_id text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT '-infinity',
  last_attempt_at timestamptz,
  last_status_code int,
  last_answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);

-- Time as the contract writes it (ISO 8601 in UTC with milliseconds), whatever the session's time zone.
CREATE FUNCTION webhook_time(p_time timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- Whether any enabled endpoint of the club wants this event: the triggers ask first, so a club without webhooks
-- pays one index probe per change and builds no payload.
CREATE FUNCTION webhook_wanted(p_tenant text, p_type text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.tenant = p_tenant AND e.enabled AND p_type = ANY(e.event_types))
$$;

-- Queues one event for every enabled endpoint of the club that wants it: the payload is the Standard Webhooks
-- body (id, type, timestamp, the club, data in the contract's shapes: src/api/contract/webhooks.ts).
CREATE FUNCTION webhook_enqueue(p_tenant text, p_type text, p_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_event text := 'evt_' || replace(gen_random_uuid()::text, '-', '');
BEGIN
  INSERT INTO webhook_deliveries (tenant, endpoint_id, webhook_id, event_id, type, payload)
  SELECT p_tenant, e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), v_event, p_type,
    jsonb_build_object('id', v_event, 'type', p_type, 'timestamp', webhook_time(now()), 'club', p_tenant,
      'data', p_data)
  FROM webhook_endpoints e
  WHERE e.tenant = p_tenant AND e.enabled AND p_type = ANY(e.event_types);
END $$;

-- A class as webhooks carry it (WebhookClass).
CREATE FUNCTION webhook_class(p_training int) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', t.id, 'clubId', t.club_id, 'name', trim(t.name_prefix || ' ' || t.name),
    'start', webhook_time(t.start_at), 'end', webhook_time(t.end_at), 'roomId', t.room_id,
    'trainerId', t.trainer_id, 'places', t.max_places, 'cancelled', t.cancelled_at IS NOT NULL)
  FROM trainings t WHERE t.id = p_training
$$;

-- A booking as webhooks carry it (WebhookBooking).
CREATE FUNCTION webhook_booking(p_reg registrations) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', p_reg.id, 'memberId', p_reg.user_id, 'status', p_reg.status,
    'present', p_reg.presence, 'class', webhook_class(p_reg.training_id))
$$;

-- booking.created (booked, waiting or offered), booking.cancelled, booking.promoted (waiting or offered →
-- booked), presence.marked: from every path that writes registrations (book_place, the jobs, the routes).
CREATE FUNCTION registrations_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER registrations_webhooks_insert AFTER INSERT ON registrations
  FOR EACH ROW EXECUTE FUNCTION registrations_webhooks();
CREATE TRIGGER registrations_webhooks_update AFTER UPDATE OF status, presence ON registrations
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.presence IS DISTINCT FROM NEW.presence)
  EXECUTE FUNCTION registrations_webhooks();

-- class.created, class.cancelled, class.changed (what a member or a timetable sees: not the booking counters)
CREATE FUNCTION trainings_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER trainings_webhooks_insert AFTER INSERT ON trainings
  FOR EACH ROW EXECUTE FUNCTION trainings_webhooks();
CREATE TRIGGER trainings_webhooks_update AFTER UPDATE OF club_id, name, name_prefix, room_id, trainer_id, training_type,
  start_at, end_at, max_places, is_public, waiting_list_allowed, public_comment, cancelled_at ON trainings
  FOR EACH ROW WHEN ((OLD.club_id, OLD.name, OLD.name_prefix, OLD.room_id, OLD.trainer_id, OLD.training_type,
    OLD.start_at, OLD.end_at, OLD.max_places, OLD.is_public, OLD.waiting_list_allowed, OLD.public_comment,
    OLD.cancelled_at IS NULL)
    IS DISTINCT FROM (NEW.club_id, NEW.name, NEW.name_prefix, NEW.room_id, NEW.trainer_id, NEW.training_type,
    NEW.start_at, NEW.end_at, NEW.max_places, NEW.is_public, NEW.waiting_list_allowed, NEW.public_comment,
    NEW.cancelled_at IS NULL))
  EXECUTE FUNCTION trainings_webhooks();

-- member.status_changed (docs/behaviour.md#sessions-accounts-and-states account status), whoever changed it
CREATE FUNCTION users_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF webhook_wanted(NEW.tenant, 'member.status_changed') THEN
    PERFORM webhook_enqueue(NEW.tenant, 'member.status_changed',
      jsonb_build_object('member', jsonb_build_object('id', NEW.id, 'status', NEW.status, 'previousStatus', OLD.status)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_webhooks_update AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION users_webhooks();
