-- A weekly series: the classes one "repeat weekly" made. Edit, cancel and delete can reach "this and
-- all following" classes of a series. Classes made one at a time (and every seeded class) have none.
CREATE TABLE training_series (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- a class deleted from a series leaves the others in it; the series row outliving its classes is harmless
ALTER TABLE trainings ADD COLUMN series_id int REFERENCES training_series(id) ON DELETE SET NULL;
CREATE INDEX trainings_series_start ON trainings (series_id, start_at) WHERE series_id IS NOT NULL;
