import { createFileRoute } from '@tanstack/react-router';
import { MyDataPage } from '../../features/profile/my-data-page.tsx';

/** The member's data, readable and printable (issue #40), from the profile's "Your data". */
export const Route = createFileRoute('/_auth/my-data')({
  component: MyDataPage,
});
