/** Business constants and limits (docs/product.md, Limits and timings). */
export const CLIENT_VERSION = '1.2.77.0919';
export const TOAST_TIMEOUT_MS = 3000;
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;
export const SCROLL_TO_TOP_THRESHOLD_PX = 250;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const TOKEN_TYPE = 'Bearer';
export const PRINT_WINDOW_TIMEOUT_MS = 1000;
export const DEFAULT_LOCALE = 'en';
export const LOCALES = ['en', 'de', 'fr', 'pt', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

export const API_BASE_PATH = '/api/v1';

/** Local storage keys of the session (docs/product.md, Session). */
export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;
