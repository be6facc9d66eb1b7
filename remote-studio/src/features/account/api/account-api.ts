import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  AccountProfile,
  ChangePasswordInput,
  UpdateAccountProfileInput,
} from '@cloudfit/shared/schemas/account.schema';
import type { AuthTokens } from '@cloudfit/shared/schemas/auth.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const PROFILE_KEY = ['account', 'profile'] as const;

/** `GET /account/profile`: the signed-in staff member's own record. */
export function useAccountProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiClient.get<AccountProfile>('account/profile', { signal }),
  });
}

/** `PUT /account/profile`; the navbar's name follows at once. */
export function useSaveAccountProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: UpdateAccountProfileInput) => {
      const saved = await apiClient.put<AccountProfile>('account/profile', input);
      queryClient.setQueryData(PROFILE_KEY, saved);
      const { session, signIn } = appStore.getState();
      if (session.userData && session.accessToken && session.refreshToken) {
        signIn(
          { ...session.userData, fullName: saved.fullName, locale: saved.locale },
          { accessToken: session.accessToken, refreshToken: session.refreshToken },
        );
      }
      return saved;
    },
    [queryClient],
  );
}

/** `POST /account/password`: this session goes on with the new tokens; every other one is signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const tokens = await apiClient.post<AuthTokens>('account/password', input);
  appStore.getState().setTokens(tokens);
}
