import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AvailabilityConflict } from '../../api/contract/admin.ts';
import { adminQueries, type Slot } from './queries.ts';

export const AVAILABILITY_DEBOUNCE_MS = 400;

export type AvailabilityAsk = { roomId: number | null; trainerId: number | null; slot: Slot | null };

/** The value once it has stayed the same for `ms` (typing a time asks once, not per keystroke). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

export type Availability = {
  /** true while the answer for the current choice is not in yet */
  checking: boolean;
  roomConflicts: AvailabilityConflict[];
  trainerConflicts: AvailabilityConflict[];
};

/**
 * Asks the server whether the chosen room and trainer are free in the chosen time, debounced.
 * Only the answer to the current question counts: answers are keyed by the question, and while
 * the admin is still changing it, nothing older is shown.
 */
export function useAvailability(ask: AvailabilityAsk): Availability {
  const settled = useSettled(ask, AVAILABILITY_DEBOUNCE_MS);
  const current = JSON.stringify(ask) === JSON.stringify(settled);
  const slot = settled.slot;
  const room = useQuery({
    ...adminQueries.roomAvailability(settled.roomId ?? 0, slot ?? { from: '', to: '' }),
    enabled: current && settled.roomId !== null && slot !== null,
  });
  const trainer = useQuery({
    ...adminQueries.trainerAvailability(settled.trainerId ?? 0, slot ?? { from: '', to: '' }),
    enabled: current && settled.trainerId !== null && slot !== null,
  });
  const wantsRoom = ask.roomId !== null && ask.slot !== null;
  const wantsTrainer = ask.trainerId !== null && ask.slot !== null;
  return {
    checking:
      (wantsRoom || wantsTrainer) &&
      (!current || (wantsRoom && room.isFetching) || (wantsTrainer && trainer.isFetching)),
    roomConflicts: current && wantsRoom ? (room.data?.conflicts ?? []) : [],
    trainerConflicts: current && wantsTrainer ? (trainer.data?.conflicts ?? []) : [],
  };
}
