import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../api/client.ts';
import { saveJsonFile } from '../../lib/save-json-file.ts';
import { ErasureState, MemberDataExport } from '../../api/contract/member-data.ts';

/**
 * The member's copy of their data and their erasure request (issue #40). The export is read when asked for and
 * not kept on the device (gcTime 0): it is all of the member's data, and the device may be shared.
 */
export const myDataQueries = {
  export: () =>
    queryOptions({
      queryKey: ['my-data', 'export'] as const,
      queryFn: ({ signal }) => apiRequest('/user/account/export', { schema: MemberDataExport, signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      meta: { persist: false },
    }),
  erasure: () =>
    queryOptions({
      queryKey: ['my-data', 'erasure'] as const,
      queryFn: ({ signal }) => apiRequest('/user/account/erasure', { schema: ErasureState, signal }),
    }),
};

/** Saves the export as a JSON file through the browser's download; it changes nothing cached. */
export function useDownloadMyDataMutation() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest('/user/account/export', { schema: MemberDataExport });
      saveJsonFile(data, `my-data-${data.club.tenant}-${data.exportedAt.slice(0, 10)}.json`);
    },
  });
}

export function useRequestErasureMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/user/account/erasure', { method: 'POST', body: { password }, schema: ErasureState }),
    onSuccess: (state) => client.setQueryData(myDataQueries.erasure().queryKey, state),
  });
}

export function useWithdrawErasureMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('/user/account/erasure', { method: 'DELETE' }),
    onSuccess: () =>
      client.setQueryData(myDataQueries.erasure().queryKey, { requested: false, requestedAt: null, dueAt: null }),
  });
}
