import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import {
  Voucher,
  VoucherClaimResponse,
  VoucherInfo,
  VoucherPage,
  type VoucherClaimRequest,
} from '../../api/contract/voucher.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { cursorPaging, cursorQuery } from '../../api/pages.ts';

export const voucherQueries = {
  all: () => ['vouchers'] as const,
  /** Every state, latest expiry first, a page at a time. */
  list: () =>
    infiniteQueryOptions({
      queryKey: [...voucherQueries.all(), 'list'] as const,
      queryFn: ({ signal, pageParam }) =>
        apiRequest('/user/card/voucher', { query: cursorQuery(pageParam), schema: VoucherPage, signal }),
      ...cursorPaging,
      staleTime: staleTimes.vouchers,
    }),
  info: () =>
    queryOptions({
      queryKey: [...voucherQueries.all(), 'info'] as const,
      queryFn: ({ signal }) => apiRequest('/user/card/voucher/info', { schema: VoucherInfo, signal }),
      staleTime: staleTimes.activeVoucherInfo,
    }),
  /** A public voucher by id; `retry: false` so "not found" shows at once. */
  publicById: (id: string) =>
    queryOptions({
      queryKey: [...voucherQueries.all(), 'public', id] as const,
      queryFn: ({ signal }) => apiRequest('/public/voucher', { query: { id }, schema: Voucher, signal }),
      staleTime: staleTimes.voucher,
      retry: false,
    }),
};

/**
 * Claims one use of a public voucher; the answer is the claimer's personal code and the claimed
 * voucher, one use fewer, written into every cached look-up of it (the URL may hold any case).
 */
export function useClaimVoucherMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: VoucherClaimRequest) =>
      apiRequest('/public/voucher', { method: 'POST', body: claim, schema: VoucherClaimResponse }),
    onSuccess: ({ voucher }) => {
      queryClient.setQueriesData<Voucher>({ queryKey: [...voucherQueries.all(), 'public'] }, (cached) =>
        cached?.code === voucher.code ? voucher : cached,
      );
    },
  });
}
