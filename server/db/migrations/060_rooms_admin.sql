-- Issue #26: rooms and trainers kept by the club's admin. A room gets its unit, its places, a colour and
-- an active flag (an inactive room is offered for no new class but stays on the classes it has); a
-- trainer gets an e-mail address, the styles they lead. Names stay translated by label_translations.
ALTER TABLE rooms
  ADD COLUMN unit_id int REFERENCES units(id),
  ADD COLUMN places int NOT NULL DEFAULT 20 CHECK (places BETWEEN 0 AND 10000),
  ADD COLUMN color text NOT NULL DEFAULT '#5b7083' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  ADD COLUMN active boolean NOT NULL DEFAULT true;

ALTER TABLE trainers ADD COLUMN email text NOT NULL DEFAULT '';

CREATE TABLE trainer_styles (
  trainer_id int NOT NULL REFERENCES trainers(id) ON DELETE CASCADE,
  style_id int NOT NULL REFERENCES training_styles(id) ON DELETE CASCADE,
  PRIMARY KEY (trainer_id, style_id)
);

