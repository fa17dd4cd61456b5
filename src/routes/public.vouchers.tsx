import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { voucherQueries } from '../features/vouchers/queries.ts';
import { PublicVoucherPage } from '../features/vouchers/public-voucher-page.tsx';

/** Open to all: look up a voucher by id and claim it. */
export const Route = createFileRoute('/public/vouchers')({
  validateSearch: v.object({ id: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined)) }),
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search: { id } }) => ({ id }),
  // Not awaited: the page shows its own wait, and the answer or why there is none.
  loader: ({ context: { queryClient }, deps: { id } }) => {
    if (id) void queryClient.prefetchQuery(voucherQueries.publicById(id));
  },
  component: PublicVoucherPage,
});
