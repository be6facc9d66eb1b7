import type { EarlyRead } from '@cloudfit/shared/http/early-reads';
import { STUDIO_FORMAT_READS } from '@cloudfit/shared/ui/format/studio-profile-reads';

/** The bell's count of the news current in the branch staff work in (every branch without one). */
export function currentNewsCountRead(centerId: number | undefined) {
  return { path: 'news', searchParams: { current: true, perPage: 1, centerId } } satisfies EarlyRead;
}

/**
 * What the menu layout reads as it mounts, whatever the screen, and the studio data the shell
 * reads before any signed-in screen shows (RemoteScreen); the navbar's branch switcher lists the
 * branches of the latter.
 */
export function layoutReads(centerId: number | undefined): EarlyRead[] {
  return [currentNewsCountRead(centerId), ...STUDIO_FORMAT_READS];
}
