-- Refresh tokens are deleted once used or expired (server/domain/refresh-token-sweep.ts): the
-- sweeps look rows up by owner and by expiry.
CREATE INDEX refresh_tokens_owner ON refresh_tokens (tenant, user_id);
CREATE INDEX refresh_tokens_expires_at ON refresh_tokens (expires_at);
