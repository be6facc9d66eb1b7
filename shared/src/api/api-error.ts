/** The body of every error the API returns (docs/product.md, API conventions). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per-field messages for a 400, keyed by the field's dotted path. */
    fields?: Record<string, string>;
    /** The current record, on a 409 caused by a stale `version`. */
    current?: unknown;
    /** The facts a business rule's 422 names (counts, the members concerned), for the screen to show. */
    details?: unknown;
  };
}

export const API_ERROR_CODES = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'version_conflict',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  invalidCredentials: 'invalid_credentials',
  invalidRefreshToken: 'invalid_refresh_token',
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.message === 'string'
  );
}
