import { createFileRoute } from '@tanstack/react-router';
import { FamiliesPage } from '../../../features/admin/families-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-families')({ component: FamiliesPage });
