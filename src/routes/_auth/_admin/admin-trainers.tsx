import { createFileRoute } from '@tanstack/react-router';
import { resourceQueries } from '../../../features/admin-resources/queries.ts';
import { loadResourceTexts } from '../../../features/admin-resources/texts.ts';
import { TrainersPage } from '../../../features/admin-resources/trainers-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-trainers')({
  // the screen's texts come first; the list loads beside the screen, which shows the wait and any failure
  loader: async ({ context }) => {
    void context.queryClient.ensureQueryData(resourceQueries.trainers()).catch(() => undefined);
    await loadResourceTexts();
  },
  component: TrainersPage,
});
