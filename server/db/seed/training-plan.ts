import type { TrainingType } from '../../../src/api/contract/schedule.ts';

/** A recurring class of the demo timetable, at a local time of its club. */
export type Slot = {
  time: string;
  minutes: number;
  name: string;
  type: TrainingType;
  style: string;
  room: 'studio' | 'gym' | 'pool';
  club: 0 | 1;
};

/** Twelve daily slots over two clubs; each day runs 8 to 12 of them. */
export const slots: readonly Slot[] = [
  { time: '07:00', minutes: 60, name: 'Morning yoga', type: 'group', style: 'Yoga', room: 'studio', club: 0 },
  { time: '08:00', minutes: 45, name: 'Aqua aerobics', type: 'pool', style: 'Aqua aerobics', room: 'pool', club: 0 },
  { time: '09:30', minutes: 60, name: 'Pilates', type: 'group', style: 'Pilates', room: 'studio', club: 1 },
  { time: '11:00', minutes: 60, name: 'Gym induction', type: 'gym', style: 'Functional', room: 'gym', club: 0 },
  {
    time: '12:00',
    minutes: 60,
    name: 'Personal training',
    type: 'personal',
    style: 'Functional',
    room: 'gym',
    club: 1,
  },
  { time: '16:30', minutes: 45, name: 'Spinning', type: 'group', style: 'Spinning', room: 'studio', club: 0 },
  { time: '17:30', minutes: 60, name: 'Body pump', type: 'group', style: 'Body pump', room: 'studio', club: 1 },
  { time: '18:00', minutes: 60, name: 'Zumba', type: 'group', style: 'Zumba', room: 'studio', club: 0 },
  { time: '18:00', minutes: 90, name: 'Open gym', type: 'gym', style: 'Functional', room: 'gym', club: 1 },
  { time: '19:00', minutes: 60, name: 'Stretching', type: 'other', style: 'Stretching', room: 'studio', club: 0 },
  { time: '19:30', minutes: 45, name: 'Aqua fit', type: 'pool', style: 'Aqua aerobics', room: 'pool', club: 1 },
  { time: '20:00', minutes: 60, name: 'Evening yoga', type: 'group', style: 'Yoga', room: 'studio', club: 0 },
];

export const placesByType: Record<TrainingType, number> = { group: 16, gym: 20, pool: 12, other: 14, personal: 1 };

/** Places of a class seeded full, and how many wait behind them. */
export const FULL_PLACES = 6;
export const FULL_WAITING = 2;

/** Which slots run on a day (8 + day mod 5 of them, a different mix each day). */
export function runsOn(slotIndex: number, day: number): boolean {
  const perDay = 8 + (((day % 5) + 5) % 5);
  return (((slotIndex * 7 + day * 5) % 12) + 12) % 12 < perDay;
}

/** Every fifth class (not personal ones) is seeded full with a waiting list. */
export function isFull(slotIndex: number, day: number, type: TrainingType): boolean {
  return type !== 'personal' && (((slotIndex + day) % 5) + 5) % 5 === 1;
}

/** How many of the other members book an ordinary class. */
export function ordinaryBookings(slotIndex: number, day: number, places: number): number {
  const m = Math.floor(places / 3) + 1;
  return (((slotIndex * 3 + day * 7) % m) + m) % m;
}
