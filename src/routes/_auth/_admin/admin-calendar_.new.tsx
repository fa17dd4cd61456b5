import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { IsoDate } from '../../../api/contract/wire-formats.ts';
import { ClassFormPage } from '../../../features/admin/class-form-page.tsx';

// a bad date falls back to today rather than failing the page
const NewClassSearch = v.object({ date: v.fallback(v.optional(IsoDate), undefined) });

export const Route = createFileRoute('/_auth/_admin/admin-calendar_/new')({
  validateSearch: (search) => v.parse(NewClassSearch, search),
  component: NewClassRoute,
});

function NewClassRoute() {
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ClassFormPage date={date} onDone={(day, id) => void navigate({ to: '/admin-calendar', search: { date: day, id } })} />;
}
