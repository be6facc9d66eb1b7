import type { EarlyRead } from '@cloudfit/shared/http/early-reads';
import { STUDIO_FORMAT_READS } from '@cloudfit/shared/ui/format/studio-profile-reads';

/**
 * The bell's count of the current news in the branch staff work in (every branch without one) that
 * this reader has not seen: shown since they last opened the news panel on this device.
 */
export function currentNewsCountRead(centerId: number | undefined, seenAt: string | undefined) {
  return {
    path: 'news',
    searchParams: { current: true, perPage: 1, centerId, shownAfter: seenAt },
  } satisfies EarlyRead;
}

/**
 * What the menu layout reads as it mounts, whatever the screen, and the studio data the shell
 * reads before any signed-in screen shows (RemoteScreen); the navbar's branch switcher lists the
 * branches of the latter.
 */
export function layoutReads(centerId: number | undefined, newsSeenAt?: string): EarlyRead[] {
  return [currentNewsCountRead(centerId, newsSeenAt), ...STUDIO_FORMAT_READS];
}
