-- The live body, applied on every start (server/db/live-functions.ts); history in migration 242.
-- The age rule's place among the booking rules (050's booking_verdict, like 110's blocked_verdict): after the
-- account, the class and a place already held, before the member's limits, a block and the free places; and before
-- the booking window, as an age never opens: a member of another age group is not offered to wait for the opening
-- ("Tell me when booking opens", "Book every week") of a class they could not book then. Staff
-- (p_member false) register anyone at the door, as they pass the window and the limits: the rule is for booking
-- online (a member, or a guardian for a dependant).
CREATE OR REPLACE FUNCTION age_verdict(p_verdict text, p_member boolean, p_allowed boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_member AND NOT p_allowed AND p_verdict IN ('bookingNotOpenYet', 'booked', 'waiting', 'registeringLimitExceeded',
      'sameDayRegisteringLimitExceeded', 'sameTrainingTypePerDayLimitExceeded', 'noFreePlaces') THEN 'ageNotAllowed'
    ELSE p_verdict
  END
$$;
