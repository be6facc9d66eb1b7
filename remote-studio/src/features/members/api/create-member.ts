import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CreateMemberInput, Member } from '@cloudfit/shared/schemas/member.schema';

/** `POST /members`: the server gives the member number. */
export function createMember(input: CreateMemberInput): Promise<Member> {
  return apiClient.post<Member>('members', input);
}
