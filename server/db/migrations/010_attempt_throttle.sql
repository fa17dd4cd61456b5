-- Attempt counters (login failures, password checks, public look-ups and claims) live in the
-- database, so every server process on one PostgreSQL sees the same counts (issue 9 point 3).
CREATE TABLE attempt_throttle (
  scope text NOT NULL,
  key text NOT NULL,
  attempts int NOT NULL,
  last_at timestamptz NOT NULL,
  blocked_until timestamptz,
  PRIMARY KEY (scope, key)
);
CREATE INDEX attempt_throttle_last_at ON attempt_throttle (last_at);
