-- The live view, applied on every start after the functions (server/db/live-functions.ts); history in migration 200.
-- Who hears about a person's class (issue 38): the person themself, and each guardian with a live family link,
-- who is told naming them (for_name, the dependant's first name). A child without a login has no devices and a
-- child without a phone no SMS, so they drop out where the devices or the phone are joined. Every push, SMS and
-- calendar feed query joins this one view instead of deciding the family in each of them.
CREATE OR REPLACE VIEW notice_recipients AS
  SELECT u.tenant, u.id AS person_id, u.id AS recipient_id, NULL::text AS for_name FROM users u
  UNION ALL
  SELECT l.tenant, l.dependant_id, l.guardian_id, d.first_name
  FROM family_links l JOIN users d ON d.id = l.dependant_id
  WHERE l.unlinked_at IS NULL;
