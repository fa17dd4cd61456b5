-- migrate: concurrent indexes
-- Issue #35: a member's places from a time on (280), for the booking rules' counts: the places still to come
-- and those of the class's day, whatever the member's history holds.
CREATE INDEX CONCURRENTLY IF NOT EXISTS registrations_member_start
  ON registrations (tenant, user_id, start_at) WHERE status <> 'cancelled';
