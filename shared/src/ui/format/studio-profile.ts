import { apiClient } from '@cloudfit/shared/http/api-client';
import { useQuery } from '@tanstack/react-query';
import type { ListResult } from '../../api/list-query';
import type { Center } from '../../schemas/center.schema';
import type { StudioProfile } from '../../schemas/settings.schema';
import { ALL_CENTERS_READ, STUDIO_PROFILE_READ } from './studio-profile-reads';

const PROFILE_STALE_MS = 5 * 60_000;

/** Currency, tax rate and time zone of the studio: every signed-in role may read them. */
export function useStudioProfile() {
  return useQuery({
    queryKey: ['settings', 'profile'],
    queryFn: ({ signal }) => apiClient.get<StudioProfile>(STUDIO_PROFILE_READ.path, { signal }),
    staleTime: PROFILE_STALE_MS,
  });
}

/** Every branch of the chain, for pickers and for each branch's time zone. */
export function useCenters() {
  return useQuery({
    queryKey: ['centers', 'all'],
    queryFn: ({ signal }) => apiClient.get<ListResult<Center>>(ALL_CENTERS_READ.path, { signal }),
    staleTime: PROFILE_STALE_MS,
    select: (result) => result.items,
  });
}
