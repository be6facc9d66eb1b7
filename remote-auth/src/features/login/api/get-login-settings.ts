import { apiClient } from '@cloudfit/shared/http/api-client';
import type { LoginSettings } from '@cloudfit/shared/schemas/auth.schema';
import { useQuery } from '@tanstack/react-query';

export const getLoginSettings = () =>
  apiClient.get<LoginSettings>('jwt/login-settings', { skipRefresh: true });

/** What the server's environment says the sign-in page shows (CLOUDFIT_HIDE_DEMO_ACCOUNTS). */
export function useLoginSettings() {
  return useQuery({
    queryKey: ['login-settings'],
    queryFn: getLoginSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
