import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PublicVoucherPage } from '../features/vouchers/public-voucher-page.tsx';

/** Open to all: look up a voucher by id and claim it. */
export const Route = createFileRoute('/public/vouchers')({
  validateSearch: v.object({ id: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined)) }),
  component: PublicVoucherPage,
});
