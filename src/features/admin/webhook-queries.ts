import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../api/client.ts';
import {
  WebhookDeliveries,
  WebhookEndpoint,
  WebhookEndpoints,
  WebhookSecret,
  type WebhookEndpointBody,
} from '../../api/contract/webhooks.ts';

/** The club's webhook endpoints and each one's deliveries (issue 39), read afresh on every visit. */
export const webhookQueries = {
  all: () => ['admin', 'webhooks'] as const,
  endpoints: () =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'endpoints'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/webhooks', { schema: WebhookEndpoints, signal }),
    }),
  deliveries: (endpointId: number) =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'deliveries', endpointId] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/webhooks/${endpointId}/deliveries`, { schema: WebhookDeliveries, signal }),
    }),
};

/**
 * Every change re-reads the endpoints and deliveries, whatever its outcome; `onlyEndpoints`: a deleted endpoint's
 * deliveries are not read again while its card leaves (they would answer 404).
 */
function useWebhookMutation<T, R>(mutationFn: (input: T) => Promise<R>, onlyEndpoints = false) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn,
    onSettled: () =>
      client.invalidateQueries({
        queryKey: onlyEndpoints ? webhookQueries.endpoints().queryKey : webhookQueries.all(),
      }),
  });
}

export const useAddWebhookMutation = () =>
  useWebhookMutation((body: WebhookEndpointBody) =>
    apiRequest('/admin/webhooks', { method: 'POST', body, schema: WebhookSecret }),
  );

export const useUpdateWebhookMutation = () =>
  useWebhookMutation(({ id, body }: { id: number; body: WebhookEndpointBody }) =>
    apiRequest(`/admin/webhooks/${id}`, { method: 'PUT', body, schema: WebhookEndpoint }),
  );

export const useRotateWebhookSecretMutation = () =>
  useWebhookMutation((id: number) =>
    apiRequest(`/admin/webhooks/${id}/rotate-secret`, { method: 'POST', schema: WebhookSecret }),
  );

export const useDeleteWebhookMutation = () =>
  useWebhookMutation((id: number) => apiSend(`/admin/webhooks/${id}`, { method: 'DELETE' }), true);

export const useSendAgainMutation = () =>
  useWebhookMutation((deliveryId: number) =>
    apiSend(`/admin/webhook-deliveries/${deliveryId}/send-again`, { method: 'POST' }),
  );
