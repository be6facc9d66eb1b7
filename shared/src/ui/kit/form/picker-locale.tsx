import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import 'dayjs/locale/zh-tw';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR, ptBR, zhTW } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { ReactNode, Ref } from 'react';

// Times are kept as wall-clock values in UTC, so the browser's own zone never moves them.
dayjs.extend(utc);

const ADAPTER_LOCALES: Record<string, string> = { en: 'en', de: 'de', fr: 'fr', pt: 'pt', 'zh-TW': 'zh-tw' };
const PICKER_TEXTS = { en: enUS, de: deDE, fr: frFR, pt: ptBR, 'zh-TW': zhTW } as const;

/** MUI X pickers in the app's language (order of day and month, 12 or 24 hours, their labels). */
export function PickerLocale({ children }: { children: ReactNode }) {
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

/** What a picker's text field takes from the form: its name, state, messages and accessible name. */
export interface PickerFieldProps {
  name?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: string;
  helperText?: string;
  onBlur?(): void;
  fullWidth?: boolean;
  /** The accessible name of the field when the label alone does not say which one it is. */
  ariaLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The slot props every picker of the kit gives its text field. */
export function fieldSlots(props: PickerFieldProps) {
  return {
    textField: {
      name: props.name,
      size: props.size,
      required: props.required,
      error: Boolean(props.error),
      helperText: props.error ?? props.helperText,
      onBlur: props.onBlur,
      fullWidth: props.fullWidth,
      inputRef: props.inputRef,
      // The group of the field's parts is named by its label unless a fuller name is given.
      ...(props.ariaLabel
        ? { slotProps: { input: { 'aria-labelledby': undefined, 'aria-label': props.ariaLabel } } }
        : {}),
    },
    field: { clearable: !props.required },
  };
}
