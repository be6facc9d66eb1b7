import { translateApiError } from '@cloudfit/shared/i18n/i18n';

/** What to tell a person about a failed call: a business-rule code translated, else the server's message. */
export const describeError = translateApiError;
