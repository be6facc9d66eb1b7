import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { type AppAbility, createAbility, VISITOR_RULES } from '../abilities/ability-rules';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import type { AuthTokens, UserData } from '../schemas/auth.schema';
import {
  isSignedIn,
  readStoredSession,
  type StoredSession,
  writeStoredSession,
} from '../session/session-storage';
import { LAYOUT_DEFAULTS } from './layout-defaults';
import { PREFERENCE_KEYS, readPreference } from './preferences';

export type Skin = 'light' | 'bordered' | 'dark' | 'semi-dark';
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';

export interface LayoutState {
  skin: Skin;
  isRTL: boolean;
  menuCollapsed: boolean;
  navbarType: NavbarType;
  footerType: FooterType;
}

export interface CurrentCenter {
  id: number;
  name: string;
}

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export interface AppState {
  session: StoredSession;
  ability: AppAbility;
  /** The branch the front desk works in; `null` means all centers. */
  currentCenter: CurrentCenter | null;
  layout: LayoutState;
  locale: Locale;
  toasts: Toast[];

  signIn(userData: UserData, tokens: AuthTokens): void;
  setTokens(tokens: AuthTokens): void;
  /** The demo shop's cart size, kept in the user record like the template (`extras`). */
  setCartItemsCount(count: number): void;
  signOut(): void;
  setCurrentCenter(center: CurrentCenter | null): void;
  setLayout(patch: Partial<LayoutState>): void;
  resetLayout(): void;
  setLocale(locale: Locale): void;
  toast(message: string, severity?: ToastSeverity): void;
  dismissToast(id: number): void;
}

function readLocale(): Locale {
  const stored = localStorage.getItem(PREFERENCE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
}

/** Everyone may read the auth and error pages; a signed-in user adds the rules of their role. */
function abilityFor(session: StoredSession): AppAbility {
  const roleRules = isSignedIn(session) && session.userData ? session.userData.ability : [];
  return createAbility([...VISITOR_RULES, ...roleRules]);
}

let nextToastId = 1;

/**
 * Creates an app store. Production code never calls this: it uses `appStore`, the one instance
 * the shell exposes through federation. Tests create their own.
 */
export function createAppStore() {
  const session = readStoredSession();
  const store = createStore<AppState>()((set, get) => ({
    session,
    ability: abilityFor(session),
    currentCenter: readPreference<CurrentCenter | null>(PREFERENCE_KEYS.center, null),
    layout: readPreference(PREFERENCE_KEYS.layout, LAYOUT_DEFAULTS),
    locale: readLocale(),
    toasts: [],

    signIn(userData, tokens) {
      const next = { userData, ...tokens };
      writeStoredSession(next);
      set({ session: next, ability: abilityFor(next) });
    },
    setTokens(tokens) {
      const next = { ...get().session, ...tokens };
      writeStoredSession(next);
      set({ session: next });
    },
    setCartItemsCount(count) {
      const { userData } = get().session;
      if (!userData) return;
      const next = {
        ...get().session,
        userData: { ...userData, extras: { ...userData.extras, eCommerceCartItemsCount: count } },
      };
      writeStoredSession(next);
      set({ session: next });
    },
    signOut() {
      const next = { userData: null, accessToken: null, refreshToken: null };
      writeStoredSession(next);
      set({ session: next, ability: abilityFor(next) });
    },
    setCurrentCenter(center) {
      if (center) localStorage.setItem(PREFERENCE_KEYS.center, JSON.stringify(center));
      else localStorage.removeItem(PREFERENCE_KEYS.center);
      set({ currentCenter: center });
    },
    setLayout(patch) {
      const layout = { ...get().layout, ...patch };
      localStorage.setItem(PREFERENCE_KEYS.layout, JSON.stringify(layout));
      set({ layout });
    },
    resetLayout() {
      localStorage.removeItem(PREFERENCE_KEYS.layout);
      set({ layout: LAYOUT_DEFAULTS });
    },
    setLocale(locale) {
      localStorage.setItem(PREFERENCE_KEYS.locale, locale);
      set({ locale });
    },
    toast(message, severity = 'success') {
      set({ toasts: [...get().toasts, { id: nextToastId++, message, severity }] });
    },
    dismissToast(id) {
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
    },
  }));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The one store of the running app, shared by the shell and every remote. */
export const appStore: AppStore = createAppStore();

export function useAppStore<T>(selector: (state: AppState) => T): T {
  const read = () => selector(appStore.getState());
  // Zustand's own hook renders a server's page from the store's first state; the server's page
  // render sets the store to the asking browser's state first, which is the one to render.
  return useSyncExternalStore(appStore.subscribe, read, read);
}

export const selectIsSignedIn = (state: AppState) => isSignedIn(state.session);
