import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { AccountStatus } from '../api/contract/profile.ts';
import { MemberNotices } from '../api/contract/notice.ts';
import { staleTimes } from '../api/cache-times.ts';

/** The member's account status: the profile shows it, and home, entry and the timetable warn when it is not normal. */
export const accountQueries = {
  all: () => ['account'] as const,
  status: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => apiRequest('/user/account/status', { schema: AccountStatus, signal }),
      staleTime: staleTimes.default,
    }),
  /** what happened to the member's places since they last looked (promotions from the waiting list) */
  notices: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'notices'] as const,
      queryFn: ({ signal }) => apiRequest('/user/notice', { schema: MemberNotices, signal }),
      staleTime: 0,
    }),
};
