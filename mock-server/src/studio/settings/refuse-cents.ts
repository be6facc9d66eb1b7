import { centsIssues, type MoneyFields } from '@cloudfit/shared/schemas/studio-fields';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/connection';
import { studioSettings } from '../../db/schema/studio';
import { validationFailed } from '../../http/api-error';

/** A 400 naming each money field that holds cents the currency does not use (NT$100.50). */
export function refuseCents<T>(value: T, moneyFields: MoneyFields<T>, currency: string): void {
  const issues = centsIssues(value, moneyFields, currency);
  if (Object.keys(issues).length > 0) throw validationFailed(issues);
}

export async function studioCurrency(db: Database | Transaction): Promise<string> {
  const [settings] = await db
    .select({ currency: studioSettings.currency })
    .from(studioSettings)
    .where(eq(studioSettings.id, 1));
  return settings?.currency ?? 'TWD';
}

/** A route hook, after the body is validated: its amounts are in the studio's currency. */
export function refuseCentsInStudioCurrency<T>(moneyFields: MoneyFields<T>) {
  return async (request: FastifyRequest) => {
    refuseCents(request.body as T, moneyFields, await studioCurrency(request.server.db));
  };
}
