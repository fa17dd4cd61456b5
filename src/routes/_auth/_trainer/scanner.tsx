import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { IdSearchValue } from '../../../api/contract/id.ts';
import { startScannerData } from '../../../features/trainer/scanner/scanner-data.ts';
import { ScannerPage } from '../../../features/trainer/scanner/scanner-page.tsx';

/** docs/behaviour.md#screens-and-routes QR and card scanner (trainers); `training` is the class the trainer came from. */
export const Route = createFileRoute('/_auth/_trainer/scanner')({
  validateSearch: v.object({ training: v.optional(v.fallback(v.optional(IdSearchValue), undefined)) }),
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search: { training } }) => ({ training }),
  loader: ({ context, deps }) => startScannerData(context.queryClient, deps.training),
  component: ScannerRoute,
});

function ScannerRoute() {
  const { training } = Route.useSearch();
  return <ScannerPage trainingId={training} />;
}
