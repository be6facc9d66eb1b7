import type { Database, Transaction } from './connection';
import { sqlState } from './database-errors';

/** SQLSTATEs after which PostgreSQL expects the whole transaction to be retried. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

export interface TransactionOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
}

/**
 * Runs `work` in one transaction on either engine, retrying it when PostgreSQL aborts it for a
 * serialization failure or deadlock (PGlite has one connection and never does).
 */
export async function withTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(
        work,
        options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined,
      );
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_SQLSTATES.has(sqlState(error) ?? '')) throw error;
    }
  }
}
