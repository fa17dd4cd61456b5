-- The live body, applied on every start (server/db/live-functions.ts); history in migration 260.
-- Issue #40 point 5: may this member be sent SMS notices? Without any choice of theirs, yes: the notices are
-- about classes they booked, or a few words from their club (a cancelled class, a place from the waiting list),
-- sent for the membership they have (GDPR art. 6(1)(b) and (f)), not marketing, which would need a consent
-- first. A member can refuse them at any time (art. 21): then no SMS reaches them, and the app still shows
-- every notice. Their newest choice counts.
CREATE OR REPLACE FUNCTION sms_allowed(p_tenant text, p_user_id int) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT given FROM member_consents WHERE tenant = p_tenant AND user_id = p_user_id AND channel = 'sms'
    ORDER BY at DESC, id DESC LIMIT 1), true)
$$;
