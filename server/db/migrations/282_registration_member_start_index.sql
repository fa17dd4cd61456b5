-- migrate: concurrent indexes
-- Issue #35: a member's places from a time on (280): the booking rules' counts (the places still to come and
-- those of the class's day), the workouts of a range, the statistics of a period, the calendar feed, whatever
-- the member's history holds. Over every place, cancelled ones too, so it also serves what asked for a member's
-- places by (tenant, user_id) alone: 283 drops that index, one fewer for every booking to write.
CREATE INDEX CONCURRENTLY IF NOT EXISTS registrations_member_start ON registrations (tenant, user_id, start_at);
