import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../api/client.ts';
import { saveJsonFile } from '../../lib/save-json-file.ts';
import { ErasureQueue, MemberDataExport, PrivacySettings } from '../../api/contract/member-data.ts';

/** The club's side of members' data (issue #40): the erasure queue, its delay, and a member's export. */
export const privacyQueries = {
  erasures: () =>
    queryOptions({
      queryKey: ['admin', 'privacy', 'erasures'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/erasures', { schema: ErasureQueue, signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'privacy', 'settings'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/privacy', { schema: PrivacySettings, signal }),
    }),
};

export function useSavePrivacySettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) =>
      apiRequest('/admin/privacy', { method: 'PUT', body: settings, schema: PrivacySettings }),
    onSuccess: (saved) => client.setQueryData(privacyQueries.settings().queryKey, saved),
  });
}

export function useConfirmErasureMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => apiSend(`/admin/erasures/${requestId}/confirm`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: privacyQueries.erasures().queryKey }),
  });
}

/** A member's export as a JSON file, for a member who asks at the desk; it changes nothing cached. */
export function useDownloadMemberDataMutation() {
  return useMutation({
    mutationFn: async (clientId: number) => {
      const data = await apiRequest(`/admin/members/${clientId}/export`, { schema: MemberDataExport });
      saveJsonFile(data, `member-data-${data.profile.clientCode}-${data.exportedAt.slice(0, 10)}.json`);
    },
  });
}
