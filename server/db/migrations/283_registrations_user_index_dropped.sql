-- 282's index begins with the same columns and serves every query this one served.
DROP INDEX IF EXISTS registrations_user;
