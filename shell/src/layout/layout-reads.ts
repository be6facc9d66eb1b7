import type { EarlyRead } from '@cloudfit/shared/http/early-reads';
import { STUDIO_FORMAT_READS } from '@cloudfit/shared/ui/format/studio-profile-reads';

/** The navbar's branch switcher: every branch by name. */
export const CENTER_SWITCHER_READ = { path: 'centers', searchParams: { perPage: 100 } } satisfies EarlyRead;

/** The bell's count of the news current in the branch staff work in (every branch without one). */
export function currentNewsCountRead(centerId: number | undefined) {
  return { path: 'news', searchParams: { current: true, perPage: 1, centerId } } satisfies EarlyRead;
}

/**
 * What the menu layout reads as it mounts, whatever the screen, and the studio data the shell
 * reads before any signed-in screen shows (RemoteScreen).
 */
export function layoutReads(centerId: number | undefined): EarlyRead[] {
  return [CENTER_SWITCHER_READ, currentNewsCountRead(centerId), ...STUDIO_FORMAT_READS];
}
