-- migrate: concurrent indexes
-- Issue #35: a member's own rows found from the member, not by reading every member's. Each list filters by
-- tenant and member and is read newest first, so the date (and a tie-breaker) follows in the index. Built
-- without blocking writes on PostgreSQL (server/db/concurrent-indexes.ts).
CREATE INDEX CONCURRENTLY IF NOT EXISTS invoices_member_date ON invoices (tenant, user_id, invoice_date, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS invoice_lines_invoice ON invoice_lines (invoice_id, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS contracts_member ON contracts (tenant, user_id, created_date, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS vouchers_member ON vouchers (tenant, user_id, valid_until, code);
CREATE INDEX CONCURRENTLY IF NOT EXISTS entry_codes_member ON entry_codes (tenant, user_id);
-- A login names a username or an e-mail address, in any case (server/domain/users.ts).
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_login_username ON users (tenant, lower(username));
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_login_email ON users (tenant, lower(email));
