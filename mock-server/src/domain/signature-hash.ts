import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The SHA-256 of a document's text exactly as shown and signed (UTF-8, no normalisation), as
 * lowercase hex. Stored beside the signed text so that any later change to it can be detected.
 */
export function signatureTextSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Whether the text the signature pad showed (by its hash) is the request's text. */
export function isSameSignatureText(text: string, shownTextSha256: string): boolean {
  const expected = Buffer.from(signatureTextSha256(text), 'hex');
  const shown = Buffer.from(shownTextSha256, 'hex');
  return shown.length === expected.length && timingSafeEqual(expected, shown);
}
