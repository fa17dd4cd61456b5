-- "Tell me when booking opens" (issue 37, point 4): a member's request for a push and an in-app notice at the
-- instant booking of a class opens. The instant is not stored: it is the class's start less the club's booking
-- window, read when the job runs, so a class moved or a window changed moves the notice with it. The job
-- deletes the row in the transaction that queues the notice (claimed with SKIP LOCKED): once only, on any
-- number of server processes. language: the app's language when the member asked.
CREATE TABLE booking_open_alerts (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  training_id int NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('et', 'en', 'lv')),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, training_id)
);
CREATE INDEX booking_open_alerts_member ON booking_open_alerts (tenant, user_id);
CREATE INDEX booking_open_alerts_training ON booking_open_alerts (training_id);

-- A waiting member skipped by a promotion because strikes block their online booking is told so ('skipped',
-- their place in the queue kept); a class whose booking opened ('bookingOpen'). The kind lists are whole: they
-- keep 110's strike and blocked, 120's offered and released, and 130's standing kinds.
ALTER TABLE member_notices DROP CONSTRAINT member_notices_kind_check;
ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check
  CHECK (kind IN ('promoted', 'cancelled', 'changed', 'strike', 'blocked', 'offered', 'released', 'standingBooked',
    'standingWaiting', 'standingRefused', 'standingStopped', 'skipped', 'bookingOpen'));

ALTER TABLE push_queue DROP CONSTRAINT push_queue_kind_check;
ALTER TABLE push_queue ADD CONSTRAINT push_queue_kind_check
  CHECK (kind IN ('promoted', 'changed', 'cancelled', 'reminder', 'trainerChanged', 'strike', 'blocked', 'offered',
    'released', 'standingBooked', 'standingWaiting', 'standingRefused', 'standingStopped', 'skipped', 'bookingOpen'));

-- a skip is told like the waiting list's other notices: held through the club's quiet hours
ALTER TABLE waiting_notices DROP CONSTRAINT waiting_notices_kind_check;
ALTER TABLE waiting_notices ADD CONSTRAINT waiting_notices_kind_check
  CHECK (kind IN ('promoted', 'offered', 'released', 'skipped'));

-- The language a member reads, for what the server writes to them outside the app (SMS): the language of the
-- device they last set up for pushes, else of their calendar feed, else of their latest "tell me" request,
-- else the club's country's (as a host without a chosen language answers: docs/behaviour.md#users-clubs-and-languages).
CREATE FUNCTION member_language(p_user int, p_time_zone text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT language FROM push_subscriptions WHERE user_id = p_user ORDER BY updated_at DESC, id DESC LIMIT 1),
    (SELECT language FROM calendar_feeds WHERE user_id = p_user LIMIT 1),
    (SELECT language FROM booking_open_alerts WHERE user_id = p_user ORDER BY created_at DESC, id DESC LIMIT 1),
    CASE p_time_zone WHEN 'Europe/Tallinn' THEN 'et' WHEN 'Europe/Riga' THEN 'lv' ELSE 'en' END)
$$;
