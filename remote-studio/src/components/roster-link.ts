/**
 * A class's roster opens as a dialog over the class list, named in the address (`?class=<id>`).
 * Opened from another screen or from a row, it carries this mark in the history entry, so Close
 * goes back to where the desk was (the calendar, the list) instead of adding an entry that Back
 * would reopen the roster from.
 */
export const ROSTER_PARAM = 'class';

const OPENED = { rosterOpened: true } as const;

export function rosterAddress(classId: number): string {
  return `/class-list?${ROSTER_PARAM}=${classId}`;
}

/** The history state of an entry that opened a roster: Close may go back over it. */
export const rosterOpenedState = OPENED;

export function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'rosterOpened' in state;
}
