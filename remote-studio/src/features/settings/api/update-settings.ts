import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SettingsItem, UpdateSettingsInput } from '@cloudfit/shared/schemas/settings.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SETTINGS_KEY } from './use-settings';

/**
 * `PUT /settings` with the version it was read at. Every `settings` query refreshes, the studio
 * profile (`['settings', 'profile']`) included, so money and dates follow a new currency or zone.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: UpdateSettingsInput) => {
      const saved = await apiClient.put<SettingsItem>('settings', input);
      queryClient.setQueryData(SETTINGS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
      return saved;
    },
    [queryClient],
  );
}
