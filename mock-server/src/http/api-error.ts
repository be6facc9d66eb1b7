import { API_ERROR_CODES, type ApiErrorBody } from '@cloudfit/shared/api/api-error';

/** Thrown by any route or helper; the error handler turns it into `{error: {code, message, ...}}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Pick<ApiErrorBody['error'], 'fields' | 'current' | 'details'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export function notFound(entity = 'Record'): ApiError {
  return new ApiError(404, API_ERROR_CODES.notFound, `${entity} not found`);
}

export function validationFailed(fields: Record<string, string>): ApiError {
  return new ApiError(400, API_ERROR_CODES.validation, Object.values(fields)[0] ?? 'Invalid input', {
    fields,
  });
}

export function versionConflict(current: unknown): ApiError {
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    'This record was changed by someone else. Review the current values and try again.',
    { current },
  );
}

/** A business rule refused the request (class full, coupon expired, ...). */
export function businessRule(code: string, message: string, details?: unknown): ApiError {
  return new ApiError(422, code, message, details === undefined ? {} : { details });
}
