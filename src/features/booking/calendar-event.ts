import type { CalendarEvent } from './ics.ts';

/** What both a timetable class and a my-workouts record can give for a calendar entry. */
export interface BookedClass {
  trainingId: number;
  name: string;
  start: string;
  end: string;
  clubName: string;
  roomName: string;
  trainerName: string;
}

/** One UID per class and app host, so importing the same class again updates the entry. */
export function calendarEventOf(booked: BookedClass, host: string, trainerLabel: string): CalendarEvent {
  return {
    uid: `class-${booked.trainingId}@${host}`,
    start: booked.start,
    end: booked.end,
    summary: booked.name,
    location: [booked.roomName, booked.clubName].filter(Boolean).join(', '),
    description: booked.trainerName ? `${trainerLabel}: ${booked.trainerName}` : '',
  };
}
