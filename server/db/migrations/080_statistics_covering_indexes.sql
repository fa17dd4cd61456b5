-- migrate: concurrent indexes
-- Issue #35: a trainer's statistics read the booked registrations of every held class of a year (about 20,000)
-- and the gender of each booked client (about 9,000). Carrying those columns in the indexes answers both from the
-- indexes alone (index-only scans), without a heap page per registration and per client. Built without blocking
-- writes on PostgreSQL (server/db/concurrent-indexes.ts).
CREATE INDEX CONCURRENTLY IF NOT EXISTS registrations_training_status_cover
  ON registrations (training_id, status) INCLUDE (tenant, user_id, presence);
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_tenant_gender ON users (tenant, id) INCLUDE (gender);
