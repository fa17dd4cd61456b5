import { createFileRoute } from '@tanstack/react-router';
import { resourceQueries } from '../../../features/admin-resources/queries.ts';
import { RoomsPage } from '../../../features/admin-resources/rooms-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-rooms')({
  // the list loads beside the screen, which shows the wait and any failure (its texts: the root's beforeLoad)
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(resourceQueries.rooms()).catch(() => undefined);
  },
  component: RoomsPage,
});
