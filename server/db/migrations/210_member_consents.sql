-- Issue #40 point 5: a member's consent to a channel (push now; SMS when members can turn it on), each given and
-- each withdrawal a row, with the version of the text the member was shown. For push, the subscription it
-- concerns (its endpoint). The rows are the member's: the data export lists them, the erasure deletes them.
CREATE TABLE member_consents (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id),
  channel text NOT NULL CHECK (channel IN ('push', 'sms')),
  given boolean NOT NULL,
  at timestamptz NOT NULL,
  text_version text NOT NULL,
  endpoint text
);
CREATE INDEX member_consents_user ON member_consents (tenant, user_id, at);
