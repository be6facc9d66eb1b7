import { z } from 'zod';
import { LOCALES } from '../constants';

/**
 * The cookie by which the server can render a signed-in browser's page: the session's refresh
 * token (the server only checks it, never exchanges it) and what the page looks like in that
 * browser. The browser keeps it equal to its store (shell/src/page-render/page-cookie-mirror.ts);
 * no API request is ever authorised by it.
 */
export const PAGE_COOKIE = 'cloudfit_page';

const pagePreferencesSchema = z.object({
  locale: z.enum(LOCALES).optional(),
  layout: z
    .object({
      skin: z.enum(['light', 'bordered', 'dark', 'semi-dark']),
      isRTL: z.boolean(),
      menuCollapsed: z.boolean(),
      navbarType: z.enum(['floating', 'sticky', 'static', 'hidden']),
      footerType: z.enum(['static', 'sticky', 'hidden']),
    })
    .partial()
    .optional(),
  center: z
    .object({ id: z.number().int().positive(), name: z.string().max(200) })
    .nullable()
    .optional(),
  /** The window's width in CSS pixels. */
  width: z.number().int().min(0).max(100_000).optional(),
  /** When the user last opened the news panel on this device (the navbar's unread count). */
  newsSeenAt: z.string().max(40).optional(),
});

export type PagePreferences = z.infer<typeof pagePreferencesSchema>;

const pageCookieSchema = z.object({
  refreshToken: z.string().min(1).max(200),
  preferences: pagePreferencesSchema,
});

export type PageCookie = z.infer<typeof pageCookieSchema>;

export function encodePageCookie(value: PageCookie): string {
  return encodeURIComponent(JSON.stringify(value));
}

/** The cookie's value, or undefined for anything that is not one this app wrote. */
export function decodePageCookie(raw: string | undefined): PageCookie | undefined {
  if (!raw || raw.length > 4096) return undefined;
  try {
    const parsed = pageCookieSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The page cookie's value in a `Cookie` request header. */
export function pageCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PAGE_COOKIE) return value.join('=');
  }
  return undefined;
}
