import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import { minorToInput, parseMoneyInput, useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { DayPicker } from './DayPicker';
import { useNumberText } from './number-text';
import { useInputSlot, useKitField } from './text-fields';

/** Schema and server messages are English sentences; each field shows them in the user's language. */
function fieldError(message: string | undefined): string | undefined {
  return message ? translateMessage(message) : undefined;
}

/** What every field of the kit takes: the form value's name and the label it shows. */
export interface FormFieldProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** "12" → 12; `null` for an empty box; `NaN` for text that is not a whole number (yet). */
export function parseIntegerInput(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** "72.5" or "72,5" → 72.5; `null` for an empty box; `NaN` for text that is not a number. */
export function parseDecimalInput(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Digits and separators only: an amount, however long. */
const AMOUNT_TEXT = /^\s*\d[\d\s.,\u00a0']*$/;

/**
 * An amount in major units ("12,50") → minor units; `NaN` for text that is not an amount (yet). An
 * amount too long to count exactly is held as the largest exact integer, so the schema says it is
 * too large rather than that it is not an amount.
 */
export function parseMoneyText(text: string): number | null {
  const minor = parseMoneyInput(text);
  if (minor !== null) return minor;
  const digits = Number(text.replace(/\D/g, ''));
  return AMOUNT_TEXT.test(text) && digits > Number.MAX_SAFE_INTEGER / 100
    ? Number.MAX_SAFE_INTEGER
    : Number.NaN;
}

/** The currency sign the way the studio's amounts show it, and on which side: "NT$" before "0", or after it. */
export function currencySides(zero: string): { start?: string; end?: string } {
  const text = zero.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
  const at = text.indexOf('0');
  if (at < 0) return {};
  const start = text.slice(0, at).trim();
  const end = text.slice(at + 1).trim();
  return { start: start || undefined, end: end || undefined };
}

const numberToText = (value: number) => String(value);

/**
 * A number typed as text: `parse` turns the text into the form's value (NaN while it is not one
 * yet), `toText` the form's value back into text. The unit or currency stands beside it.
 */
export function FormNumber<V extends FieldValues>({
  name,
  label,
  helperText,
  parse,
  toText,
  inputMode,
  start,
  end,
  ...rest
}: FormFieldProps<V> & {
  parse(text: string): number | null;
  toText(value: number): string;
  inputMode: 'numeric' | 'decimal' | 'text';
  start?: string;
  end?: string;
}) {
  const { field, error } = useKitField<V>(name);
  const [text, type] = useNumberText(field.value, field.onChange, parse, toText);
  const inputSlot = useInputSlot();
  return (
    <TextField
      required={rest.required}
      disabled={rest.disabled}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: { inputMode },
        input: {
          ...inputSlot,
          startAdornment: start ? <InputAdornment position="start">{start}</InputAdornment> : undefined,
          endAdornment: end ? <InputAdornment position="end">{end}</InputAdornment> : undefined,
        },
      }}
      fullWidth
    />
  );
}

/** A whole number (credits, days, quantity); an empty box is null. */
export function FormInteger<V extends FieldValues>({ min, ...props }: FormFieldProps<V> & { min?: number }) {
  return (
    <FormNumber<V>
      {...props}
      parse={parseIntegerInput}
      toText={numberToText}
      // A phone's number pad has no minus sign: only a field that takes one gets the full keyboard.
      inputMode={min !== undefined && min < 0 ? 'text' : 'numeric'}
    />
  );
}

/**
 * A number with decimals (a weight, a measurement), typed with a point or a comma; the unit beside
 * it. Text that is not a number stays in the box and the schema's message explains it.
 */
export function FormDecimal<V extends FieldValues>({
  unit,
  ...props
}: FormFieldProps<V> & { unit?: string }) {
  return (
    <FormNumber<V>
      {...props}
      parse={parseDecimalInput}
      toText={numberToText}
      inputMode="decimal"
      end={unit}
    />
  );
}

/**
 * An amount typed in the studio's currency ("12.50"), kept in the form as integer minor units, with
 * the currency's sign where the screen's amounts have it ("NT$" before in English, after in German).
 * Text that is not an amount stays in the box and the schema's message explains it.
 */
export function FormMoney<V extends FieldValues>(props: FormFieldProps<V>) {
  const format = useStudioFormat();
  return (
    <FormNumber<V>
      {...props}
      parse={parseMoneyText}
      toText={minorToInput}
      inputMode="decimal"
      {...currencySides(format.money(0))}
    />
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** One of a list; numbers stay numbers. An empty choice is null unless `required`. */
export function FormSelect<V extends FieldValues>({
  name,
  label,
  helperText,
  options,
  ...rest
}: FormFieldProps<V> & { options: SelectOption[]; emptyLabel?: string }) {
  const { field, fieldState } = useController<V>({ name });
  const error = fieldError(fieldState.error?.message);
  const inputSlot = useInputSlot();
  return (
    <TextField
      select
      required={rest.required}
      disabled={rest.disabled}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        // A numeric value arrives as a number, not as the text of the menu item.
        const chosen = options.find((option) => String(option.value) === String(event.target.value));
        field.onChange(chosen ? chosen.value : null);
      }}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      // The empty choice says what it means ("As paid (Cash)", "Any trainer"), not a blank field.
      slotProps={
        rest.emptyLabel !== undefined
          ? { input: inputSlot, select: { displayEmpty: true }, inputLabel: { shrink: true } }
          : { input: inputSlot }
      }
    >
      {rest.emptyLabel !== undefined && <MenuItem value="">{rest.emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A calendar day `YYYY-MM-DD`; clearing it gives null. */
export function FormDay<V extends FieldValues>({
  name,
  label,
  helperText,
  ...rest
}: FormFieldProps<V> & { minDay?: string; maxDay?: string; birthDate?: boolean }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <DayPicker
      name={field.name}
      label={label}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldError(fieldState.error?.message)}
      helperText={helperText}
      required={rest.required}
      disabled={rest.disabled}
      minDay={rest.minDay}
      maxDay={rest.maxDay}
      birthDate={rest.birthDate}
      fullWidth
    />
  );
}

export function FormSwitch<V extends FieldValues>({ name, label, helperText, disabled }: FormFieldProps<V>) {
  const { field, fieldState } = useController<V>({ name });
  const error = fieldError(fieldState.error?.message);
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        }
        label={label}
      />
      {(error ?? helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
    </div>
  );
}

/** Free tags: type and press Enter (or leave the box, with `autoSelect`); suggestions from `options`. */
export function FormTags<V extends FieldValues>({
  name,
  label,
  helperText,
  options = [],
  autoSelect,
}: FormFieldProps<V> & { options?: string[]; autoSelect?: boolean }) {
  const { field, fieldState } = useController<V>({ name });
  const error = fieldError(fieldState.error?.message ?? firstItemError(fieldState.error));
  const inputSlot = useInputSlot();
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect={autoSelect}
      options={options}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(_event, value) => field.onChange(value.map((tag) => String(tag).trim()).filter(Boolean))}
      onBlur={field.onBlur}
      renderValue={(value, getItemProps) =>
        value.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{ ...params.slotProps, input: { ...params.slotProps.input, ...inputSlot } }}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((item) => item?.message)?.message;
}
