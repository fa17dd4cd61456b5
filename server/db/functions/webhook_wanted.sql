-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- Whether any enabled endpoint of the club wants this event: the triggers ask first, so a club without webhooks
-- pays one index probe per change and builds no payload.
CREATE OR REPLACE FUNCTION webhook_wanted(p_tenant text, p_type text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.tenant = p_tenant AND e.enabled AND p_type = ANY(e.event_types))
$$;
