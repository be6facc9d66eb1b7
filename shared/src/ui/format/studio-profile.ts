import { apiClient } from '@cloudfit/shared/http/api-client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '../../api/list-query';
import type { Center } from '../../schemas/center.schema';
import type { StudioProfile } from '../../schemas/settings.schema';
import { ALL_CENTERS_READ, STUDIO_PROFILE_READ } from './studio-profile-reads';

const PROFILE_STALE_MS = 5 * 60_000;

/** Currency, tax rate and time zone of the studio: every signed-in role may read them. */
const studioProfileQuery = queryOptions({
  queryKey: ['settings', 'profile'],
  queryFn: ({ signal }) => apiClient.get<StudioProfile>(STUDIO_PROFILE_READ.path, { signal }),
  staleTime: PROFILE_STALE_MS,
});

/** Every branch of the chain, for pickers and for each branch's time zone. */
const allCentersQuery = queryOptions({
  queryKey: ['centers', 'all'],
  queryFn: ({ signal }) => apiClient.get<ListResult<Center>>(ALL_CENTERS_READ.path, { signal }),
  staleTime: PROFILE_STALE_MS,
});

export function useStudioProfile() {
  return useQuery(studioProfileQuery);
}

/** Every branch; `enabled` false for a user who may not read branches. */
export function useCenters(enabled = true) {
  return useQuery({ ...allCentersQuery, select: (result) => result.items, enabled });
}

/**
 * Fetches what every studio screen formats money, dates and branches with, or finds it cached.
 * The shell waits for it before a signed-in screen first renders, so no screen shows a fallback
 * currency or time zone that changes a moment later (and re-renders whole). Never fails: a screen
 * whose profile could not be read shows its own error.
 */
export async function ensureStudioFormatData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(studioProfileQuery),
    queryClient.ensureQueryData(allCentersQuery),
  ]).catch(() => undefined);
}
