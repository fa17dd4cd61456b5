import { createFileRoute } from '@tanstack/react-router';
import { InvoicesSearch } from '../../features/invoices/invoice-period.ts';
import { InvoicesRoute } from '../../features/invoices/invoices-route.tsx';

/** The list; `invoices.$invoiceId` is its child, shown instead of the list when open (see InvoicesRoute). */
export const Route = createFileRoute('/_auth/invoices')({
  validateSearch: InvoicesSearch,
  component: InvoicesRoute,
});
