import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../api/client.ts';
import { familyQuery } from '../../account/family-query.ts';
import { profileQuery } from '../../account/profile-query.ts';
import { SmsNoticesChoice } from '../../api/contract/consent.ts';
import { FamilyMember } from '../../api/contract/family.ts';
import type { PasswordChangeRequest } from '../../api/contract/profile.ts';
import { staleTimes } from '../../api/cache-times.ts';

export const profileQueries = {
  all: () => ['profile'] as const,
  profile: profileQuery,
  smsNotices: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'smsNotices'] as const,
      queryFn: ({ signal }) => apiRequest('/user/account/sms-notices', { schema: SmsNoticesChoice, signal }),
      staleTime: staleTimes.default,
    }),
};

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (change: PasswordChangeRequest) => apiSend('/user/account/password', { method: 'PUT', body: change }),
  });
}

/** Allows or refuses SMS notices; the answer is the recorded choice. */
export function useSaveSmsNoticesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) =>
      apiRequest('/user/account/sms-notices', { method: 'PUT', body: { allowed }, schema: SmsNoticesChoice }),
    onSuccess: (answer) => client.setQueryData(profileQueries.smsNotices().queryKey, answer),
  });
}

/** Adds a family member with the one-time code; pending until the family is read again, so it shows at once. */
export function useRedeemFamilyCodeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest('/user/family', { method: 'POST', body: { code }, schema: FamilyMember }),
    onSuccess: () => client.invalidateQueries({ queryKey: familyQuery().queryKey }),
  });
}
