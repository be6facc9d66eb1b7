/**
 * The SHA-256 of the text exactly as shown (UTF-8), as lowercase hex: sent with the signature so
 * the server refuses it if the request's text is not what the member read.
 */
export async function textSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
