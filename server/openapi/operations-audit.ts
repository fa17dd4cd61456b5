import { AuditActorsResponse, AuditPage, AuditQuery } from '../../src/api/contract/audit.ts';
import type { Operation } from './operation.ts';

/** Issue 40: the club's audit log (server/routes/audit.ts). */
export const operationsAudit: Operation[] = [
  {
    method: 'GET',
    pattern: '/admin/audit',
    summary: "A page of the club's audit log, newest first",
    description:
      'Every staff action with who, when, from where (request id, client address), what and the values before and ' +
      'after. Filters: action, actorId, subjectType (with subjectId), and the instants [from, to). Each entry ' +
      'carries its place in the club’s hash chain (`seq`); `npm run audit:check` verifies the chain.',
    minRole: 'admin',
    query: AuditQuery,
    answers: { 200: AuditPage },
  },
  {
    method: 'GET',
    pattern: '/admin/audit/actors',
    summary: 'Everyone with an entry in the club’s audit log',
    minRole: 'admin',
    answers: { 200: AuditActorsResponse },
  },
];
