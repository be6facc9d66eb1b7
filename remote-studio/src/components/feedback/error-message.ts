import { ApiError } from '@cloudfit/shared/http/api-error';
import { i18n, translateMessage } from '@cloudfit/shared/i18n/i18n';

/** What to tell a person about a failed call: a business-rule code translated, else the server's message. */
export function describeError(error: unknown): string {
  if (ApiError.is(error)) {
    const code = error.code;
    if (code && i18n.exists(code, { ns: 'domain' })) return i18n.t(code, { ns: 'domain' });
    return translateMessage(error.message);
  }
  return i18n.t('kit.errors.unknown', { ns: 'studio' });
}
