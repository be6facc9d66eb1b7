import type { Locale } from '@cloudfit/shared/constants';

/** Each language named in itself, as a person looking for their own would read it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  'zh-TW': '繁體中文',
};
