import './form.i18n';
import '../kit.i18n';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { createContext, useContext, useState } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import type { FormFieldProps } from './form-fields';

// The text fields stand apart from the number, choice and day fields so that a sign-in page's
// bundle holds only these.

/**
 * True inside a FieldGrid, which puts MUI's autofill keyframes on the page once for all its fields:
 * each input there leaves out its own copy (five components and a style element per input).
 */
export const InputStylesAbove = createContext(false);
const NO_INPUT_STYLES = { disableInjectingGlobalStyles: true } as const;

/** What a kit field gives its MUI input slot: nothing, or "the keyframes are on the page already". */
export function useInputSlot(): typeof NO_INPUT_STYLES | undefined {
  return useContext(InputStylesAbove) ? NO_INPUT_STYLES : undefined;
}

/** A kit field's binding: its value in the surrounding form and its message in the user's language. */
export function useKitField<V extends FieldValues>(name: Path<V>) {
  const { field, fieldState } = useController<V>({ name });
  const message = fieldState.error?.message;
  return { field, error: message ? translateMessage(message) : undefined };
}

/** A password with a button that shows what was typed. */
export function FormPassword<V extends FieldValues>({
  name,
  label,
  helperText,
  autoComplete,
  autoFocus,
  ...rest
}: FormFieldProps<V> & { autoComplete?: 'current-password' | 'new-password'; autoFocus?: boolean }) {
  const { t } = useTranslation('kit');
  const { field, error } = useKitField<V>(name);
  const [visible, setVisible] = useState(false);
  const inputSlot = useInputSlot();
  return (
    <TextField
      required={rest.required}
      disabled={rest.disabled}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      type={visible ? 'text' : 'password'}
      fullWidth
      slotProps={{
        input: {
          ...inputSlot,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('form.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

type TextProps<V extends FieldValues> = FormFieldProps<V> &
  Pick<
    TextFieldProps,
    'type' | 'multiline' | 'minRows' | 'autoComplete' | 'placeholder' | 'autoFocus' | 'size'
  > & {
    /** An empty box is null, for a schema that takes null but refuses "" (e.g. a barcode). */
    emptyAsNull?: boolean;
    /** The label stays above the box even when it is empty (a date box, whose empty form shows a pattern). */
    shrinkLabel?: boolean;
  };

/** Text; an empty box is sent as the schema decides (optional texts become null). */
export function FormText<V extends FieldValues>({
  name,
  label,
  helperText,
  emptyAsNull,
  shrinkLabel,
  ...rest
}: TextProps<V>) {
  const { field, error } = useKitField<V>(name);
  const inputSlot = useInputSlot();
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(emptyAsNull && event.target.value.trim() === '' ? null : event.target.value)
      }
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{ input: inputSlot, inputLabel: shrinkLabel ? { shrink: true } : undefined }}
    />
  );
}
