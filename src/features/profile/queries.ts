import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../api/client.ts';
import type { PasswordChangeRequest } from '../../api/contract/profile.ts';
import { profileQuery } from '../../account/profile-query.ts';

export const profileQueries = {
  all: () => ['profile'] as const,
  profile: profileQuery,
};

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (change: PasswordChangeRequest) => apiSend('/user/account/password', { method: 'PUT', body: change }),
  });
}
