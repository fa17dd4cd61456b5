import { createFileRoute } from '@tanstack/react-router';
import { entryQueries } from '../../features/entry/queries.ts';
import { EntryPage } from '../../features/entry/entry-page.tsx';
import { DeferredRender } from '../../shell/deferred-render.tsx';

export const Route = createFileRoute('/_auth/entry')({
  // Not awaited: the page renders from the persisted cache at once and shows its own loading state.
  loader: ({ context }) => void context.queryClient.prefetchQuery(entryQueries.list()),
  component: EntryRoute,
});

function EntryRoute() {
  return (
    <DeferredRender>
      <EntryPage />
    </DeferredRender>
  );
}
