import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import 'dayjs/locale/zh-tw';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR, ptBR, zhTW } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';

const ADAPTER_LOCALES: Record<string, string> = { en: 'en', de: 'de', fr: 'fr', pt: 'pt', 'zh-TW': 'zh-tw' };
const PICKER_TEXTS = { en: enUS, de: deDE, fr: frFR, pt: ptBR, 'zh-TW': zhTW } as const;

/** Date and time pickers in the user's language (calendar, week start and the pickers' own texts). */
export function PickerProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language as keyof typeof PICKER_TEXTS;
  const texts = (PICKER_TEXTS[language] ?? enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALES[language] ?? 'en'}
      localeText={texts}
    >
      {children}
    </LocalizationProvider>
  );
}
