-- The live body, applied on every start (server/db/live-functions.ts); history in migration 050.
-- The first rule that refuses, in docs/behaviour.md#booking-verdicts order, else where the place would go ('booked' or
-- 'waiting'). Staff (p_member false) register past the window and the member's limits until the end.
CREATE OR REPLACE FUNCTION booking_verdict(p_member_status int, p_cancelled boolean, p_start timestamptz, p_end timestamptz,
  p_opens timestamptz, p_now timestamptz, p_member boolean, p_already boolean, p_active int, p_same_day int,
  p_same_type int, p_active_limit int, p_same_day_limit int, p_same_type_limit int, p_booked int, p_max int,
  p_waiting_allowed boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_member_status <> 0 THEN 'accountNotActive'
    WHEN p_cancelled THEN 'classCancelled'
    WHEN p_member AND p_now < p_opens THEN 'bookingNotOpenYet'
    WHEN (p_member AND p_now >= p_start) OR (NOT p_member AND p_now >= p_end) THEN 'bookingClosed'
    WHEN p_already THEN 'userAlreadyRegistered'
    WHEN p_member AND p_active >= p_active_limit THEN 'registeringLimitExceeded'
    WHEN p_member AND p_same_day >= p_same_day_limit THEN 'sameDayRegisteringLimitExceeded'
    WHEN p_member AND p_same_type >= p_same_type_limit THEN 'sameTrainingTypePerDayLimitExceeded'
    WHEN p_booked < p_max THEN 'booked'
    WHEN p_waiting_allowed THEN 'waiting'
    ELSE 'noFreePlaces'
  END
$$;
