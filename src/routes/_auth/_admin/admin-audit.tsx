import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../../features/admin/audit-log-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-audit')({
  component: AuditLogPage,
});
