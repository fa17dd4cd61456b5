import { Fragment, memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { formatTime } from '../lib/dates.ts';
import { cx } from '../lib/class-names.ts';
import { dayLabel } from './day-label.ts';
import type { HourRow, PlacedClass } from './room-week.ts';
import styles from './room-week.module.css';

/** A free hour of a room, as the class form takes it. */
export type FreeSlot = { roomId: number; date: string; time: string };

function PlacedClassButton({
  placed,
  timeZone,
  onOpen,
}: {
  placed: PlacedClass;
  timeZone: string;
  onOpen: (training: Training) => void;
}) {
  const { t } = useLingui();
  const { training, clashesWith } = placed;
  const time = `${formatTime(training.startDateTime, timeZone)}–${formatTime(training.endDateTime, timeZone)}`;
  const { bookedCount: booked, maxPlaces: places, waitingCount: waiting } = training;
  const others = clashesWith.map((k) => `${k.name} ${formatTime(k.startDateTime, timeZone)}`).join(', ');
  return (
    <button
      type="button"
      className={cx(styles.class, clashesWith.length > 0 && styles.clash)}
      onClick={() => onOpen(training)}
      aria-haspopup="dialog"
    >
      <span className={cx(styles.name, training.isCancelled && styles.cancelled)}>{training.name}</span>
      <span>{time}</span>
      <span>
        <Trans>
          Booked {booked} of {places}, waiting {waiting}
        </Trans>
      </span>
      {training.isCancelled && <Trans>Cancelled</Trans>}
      {clashesWith.length > 0 && <span className={styles.clashText}>{t`Clashes with ${others}`}</span>}
    </button>
  );
}

/**
 * Rooms × hours for a week on the club clock: classes placed by room and starting hour (with their
 * counts, clashes in red and named), free hours as buttons that start a new class there.
 */
export const RoomWeekGrid = memo(function RoomWeekGrid({
  rows,
  rooms,
  timeZone,
  onFreeSlot,
  onOpenClass,
}: {
  rows: HourRow[];
  rooms: readonly { id: number; name: string }[];
  timeZone: string;
  onFreeSlot: (slot: FreeSlot) => void;
  onOpenClass: (training: Training) => void;
}) {
  const { t } = useLingui();
  const days = [...new Set(rows.map((r) => r.day))];
  return (
    <div className={styles.scroller} tabIndex={-1}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.timeHead}>
              <Trans>Time</Trans>
            </th>
            {rooms.map((room) => (
              <th key={room.id} scope="col" className={styles.roomHead}>
                {room.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const label = dayLabel(day, 'long');
            return (
              <Fragment key={day}>
                <tr className={styles.dayRow}>
                  <th scope="rowgroup" colSpan={rooms.length + 1} id={`rooms-day-${day}`}>
                    {label}
                  </th>
                </tr>
                {rows
                  .filter((r) => r.day === day)
                  .map((row) => (
                    <tr key={row.time}>
                      <th scope="row" className={styles.time}>
                        {row.time}
                      </th>
                      {row.rooms.map((cell, i) => {
                        const room = rooms[i]!;
                        const roomName = room.name;
                        const time = row.time;
                        return (
                          <td key={room.id} className={cx(cell.kind === 'taken' && styles.taken)}>
                            {cell.kind === 'classes' &&
                              cell.classes.map((placed) => (
                                <PlacedClassButton
                                  key={placed.training.id}
                                  placed={placed}
                                  timeZone={timeZone}
                                  onOpen={onOpenClass}
                                />
                              ))}
                            {cell.kind === 'free' && (
                              <button
                                type="button"
                                className={styles.free}
                                aria-label={t`Free: ${roomName}, ${label}, ${time}. New class`}
                                onClick={() => onFreeSlot({ roomId: room.id, date: day, time })}
                              >
                                <Trans>Free</Trans>
                              </button>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
