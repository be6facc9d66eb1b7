import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SettingsItem } from '@cloudfit/shared/schemas/settings.schema';
import { useQuery } from '@tanstack/react-query';

export const SETTINGS_KEY = ['settings', 'all'] as const;

/** `GET /settings`: every setting of the studio (managers only; others read the profile). */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiClient.get<SettingsItem>('settings', { signal }),
  });
}
