import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { FamilyResponse } from '../api/contract/family.ts';

/**
 * The member's family (issue 38): their dependants and their guardians. One query for the class dialog's "Book for
 * your family" and the profile's Family card, so adding someone in the profile shows them in the dialog at once.
 */
export const familyQuery = () =>
  queryOptions({
    queryKey: ['family'] as const,
    queryFn: ({ signal }) => apiRequest('/user/family', { schema: FamilyResponse, signal }),
    staleTime: 5 * 60_000,
  });
