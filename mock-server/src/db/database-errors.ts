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

export function sqlState(error: unknown): string | undefined {
  return findDatabaseError(error)?.code;
}

/** The name of the unique constraint or index a failed insert or update violated. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const found = findDatabaseError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : undefined;
}
