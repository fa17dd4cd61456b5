-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- Whether any enabled endpoint of the club wants this event: the triggers ask first, so a club without webhooks
-- pays one index probe per change and builds no payload. PL/pgSQL, not SQL: a SQL function with a sub-select is
-- never inlined and is planned again on every call (~0.1 ms on each booking's insert); PL/pgSQL keeps the plan.
CREATE OR REPLACE FUNCTION webhook_wanted(p_tenant text, p_type text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.tenant = p_tenant AND e.enabled AND p_type = ANY(e.event_types));
END $$;
