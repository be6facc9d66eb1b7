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
  /** Which record the values were typed into, so they are never put into another record's form. */
  record?: DraftRecord;
}

export interface DraftRecord {
  /** The record's id, null for a new record. */
  id: string | null;
  /** The form's values as read from the record when the draft was typed (its version included). */
  base: unknown;
}

const storageKey = (userId: number, formKey: string) => `${PREFIX}${userId}:${formKey}`;

export function keepFormDraft(
  userId: number,
  formKey: string,
  values: unknown,
  now = new Date(),
  record?: DraftRecord,
): void {
  try {
    const draft: FormDraft<unknown> = { values, savedAt: now.toISOString(), ...(record && { record }) };
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
