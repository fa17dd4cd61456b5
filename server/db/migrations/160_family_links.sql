-- Family accounts (issue 38): a guardian books, enters and is told for their dependants (children, or an adult
-- member who agreed). A link is never deleted: unlinking stamps unlinked_at/unlinked_by, so who linked and who
-- unlinked whom, and when, stays on record. At most one live link per guardian and dependant.
CREATE TABLE family_links (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  guardian_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  dependant_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  linked_by int REFERENCES users(id) ON DELETE SET NULL,
  linked_at timestamptz NOT NULL,
  unlinked_by int REFERENCES users(id) ON DELETE SET NULL,
  unlinked_at timestamptz,
  CHECK (guardian_id <> dependant_id)
);
CREATE UNIQUE INDEX family_links_live ON family_links (tenant, guardian_id, dependant_id) WHERE unlinked_at IS NULL;
CREATE INDEX family_links_dependant ON family_links (tenant, dependant_id) WHERE unlinked_at IS NULL;

-- A one-time code the club issues for a dependant: the guardian who enters it before expires_at is linked.
-- An adult dependant agrees by asking the club for the code and handing it to the guardian.
CREATE TABLE family_link_codes (
  tenant text NOT NULL,
  code text NOT NULL,
  dependant_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  issued_by int REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_by int REFERENCES users(id) ON DELETE SET NULL,
  used_at timestamptz,
  PRIMARY KEY (tenant, code)
);

-- A child younger than the club's login age has no login of their own (their guardian acts for them).
ALTER TABLE users ADD COLUMN birth_date date;
ALTER TABLE tenant_settings ADD COLUMN child_login_age int NOT NULL DEFAULT 13 CHECK (child_login_age BETWEEN 0 AND 18);
