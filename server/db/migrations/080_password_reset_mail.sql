-- E-mail (issue 36): a durable outbox per club, written in the transaction of what it announces and sent by
-- a worker (server/domain/mail/) with retries, as push_queue is. Bodies of a sent or given-up mail are
-- emptied: a reset link is a secret while it lives, and the row stays only to say what went to whom.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  tenant text NOT NULL,
  recipient text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('passwordReset')),
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX mail_outbox_tenant_created ON mail_outbox (tenant, created_at DESC);

-- "Forgot password?": only the SHA-256 of a link's token is kept. A token is used once; a password change
-- (by this link or on the profile) marks the account's open tokens used, so an older link stops working.
CREATE TABLE password_reset_tokens (
  id text PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (tenant, user_id);
CREATE INDEX password_reset_tokens_expires ON password_reset_tokens (expires_at);

-- The club's contact for members (phone, e-mail, address, opening hours): src/api/contract/settings.ts ClubContact.
ALTER TABLE tenant_settings ADD COLUMN contact jsonb NOT NULL DEFAULT '{}';
