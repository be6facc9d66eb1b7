import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MembershipItem, SellMembershipInput } from '@cloudfit/shared/schemas/membership.schema';

/** One call: the membership, its invoice and the payment, in one transaction on the server. */
export function sellMembership(memberId: number, input: SellMembershipInput): Promise<MembershipItem> {
  return apiClient.post<MembershipItem>(`members/${memberId}/memberships`, input);
}
