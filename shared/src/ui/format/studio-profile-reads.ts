import type { EarlyRead } from '../../http/early-reads';

/** The studio's currency, tax rate and time zone. */
export const STUDIO_PROFILE_READ = { path: 'settings/profile' } satisfies EarlyRead;

/** Every branch, for pickers and each branch's time zone. */
export const ALL_CENTERS_READ = { path: 'centers' } satisfies EarlyRead;

/** What a screen that shows money, dates or branches reads first. */
export const STUDIO_FORMAT_READS: EarlyRead[] = [STUDIO_PROFILE_READ, ALL_CENTERS_READ];
