-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- Time as the contract writes it (ISO 8601 in UTC with milliseconds), whatever the session's time zone.
CREATE OR REPLACE FUNCTION webhook_time(p_time timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
