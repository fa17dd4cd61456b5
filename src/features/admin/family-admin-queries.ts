import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../api/client.ts';
import { AdminMemberPage } from '../../api/contract/admin-members.ts';
import { AdminFamily, FamilyLinkCode, FamilyMember } from '../../api/contract/family.ts';
import { cursorPaging, cursorQuery } from '../../api/pages.ts';

/** The admin's side of families (issue 38): find a member, their links, linking, unlinking and one-time codes. */
export const familyAdminQueries = {
  all: () => ['admin', 'families'] as const,
  members: (q: string) =>
    infiniteQueryOptions({
      queryKey: [...familyAdminQueries.all(), 'members', q] as const,
      queryFn: ({ signal, pageParam }) =>
        apiRequest('/admin/members', {
          query: { ...(q ? { q } : {}), ...cursorQuery(pageParam) },
          schema: AdminMemberPage,
          signal,
        }),
      ...cursorPaging,
      staleTime: 30_000,
    }),
  family: (memberId: number) =>
    queryOptions({
      queryKey: [...familyAdminQueries.all(), 'family', memberId] as const,
      queryFn: ({ signal }) => apiRequest(`/admin/member/${memberId}/family`, { schema: AdminFamily, signal }),
      staleTime: 0,
    }),
};

/** Links, unlinks and codes change what both people's family shows: read every family again. */
function useFamiliesChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...familyAdminQueries.all(), 'family'] });
}

export function useLinkDependantMutation(guardianId: number) {
  const changed = useFamiliesChanged();
  return useMutation({
    mutationFn: (dependantId: number) =>
      apiRequest(`/admin/member/${guardianId}/family`, {
        method: 'POST',
        body: { dependantId },
        schema: FamilyMember,
      }),
    onSettled: changed,
  });
}

export function useUnlinkDependantMutation(guardianId: number) {
  const changed = useFamiliesChanged();
  return useMutation({
    mutationFn: (dependantId: number) =>
      apiSend(`/admin/member/${guardianId}/family/${dependantId}`, { method: 'DELETE' }),
    onSettled: changed,
  });
}

export function useIssueFamilyCodeMutation(dependantId: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/admin/member/${dependantId}/family-code`, { method: 'POST', schema: FamilyLinkCode }),
  });
}
