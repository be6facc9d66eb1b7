import { MAX_IMAGE_BYTES } from '@cloudfit/shared/schemas/demo/pages-image.schema';

/**
 * Bodies that may carry an image data URL: base64 makes an 800 KB file about 1.07 MB of text, above
 * the server's 1 MB default, and the schema (not the body limit) should explain a too-large image.
 */
export const IMAGE_BODY_LIMIT_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) * 2;
