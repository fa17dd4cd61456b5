-- The live body, applied on every start (server/db/live-functions.ts); history in migration 110.
-- Derives forgiven and blocks_until for one member's strikes at one club from the strikes not waived, in
-- the order they counted: forgiven when the club forgives the first and no earlier strike (not waived)
-- counted within the window before it; a strike that is not forgiven and brings the counted strikes
-- within the window before it (itself included) to strike_limit blocks until counted_at + block days.
-- Waiving only removes strikes, so a recount can only forgive more and block less.
CREATE OR REPLACE FUNCTION recount_strikes(p_tenant text, p_club int, p_user int)
RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  c record;
BEGIN
  SELECT strike_limit, strike_window_days * interval '1 day' AS win, strike_block_days * interval '1 day' AS block,
    strike_forgive_first
  INTO c FROM clubs WHERE id = p_club AND tenant = p_tenant;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE member_strikes m SET forgiven = m.waived_at IS NULL AND c.strike_forgive_first AND NOT EXISTS (
      SELECT 1 FROM member_strikes o
      WHERE o.tenant = p_tenant AND o.user_id = p_user AND o.club_id = p_club AND o.waived_at IS NULL
        AND (o.counted_at, o.id) < (m.counted_at, m.id) AND o.counted_at > m.counted_at - c.win)
  WHERE m.tenant = p_tenant AND m.user_id = p_user AND m.club_id = p_club;
  UPDATE member_strikes m SET blocks_until = CASE
      WHEN m.waived_at IS NULL AND NOT m.forgiven AND (
        SELECT count(*) FROM member_strikes o
        WHERE o.tenant = p_tenant AND o.user_id = p_user AND o.club_id = p_club AND o.waived_at IS NULL
          AND NOT o.forgiven AND (o.counted_at, o.id) <= (m.counted_at, m.id) AND o.counted_at > m.counted_at - c.win
      ) >= c.strike_limit THEN m.counted_at + c.block
    END
  WHERE m.tenant = p_tenant AND m.user_id = p_user AND m.club_id = p_club;
END $$;
