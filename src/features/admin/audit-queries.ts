import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { AuditActorsResponse, AuditPage, type AuditAction, type AuditSubjectType } from '../../api/contract/audit.ts';
import { cursorPaging, cursorQuery } from '../../api/pages.ts';

/** What the admin filters the audit log by; empty texts are no filter. */
export type AuditFilter = {
  action: AuditAction | '';
  actorId: string;
  subjectType: AuditSubjectType | '';
  subjectId: string;
  from?: string;
  to?: string;
};

/** The filter as the query string takes it: only what is set. */
function filterQuery(f: AuditFilter): Record<string, string> {
  const entries = Object.entries({ ...f, subjectId: f.subjectType ? f.subjectId : '' });
  return Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** The club's audit log (issue 40), newest first, a page at a time; and who has entries in it. */
export const auditQueries = {
  all: () => ['admin', 'audit'] as const,
  log: (filter: AuditFilter) =>
    infiniteQueryOptions({
      queryKey: [...auditQueries.all(), 'log', filter] as const,
      queryFn: ({ signal, pageParam }) =>
        apiRequest('/admin/audit', {
          query: { ...filterQuery(filter), ...cursorQuery(pageParam) },
          schema: AuditPage,
          signal,
        }),
      ...cursorPaging,
      staleTime: staleTimes.default,
    }),
  actors: () =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'actors'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/audit/actors', { schema: AuditActorsResponse, signal }),
      staleTime: staleTimes.default,
    }),
};
