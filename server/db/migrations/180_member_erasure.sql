-- Issue #40 point 2: a member asks to close and erase their account; the club confirms it in the admin queue,
-- or it proceeds by itself after the days the club set (tenant_settings.privacy.erasureAfterDays, null: only
-- when an admin confirms). The request row stays after the erasure: it is the club's record that it was done.
CREATE TABLE erasure_requests (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id),
  requested_at timestamptz NOT NULL,
  -- when the sweep erases it by itself; null: it waits for an admin
  due_at timestamptz,
  confirmed_by int REFERENCES users(id) ON DELETE SET NULL,
  erased_at timestamptz
);
-- one open request per member
CREATE UNIQUE INDEX erasure_requests_open ON erasure_requests (tenant, user_id) WHERE erased_at IS NULL;
CREATE INDEX erasure_requests_due ON erasure_requests (due_at) WHERE erased_at IS NULL;

-- An erased account keeps its row as a tombstone (bookings stay counted, invoices keep their member), with no
-- name, e-mail, phone, username or card code of the person: nothing logs in or is found by it.
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- The club's privacy settings (erasure delay, later the retention periods).
ALTER TABLE tenant_settings ADD COLUMN privacy jsonb NOT NULL DEFAULT '{}';
