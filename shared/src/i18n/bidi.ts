/** First strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * A whole phrase of numbers, times, money or a range ("22 / 24", "12:15 PM–1:00 PM", "1.200,00 €",
 * "1 to 10 capital letters, digits or -") as one unit that the surrounding text direction cannot
 * reorder: in a right-to-left layout its parts keep their order, and it takes its own direction from
 * its first letter (left to right when it has none). Isolate the whole phrase, not each number in
 * it: isolated numbers still swap places around the separator between them.
 */
export function isolate(text: string): string {
  return text === '' ? text : `${FSI}${text}${PDI}`;
}

/** The text without the marks `isolate` adds, e.g. to compare or copy it. */
export function withoutIsolates(text: string): string {
  return text.replaceAll(FSI, '').replaceAll(PDI, '');
}
