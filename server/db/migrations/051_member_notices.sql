-- Notices the app shows a member on their next visit (beside the SMS in sms_outbox, which needs a phone
-- and may be missed): today the waiting list's promotion into a booked place.
CREATE TABLE member_notices (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('promoted')),
  training_id int NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz
);
CREATE INDEX member_notices_unseen ON member_notices (tenant, user_id) WHERE seen_at IS NULL;
