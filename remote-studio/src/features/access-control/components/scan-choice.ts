import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';

/** What a scanner sends: the member number, letter and digits (M001573). */
const MEMBER_NUMBER = /^[a-z]\d+$/i;
const DIGITS_ONLY = /^\d+$/;

/** The member number when the text is one as a scanner sends it: it needs no search to decide. */
export function scannedNumber(typed: string): string | undefined {
  const text = typed.trim();
  return MEMBER_NUMBER.test(text) ? text.toUpperCase() : undefined;
}

export type ScanChoice =
  | { kind: 'number'; memberNumber: string }
  | { kind: 'member'; member: MemberListEntry }
  | { kind: 'none' }
  | { kind: 'several' };

/**
 * What Enter in the scan field means, given the members the server finds for the text: a scanned
 * number goes straight to the door check; otherwise the one member found, or the member whose
 * number the digits are ("1573" for M001573); several leave the choice to the desk.
 */
export function scanChoice(typed: string, found: readonly MemberListEntry[] | undefined): ScanChoice {
  const text = typed.trim();
  const scanned = scannedNumber(text);
  if (scanned) return { kind: 'number', memberNumber: scanned };
  if (found === undefined) return { kind: 'number', memberNumber: text };
  if (found.length === 1) return { kind: 'member', member: found[0]! };
  if (DIGITS_ONLY.test(text)) {
    const byNumber = found.find((member) => Number(member.memberNumber.replace(/\D/g, '')) === Number(text));
    if (byNumber) return { kind: 'member', member: byNumber };
  }
  if (found.length === 0)
    return DIGITS_ONLY.test(text) ? { kind: 'number', memberNumber: text } : { kind: 'none' };
  return { kind: 'several' };
}
