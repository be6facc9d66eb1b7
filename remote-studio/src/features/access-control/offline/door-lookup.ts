import type { DoorListEntry } from '@cloudfit/shared/schemas/offline-check-in.schema';

const MAX_MATCHES = 8;
/** Fewer digits than this are part of a member number or a name, not a phone number. */
const MIN_PHONE_DIGITS = 4;

/** Lower case without accents: "José" is found by "jose". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The members of the desk's copy that what the desk typed finds, as the online search does: an
 * exact member number first (a scanned card), else a phone number (its digits, in any format), else
 * every word of a name.
 */
export function findAtDoor(items: readonly DoorListEntry[], typed: string): DoorListEntry[] {
  const q = folded(typed.trim());
  if (!q) return [];
  const byNumber = items.filter((item) => item.memberNumber.toLowerCase() === q);
  if (byNumber.length > 0) return byNumber;
  const digits = q.replace(/\D/g, '');
  if (digits.length >= MIN_PHONE_DIGITS && /^[\d\s+()./-]+$/.test(q)) {
    // A national number's leading 0 is not written in the international form (0922 → +886 922).
    const national = digits.replace(/^0+/, '');
    return items.filter((item) => item.phone?.replace(/\D/g, '').includes(national)).slice(0, MAX_MATCHES);
  }
  const words = q.split(/\s+/);
  return items
    .filter((item) => {
      const name = folded(item.fullName);
      return words.every((word) => name.includes(word)) || item.memberNumber.toLowerCase().startsWith(q);
    })
    .slice(0, MAX_MATCHES);
}
