-- migrate: concurrent indexes
-- The invoices a member pays for someone else (240), found from the payer, newest first, as 072 finds their own.
CREATE INDEX CONCURRENTLY IF NOT EXISTS invoices_payer_date ON invoices (tenant, payer_id, invoice_date, id);
