import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { i18n, switchLanguage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  'zh-TW': '繁體中文',
};

/**
 * The sign-in page's language: remembered on this device (the same preference as the navbar's
 * language menu), so the back office opens in it after signing in.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = (LOCALES as readonly string[]).includes(i18n.language) ? i18n.language : 'en';
  return (
    <TextField
      select
      size="small"
      label={t('navbar.language')}
      value={current}
      onChange={(event) => {
        const locale = event.target.value as Locale;
        appStore.getState().setLocale(locale);
        void switchLanguage(locale);
      }}
      sx={{ minWidth: 170, justifySelf: 'end' }}
      slotProps={{
        select: { inputProps: { 'data-testid': 'login-language' } },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <TranslateOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    >
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </TextField>
  );
}
