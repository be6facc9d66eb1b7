import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  CancelMembershipInput,
  ExtendMembershipInput,
  FreezeMembershipInput,
  MembershipItem,
  UnfreezeMembershipInput,
} from '@cloudfit/shared/schemas/membership.schema';

/** `POST /memberships/:id/freeze|unfreeze|extend|cancel`: each answers the membership as it is now. */
export const membershipChanges = {
  freeze: (id: number, input: FreezeMembershipInput) =>
    apiClient.post<MembershipItem>(`memberships/${id}/freeze`, input),
  unfreeze: (id: number, input: UnfreezeMembershipInput) =>
    apiClient.post<MembershipItem>(`memberships/${id}/unfreeze`, input),
  extend: (id: number, input: ExtendMembershipInput) =>
    apiClient.post<MembershipItem>(`memberships/${id}/extend`, input),
  cancel: (id: number, input: CancelMembershipInput) =>
    apiClient.post<MembershipItem>(`memberships/${id}/cancel`, input),
};
