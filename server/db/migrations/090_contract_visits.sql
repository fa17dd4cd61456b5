-- A pass of so many visits: how many it gave and how many are left. Both null for a contract that is not counted
-- in visits (a monthly membership); rows from before are not known to be passes and stay null.
ALTER TABLE contracts
  ADD COLUMN visits_total int,
  ADD COLUMN visits_left int,
  ADD CONSTRAINT contracts_visits_check CHECK (
    (visits_total IS NULL AND visits_left IS NULL)
    OR (visits_total > 0 AND visits_left >= 0 AND visits_left <= visits_total)
  );
