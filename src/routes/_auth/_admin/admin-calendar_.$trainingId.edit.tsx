import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '../../../api/contract/id.ts';
import { startClassFormData } from '../../../features/admin/class-form-data.ts';
import { ClassFormPage } from '../../../features/admin/class-form-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-calendar_/$trainingId/edit')({
  params: {
    parse: ({ trainingId }) => {
      const id = parseId(trainingId);
      if (id === undefined) throw notFound();
      return { trainingId: id };
    },
    stringify: ({ trainingId }) => ({ trainingId: String(trainingId) }),
  },
  loader: ({ context, params }) => startClassFormData(context.queryClient, params.trainingId),
  component: EditClassRoute,
});

function EditClassRoute() {
  const { trainingId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ClassFormPage
      trainingId={trainingId}
      onDone={(day, id) => void navigate({ to: '/admin-calendar', search: { date: day, id } })}
    />
  );
}
