import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  AccountSection,
  AccountSetting,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const ACCOUNT_SETTING_KEY = ['demo', 'account-setting'] as const;

/** `GET /account-setting/data`: every tab's values. */
export function useAccountSetting() {
  return useQuery({
    queryKey: ACCOUNT_SETTING_KEY,
    queryFn: ({ signal }) => apiClient.get<AccountSetting>('account-setting/data', { signal }),
  });
}

/** `POST /account-setting/data/{section}`: saves one tab, then the settings are read again. */
export function useSaveAccountSection<S extends AccountSection>(section: S) {
  const queryClient = useQueryClient();
  return useCallback(
    async (values: AccountSetting[S]) => {
      const saved = await apiClient.post<AccountSetting[S]>(`account-setting/data/${section}`, values);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTING_KEY });
      return saved;
    },
    [queryClient, section],
  );
}
