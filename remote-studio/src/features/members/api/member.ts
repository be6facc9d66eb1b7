import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Member, UpdateMemberInput } from '@cloudfit/shared/schemas/member.schema';

/** `PUT /members/:id` with the version the profile was read at; a stale version is a 409. */
export function updateMember(id: number, input: UpdateMemberInput): Promise<Member> {
  return apiClient.put<Member>(`members/${id}`, input);
}
