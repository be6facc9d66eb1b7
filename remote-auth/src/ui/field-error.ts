import { translateMessage } from '@cloudfit/shared/i18n/i18n';

/** The helper text of a field: its schema or server message, translated. */
export function fieldError(message?: string): string | undefined {
  return message ? translateMessage(message) : undefined;
}
