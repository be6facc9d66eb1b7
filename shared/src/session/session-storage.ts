import { STORAGE_KEYS } from '../constants';
import type { UserData } from '../schemas/auth.schema';

export interface StoredSession {
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The session as kept in local storage under the keys of docs/product.md, Session. */
export function readStoredSession(): StoredSession {
  return {
    userData: readJson<UserData>(STORAGE_KEYS.userData),
    accessToken: localStorage.getItem(STORAGE_KEYS.accessToken),
    refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken),
  };
}

export function writeStoredSession(session: StoredSession): void {
  const entries: [string, string | null][] = [
    [STORAGE_KEYS.userData, session.userData ? JSON.stringify(session.userData) : null],
    [STORAGE_KEYS.accessToken, session.accessToken],
    [STORAGE_KEYS.refreshToken, session.refreshToken],
  ];
  for (const [key, value] of entries) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
}

/** Signed in means both a stored user record and a stored access token (docs/product.md, Session). */
export function isSignedIn(session: StoredSession): boolean {
  return session.userData !== null && Boolean(session.accessToken);
}
