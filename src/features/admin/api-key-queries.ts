import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { ApiKey, ApiKeys, ApiKeySecret, type ApiKeyBody } from '../../api/contract/api-keys.ts';

/** The club's API keys (issue 39), read afresh on every visit. */
export const apiKeyQueries = {
  list: () =>
    queryOptions({
      queryKey: ['admin', 'api-keys'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/api-keys', { schema: ApiKeys, signal }),
    }),
};

/** Every change re-reads the list, whatever its outcome. */
function useApiKeyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyQueries.list().queryKey }),
  });
}

export const useCreateApiKeyMutation = () =>
  useApiKeyMutation((body: ApiKeyBody) =>
    apiRequest('/admin/api-keys', { method: 'POST', body, schema: ApiKeySecret }),
  );

export const useRevokeApiKeyMutation = () =>
  useApiKeyMutation((id: number) => apiRequest(`/admin/api-keys/${id}`, { method: 'DELETE', schema: ApiKey }));
