import { formatDate } from '../lib/dates.ts';

/** A calendar day ('YYYY-MM-DD') in words; noon UTC names the same day in every zone formatting it as UTC. */
export function dayLabel(day: string, weekday: 'long' | 'short' = 'long'): string {
  return formatDate(`${day}T12:00:00Z`, 'UTC', { weekday, day: 'numeric', month: 'numeric' });
}
