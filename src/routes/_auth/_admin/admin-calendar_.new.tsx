import { createFileRoute } from '@tanstack/react-router';
import { startClassFormData } from '../../../features/admin/class-form-data.ts';
import { ClassFormPage } from '../../../features/admin/class-form-page.tsx';
import { parseNewClassSearch } from '../../../schedule/admin-search.ts';

export const Route = createFileRoute('/_auth/_admin/admin-calendar_/new')({
  validateSearch: parseNewClassSearch,
  loader: ({ context }) => startClassFormData(context.queryClient, undefined),
  component: NewClassRoute,
});

function NewClassRoute() {
  const { date, room, time } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClassFormPage
      date={date}
      prefill={{ roomId: room, startTime: time }}
      onDone={(day, id) => void navigate({ to: '/admin-calendar', search: { date: day, id } })}
    />
  );
}
