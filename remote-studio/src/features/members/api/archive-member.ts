import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `POST /members/:id/archive`: hidden everywhere, history kept. */
export function useArchiveMember(options: { successMessage: string; onSuccess(): void }) {
  return useApiMutation({
    mutate: (member: Pick<Member, 'id' | 'version'>) =>
      apiClient.post<void>(`members/${member.id}/archive`, { version: member.version }),
    successMessage: options.successMessage,
    invalidate: [['members']],
    onSuccess: options.onSuccess,
  });
}
