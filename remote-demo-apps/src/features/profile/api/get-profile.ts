import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Profile } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /profile/data`: header, about, suggested pages and posts (newest first). */
export function useProfile() {
  return useQuery({
    queryKey: ['demo', 'profile'],
    queryFn: ({ signal }) => apiClient.get<Profile>('profile/data', { signal }),
  });
}
