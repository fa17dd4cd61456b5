-- Issue #40 point 4: rotating a webhook endpoint's secret is a staff action in the audit log, which never copies
-- the secret itself; the instant of the last rotation is what the entry's before and after show changed.
ALTER TABLE webhook_endpoints ADD COLUMN secret_changed_at timestamptz;
