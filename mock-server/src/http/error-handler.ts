import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import { ApiError, validationFailed } from './api-error';

/** Codes for the client errors fastify raises itself before a route runs. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: API_ERROR_CODES.unauthorized,
  403: API_ERROR_CODES.forbidden,
  404: API_ERROR_CODES.notFound,
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: API_ERROR_CODES.rateLimited,
};

function toApiError(error: FastifyError | ApiError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? 'body');
      fields[field] ??= issue.message ?? 'Invalid value';
    }
    return validationFailed(fields);
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return new ApiError(status, CODE_BY_STATUS[status] ?? 'bad_request', error.message);
  }
  return undefined;
}

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one error handler: client errors keep their status, a database that cannot be reached is a
 * 503 (it comes back by itself), anything else is a bug logged as a 500.
 */
export function apiErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const apiError = toApiError(error);
  if (apiError) return reply.status(apiError.statusCode).send(apiError.toBody());
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(
        new ApiError(
          503,
          API_ERROR_CODES.serviceUnavailable,
          'The server cannot reach its database right now. Try again in a few seconds.',
        ).toBody(),
      );
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send(new ApiError(500, 'internal_error', 'Something went wrong on the server.').toBody());
}
