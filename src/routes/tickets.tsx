import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ticketQueries } from '../features/tickets/queries.ts';
import { TicketPage } from '../features/tickets/ticket-page.tsx';

/** Open to all: look up a door ticket by id. */
export const Route = createFileRoute('/tickets')({
  validateSearch: v.object({ id: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined)) }),
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search: { id } }) => ({ id }),
  // Not awaited: the page shows its own wait, and the answer or why there is none.
  loader: ({ context: { queryClient }, deps: { id } }) => {
    if (id) void queryClient.prefetchQuery(ticketQueries.byId(id));
  },
  component: TicketPage,
});
