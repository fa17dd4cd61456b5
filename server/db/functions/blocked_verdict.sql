-- The live body, applied on every start (server/db/live-functions.ts); history in migration 110.
-- The block's place among the booking rules (booking_verdict.sql): after the rules about the
-- account, the class and a place already held, before the member's limits and the free places. Staff
-- (p_member false) register a blocked member at the door: the rule blocks online booking only.
CREATE OR REPLACE FUNCTION blocked_verdict(p_verdict text, p_member boolean, p_blocked boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_member AND p_blocked AND p_verdict IN ('booked', 'waiting', 'registeringLimitExceeded',
      'sameDayRegisteringLimitExceeded', 'sameTrainingTypePerDayLimitExceeded', 'noFreePlaces') THEN 'bookingBlocked'
    ELSE p_verdict
  END
$$;
