/** Fields of a PostgreSQL error, which drizzle may wrap in its own error as `cause`. */
function findDatabaseError(error: unknown): { code: string; constraint?: string } | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
}

/** SQLSTATEs of a server that is going away or not yet back: admin, crash shutdown, starting up. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
/** Socket errors and node-postgres's own messages when the server is gone or does not answer. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** True when a query failed because the database server could not be reached, not because of the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return state.startsWith('08') || SERVER_GOING_AWAY.has(state);
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  }
  return false;
}

export function sqlState(error: unknown): string | undefined {
  return findDatabaseError(error)?.code;
}

/** The name of the unique constraint or index a failed insert or update violated. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const found = findDatabaseError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : undefined;
}
