import type { DomainCode } from '@cloudfit/shared/api/domain-codes';

/** What a business rule answers: the computed value, or the code the API returns in a 422 body. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; code: DomainCode };
