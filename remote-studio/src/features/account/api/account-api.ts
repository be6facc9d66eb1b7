import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  AccountProfile,
  ChangePasswordInput,
  UpdateAccountProfileInput,
} from '@cloudfit/shared/schemas/account.schema';
import type { AuthTokens } from '@cloudfit/shared/schemas/auth.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { useRecord, useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useCallback } from 'react';

const PROFILE = { path: 'account/profile' } as const;

/** `GET /account/profile`: the signed-in staff member's own record. */
export function useAccountProfile() {
  return useRecord<AccountProfile>('account', 'profile', PROFILE);
}

/** `PUT /account/profile`; the navbar's name follows at once (the session in the store holds it). */
export function useSaveAccountProfile() {
  const save = useSaveRecord<AccountProfile, UpdateAccountProfileInput>('account', 'profile', {
    ...PROFILE,
    keepAnswer: true,
  });
  return useCallback(
    async (input: UpdateAccountProfileInput) => {
      const saved = await save(input);
      const { session, signIn } = appStore.getState();
      if (session.userData && session.accessToken && session.refreshToken) {
        signIn(
          { ...session.userData, fullName: saved.fullName, locale: saved.locale },
          { accessToken: session.accessToken, refreshToken: session.refreshToken },
        );
      }
      return saved;
    },
    [save],
  );
}

/** `POST /account/password`: this session goes on with the new tokens; every other one is signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const tokens = await apiClient.post<AuthTokens>('account/password', input);
  appStore.getState().setTokens(tokens);
}
