import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TicketPage } from '../features/tickets/ticket-page.tsx';

/** Open to all: look up a door ticket by id. */
export const Route = createFileRoute('/tickets')({
  validateSearch: v.object({ id: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined)) }),
  component: TicketPage,
});
