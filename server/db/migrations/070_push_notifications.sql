-- Web Push (issue #25): one row per browser that said yes on the profile page. The endpoint is the push
-- service's address of that browser, unique across the database; p256dh and auth are its public keys.
-- session_id is the login session (refresh-token family) that subscribed, so a logout removes this device's
-- subscription only. The reminder lead is per device: a phone may remind an hour before, the laptop never.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  language text NOT NULL CHECK (language IN ('et', 'en', 'lv')),
  session_id text,
  reminder_lead_minutes int CHECK (reminder_lead_minutes IN (60, 180)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (tenant, user_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id) WHERE session_id IS NOT NULL;

-- The durable queue: a row per message and device, written in the transaction of the change it announces,
-- claimed by a sender with FOR UPDATE SKIP LOCKED (any number of server processes), retried with backoff.
-- dedupe_key makes a reminder go once per device, class and start time, however often the job runs.
-- Sent and given-up rows are kept a few days for the dedupe and for looking into, then swept.
CREATE TABLE push_queue (
  id bigserial PRIMARY KEY,
  tenant text NOT NULL,
  subscription_id int NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('promoted', 'changed', 'cancelled', 'reminder', 'trainerChanged')),
  training_id int,
  payload jsonb NOT NULL,
  dedupe_key text UNIQUE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX push_queue_due ON push_queue (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX push_queue_done ON push_queue (created_at) WHERE state <> 'pending';

-- Every notice stays readable in the app: a cancelled or changed class is a notice there too, beside the push
-- (and the SMS, when the admin sends one), for the members registered in it.
ALTER TABLE member_notices DROP CONSTRAINT member_notices_kind_check;
ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check CHECK (kind IN ('promoted', 'cancelled', 'changed'));
