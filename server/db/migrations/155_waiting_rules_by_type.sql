-- Fair waiting lists per training type (issue 37 point 2): a club may run a type of class on other waiting-list
-- rules than its own, e.g. offer pool places with a reply window while group classes promote at once. An override
-- holds the whole of a type's rules (mode, reply window, promote-at-once time), which replace the club's together,
-- never column by column. Quiet hours stay the club's (clubs.quiet_from/quiet_to): they are about members' nights,
-- not the kind of class.
CREATE TABLE waiting_rules_by_type (
  tenant text NOT NULL,
  club_id int NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  training_type text NOT NULL CHECK (training_type IN ('group', 'gym', 'other', 'personal', 'pool')),
  waiting_mode text NOT NULL CHECK (waiting_mode IN ('promote', 'offer')),
  offer_window_minutes int NOT NULL CHECK (offer_window_minutes > 0),
  offer_window_percent int CHECK (offer_window_percent BETWEEN 1 AND 100),
  promote_at_once_minutes int NOT NULL CHECK (promote_at_once_minutes >= 0),
  PRIMARY KEY (club_id, training_type)
);
