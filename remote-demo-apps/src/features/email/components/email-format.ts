import type { Email } from '@cloudfit/shared/schemas/demo/email.schema';

/** Today's emails show the time, older ones the date, in the reader's language. */
export function formatEmailTime(iso: string, language: string): string {
  const time = new Date(iso);
  const today = new Date().toDateString() === time.toDateString();
  return new Intl.DateTimeFormat(language, today ? { timeStyle: 'short' } : { dateStyle: 'medium' }).format(
    time,
  );
}

/** Whom a list row names: the recipient for what the user wrote, the sender otherwise. */
export function correspondent(email: Email): string {
  const outgoing = email.folder === 'sent' || email.folder === 'draft';
  return outgoing ? (email.to[0]?.name ?? '') : email.from.name;
}
