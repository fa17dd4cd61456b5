-- The version of every kept schedule answer when several server processes share one PostgreSQL: a write
-- request takes the next value once it has finished, and a process serves a kept answer only while the
-- value it was read under is still the last one (server/domain/schedule/schedule-versions.ts). A sequence,
-- not a row: taking a value locks nothing and waits for no disk flush, so the booking burst never queues on it.
CREATE SEQUENCE schedule_version;
