import { Outlet, useChildMatches } from '@tanstack/react-router';
import { InvoicesPage } from './invoices-page.tsx';

/** /invoices shows the list; with an invoice open (/invoices/$invoiceId, a child route) only that invoice. */
export function InvoicesRoute() {
  const children = useChildMatches();
  return children.length > 0 ? <Outlet /> : <InvoicesPage />;
}
