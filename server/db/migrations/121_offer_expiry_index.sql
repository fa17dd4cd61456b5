-- migrate: concurrent indexes
-- The waiting-list job finds the offers whose reply window has ended (few rows, read every half minute).
CREATE INDEX CONCURRENTLY IF NOT EXISTS registrations_offers_due ON registrations (offer_expires_at) WHERE status = 'offered';
