/**
 * A form's unsaved values kept in the browser when the session ends under it, for the same user
 * only, so that signing in again brings them back instead of losing them.
 */
const PREFIX = 'cloudfit:form-draft:';
/** A draft older than this is stale: the record has most likely moved on. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface FormDraft<V> {
  values: V;
  savedAt: string;
}

const storageKey = (userId: number, formKey: string) => `${PREFIX}${userId}:${formKey}`;

export function keepFormDraft(userId: number, formKey: string, values: unknown, now = new Date()): void {
  try {
    const draft: FormDraft<unknown> = { values, savedAt: now.toISOString() };
    localStorage.setItem(storageKey(userId, formKey), JSON.stringify(draft));
  } catch {
    // A full or disabled storage keeps nothing; the session still ends.
  }
}

/** The kept draft of this form for this user, removed from storage as it is handed over. */
export function takeFormDraft<V>(userId: number, formKey: string, now = new Date()): FormDraft<V> | null {
  const key = storageKey(userId, formKey);
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  localStorage.removeItem(key);
  try {
    const draft = JSON.parse(raw) as FormDraft<V>;
    if (now.getTime() - Date.parse(draft.savedAt) > KEEP_MS) return null;
    return draft;
  } catch {
    return null;
  }
}
