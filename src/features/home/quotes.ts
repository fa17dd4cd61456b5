import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { daysBetween, deviceDay } from '../../common/calendar.ts';

/** docs/behaviour.md#users-clubs-and-languages: ten motivational quotes, translated in every language. */
export const quotes: readonly MessageDescriptor[] = [
  msg({ id: 'home.quote.1', message: 'The only bad workout is the one that did not happen.' }),
  msg({ id: 'home.quote.2', message: 'Small steps every day add up to big results.' }),
  msg({ id: 'home.quote.3', message: 'Your body can stand almost anything. It is your mind you have to convince.' }),
  msg({
    id: 'home.quote.4',
    message: 'Strength does not come from what you can do. It comes from overcoming what you thought you could not.',
  }),
  msg({ id: 'home.quote.5', message: 'Take care of your body. It is the only place you have to live.' }),
  msg({ id: 'home.quote.6', message: 'Motivation gets you started. Habit keeps you going.' }),
  msg({ id: 'home.quote.7', message: 'Do something today that your future self will thank you for.' }),
  msg({ id: 'home.quote.8', message: 'Sweat is just fat crying.' }),
  msg({ id: 'home.quote.9', message: 'It never gets easier, you just get stronger.' }),
  msg({ id: 'home.quote.10', message: 'A one-hour workout is only four percent of your day.' }),
];

/** One quote per calendar day, so the home screen does not change on every visit within a day. */
export function quoteOfTheDay(now: Date = new Date()): MessageDescriptor {
  const day = daysBetween('1970-01-01', deviceDay(now));
  return quotes[day % quotes.length] ?? quotes[0]!;
}
