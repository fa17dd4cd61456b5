-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- Queues one event for every enabled endpoint of the club that wants it: the payload is the Standard Webhooks
-- body (id, type, timestamp, the club, data in the contract's shapes: src/api/contract/webhooks.ts).
CREATE OR REPLACE FUNCTION webhook_enqueue(p_tenant text, p_type text, p_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_event text := 'evt_' || replace(gen_random_uuid()::text, '-', '');
BEGIN
  INSERT INTO webhook_deliveries (tenant, endpoint_id, webhook_id, event_id, type, payload)
  SELECT p_tenant, e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), v_event, p_type,
    jsonb_build_object('id', v_event, 'type', p_type, 'timestamp', webhook_time(now()), 'club', p_tenant,
      'data', p_data)
  FROM webhook_endpoints e
  WHERE e.tenant = p_tenant AND e.enabled AND p_type = ANY(e.event_types);
END $$;
