import { NUL_CHARACTER } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route cleans NUL characters out itself (a spreadsheet's cells) instead of refusing them. */
    keepsNulCharacters?: boolean;
  }
}

/** The path (`lines.2.note`, `q`) of the first text in `value` holding a NUL character, or null. */
export function nulCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a body or a query holding one failed in the
 * database with a 500, or cut a CSV export short. Refused before validation with a field message,
 * whatever the route; the schemas' text fields say the same in the browser before anything is sent.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config?.keepsNulCharacters) return;
  const path = nulCharacterPath(request.query) ?? nulCharacterPath(request.body);
  if (path !== null) throw validationFailed({ [path || 'body']: NUL_CHARACTER });
}
