import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MembershipItem } from '@cloudfit/shared/schemas/membership.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /memberships/:id`: the membership with its freezes and credit ledger. */
export function useMembership(id: number) {
  return useQuery({
    queryKey: ['memberships', 'record', id],
    queryFn: ({ signal }) => apiClient.get<MembershipItem>(`memberships/${id}`, { signal }),
  });
}
