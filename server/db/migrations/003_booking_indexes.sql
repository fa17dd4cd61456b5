-- Booking engine: counting a class's places and ranking its queue read registrations by class and
-- status in queue order; availability checks read classes by room and by trainer over time.
CREATE INDEX IF NOT EXISTS registrations_training_queue ON registrations (training_id, status, queued_at, id);
CREATE INDEX IF NOT EXISTS trainings_room_time ON trainings (room_id, start_at);
CREATE INDEX IF NOT EXISTS trainings_trainer_time ON trainings (trainer_id, start_at);
CREATE INDEX IF NOT EXISTS sms_outbox_unsent ON sms_outbox (tenant, id) WHERE sent_at IS NULL;
