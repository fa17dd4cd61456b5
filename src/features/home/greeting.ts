import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const greetings = {
  morning: msg({ id: 'home.greeting.morning', message: 'Good morning, {name}!' }),
  afternoon: msg({ id: 'home.greeting.afternoon', message: 'Good afternoon, {name}!' }),
  evening: msg({ id: 'home.greeting.evening', message: 'Good evening, {name}!' }),
};

/** The greeting for the local hour: morning until 12, afternoon until 18, then evening. */
export function greetingFor(hour: number): MessageDescriptor {
  if (hour >= 5 && hour < 12) return greetings.morning;
  if (hour >= 12 && hour < 18) return greetings.afternoon;
  return greetings.evening;
}
