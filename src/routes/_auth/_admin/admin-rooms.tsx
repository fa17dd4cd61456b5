import { createFileRoute } from '@tanstack/react-router';
import { resourceQueries } from '../../../features/admin-resources/queries.ts';
import { RoomsPage } from '../../../features/admin-resources/rooms-page.tsx';
import { loadResourceTexts } from '../../../features/admin-resources/texts.ts';

export const Route = createFileRoute('/_auth/_admin/admin-rooms')({
  // the screen's texts come first; the list loads beside the screen, which shows the wait and any failure
  loader: async ({ context }) => {
    void context.queryClient.ensureQueryData(resourceQueries.rooms()).catch(() => undefined);
    await loadResourceTexts();
  },
  component: RoomsPage,
});
