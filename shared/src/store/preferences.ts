/** Local storage keys of the staff member's choices on this device. */
export const PREFERENCE_KEYS = {
  layout: 'cloudfit:layout',
  center: 'cloudfit:currentCenter',
  locale: 'cloudfit:locale',
};

/** A stored choice over its defaults; the defaults when nothing (or something unreadable) is stored. */
export function readPreference<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? { ...fallback, ...JSON.parse(raw) } : fallback;
  } catch {
    return fallback;
  }
}

/** When the staff member last opened the news panel on this device: news shown since then is unread. */
export function newsSeenKey(staffId: number): string {
  return `cloudfit:newsSeenAt:${staffId}`;
}

export function readNewsSeenAt(staffId: number | undefined): string | undefined {
  if (staffId === undefined) return undefined;
  try {
    return localStorage.getItem(newsSeenKey(staffId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Announced on the window when a choice kept outside the store changes (the page cookie follows). */
export const PREFERENCES_CHANGED_EVENT = 'cloudfit:preferences-changed';

/** The staff member has seen the current news on this device, now. */
export function markNewsSeen(staffId: number): void {
  try {
    localStorage.setItem(newsSeenKey(staffId), new Date().toISOString());
  } catch {
    return;
  }
  window.dispatchEvent(new Event(PREFERENCES_CHANGED_EVENT));
}
