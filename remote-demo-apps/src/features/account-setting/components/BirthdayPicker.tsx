import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import 'dayjs/locale/zh-tw';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { AccountInfo } from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR, ptBR, zhTW } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import { useController } from 'react-hook-form';

const ADAPTER_LOCALES: Record<string, string> = { en: 'en', de: 'de', fr: 'fr', pt: 'pt', 'zh-TW': 'zh-tw' };
const PICKER_TEXTS = { en: enUS, de: deDE, fr: frFR, pt: ptBR, 'zh-TW': zhTW } as const;
const ISO_DAY = 'YYYY-MM-DD';

/** The birthday (`YYYY-MM-DD` or null) in the user's language; an unfinished date is left for the schema to refuse. */
export function BirthdayPicker({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController<AccountInfo, 'dob'>({ name: 'dob' });
  const language = i18n.language as keyof typeof PICKER_TEXTS;
  const texts = (PICKER_TEXTS[language] ?? enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  const error = fieldState.error?.message;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALES[language] ?? 'en'}
      localeText={texts}
    >
      <DatePicker
        label={label}
        value={field.value ? dayjs(field.value, ISO_DAY) : null}
        onChange={(next) => field.onChange(next?.isValid() ? next.format(ISO_DAY) : next ? 'invalid' : null)}
        disableFuture
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: Boolean(error),
            helperText: error ? translateMessage(error) : undefined,
            fullWidth: true,
          },
        }}
      />
    </LocalizationProvider>
  );
}
