-- The live body, applied on every start (server/db/live-functions.ts); history in migration 170.
-- member.status_changed (docs/behaviour.md#sessions-accounts-and-states account status), whoever changed it
CREATE OR REPLACE FUNCTION users_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF webhook_wanted(NEW.tenant, 'member.status_changed') THEN
    PERFORM webhook_enqueue(NEW.tenant, 'member.status_changed',
      jsonb_build_object('member', jsonb_build_object('id', NEW.id, 'status', NEW.status, 'previousStatus', OLD.status)));
  END IF;
  RETURN NULL;
END $$;
