import { createFileRoute } from '@tanstack/react-router';
import { resourceQueries } from '../../../features/admin-resources/queries.ts';
import { TrainersPage } from '../../../features/admin-resources/trainers-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-trainers')({
  // the list loads beside the screen, which shows the wait and any failure (its texts: the root's beforeLoad)
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(resourceQueries.trainers()).catch(() => undefined);
  },
  component: TrainersPage,
});
