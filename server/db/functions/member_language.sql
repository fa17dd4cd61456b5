-- The live body, applied on every start (server/db/live-functions.ts); history in migrations 140, 150.
-- member_language() looked a member's devices, feed and requests up by user alone, while each of those tables is
-- indexed by (tenant, user_id): every call read the whole table. A class's cancel or change notice calls it for
-- each person registered (a series: each person of each class), so its cost grew with the club's devices.
-- The member's tenant first, from the users primary key, then each lookup is an index probe.
CREATE OR REPLACE FUNCTION member_language(p_user int, p_time_zone text)
RETURNS text LANGUAGE sql STABLE AS $$
  WITH m AS (SELECT tenant, id FROM users WHERE id = p_user)
  SELECT coalesce(
    (SELECT p.language FROM push_subscriptions p, m WHERE p.tenant = m.tenant AND p.user_id = m.id
      ORDER BY p.updated_at DESC, p.id DESC LIMIT 1),
    (SELECT f.language FROM calendar_feeds f, m WHERE f.tenant = m.tenant AND f.user_id = m.id),
    (SELECT a.language FROM booking_open_alerts a, m WHERE a.tenant = m.tenant AND a.user_id = m.id
      ORDER BY a.created_at DESC, a.id DESC LIMIT 1),
    CASE p_time_zone WHEN 'Europe/Tallinn' THEN 'et' WHEN 'Europe/Riga' THEN 'lv' ELSE 'en' END)
$$;
