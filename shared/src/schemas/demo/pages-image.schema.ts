import { z } from 'zod';

/** Uploaded pictures (account avatar, blog featured image) travel as data URLs and stay in memory. */
export const MAX_IMAGE_BYTES = 800 * 1024;
export const IMAGE_TYPE_MESSAGE = 'Choose a PNG or JPEG image.';
export const IMAGE_SIZE_MESSAGE = 'The image must be 800 KB or smaller.';

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
/** The first bytes of each format, base64-encoded: \x89PNG\r\n\x1a\n and \xff\xd8\xff. */
const SIGNATURES = { png: 'iVBORw0KGgo', jpeg: '/9j/' } as const;

/** The size of the file a base64 text decodes to. */
export function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

/** A PNG or JPEG file as `data:image/<type>;base64,...`, at most 800 KB once decoded. */
export const imageDataUrl = z.string({ error: IMAGE_TYPE_MESSAGE }).superRefine((value, context) => {
  const [, type, base64 = ''] = DATA_URL.exec(value) ?? [];
  if (!type || !base64.startsWith(SIGNATURES[type as keyof typeof SIGNATURES])) {
    context.addIssue({ code: 'custom', message: IMAGE_TYPE_MESSAGE });
  } else if (decodedBytes(base64) > MAX_IMAGE_BYTES) {
    context.addIssue({ code: 'custom', message: IMAGE_SIZE_MESSAGE });
  }
});

/** An https or http address, or an empty box. */
export const optionalWebAddress = z
  .string({ error: 'Enter a full web address starting with https://.' })
  .trim()
  .max(200, 'Keep the web address under 200 characters.')
  .refine(
    (value) => value === '' || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    'Enter a full web address starting with https://.',
  );
