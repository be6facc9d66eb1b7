import '../kit.i18n';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import type { FormFieldProps, SelectOption } from './form-fields';

function useField<V extends FieldValues>(name: Path<V>) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ name, control });
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
  const { field, error } = useField<V>(name);
  const [visible, setVisible] = useState(false);
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

/** A yes/no box (accept the terms); its message under it. */
export function FormCheckbox<V extends FieldValues>({ name, label, helperText, ...rest }: FormFieldProps<V>) {
  const { field, error } = useField<V>(name);
  return (
    <FormControl error={Boolean(error)} required={rest.required} disabled={rest.disabled}>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
        label={label}
      />
      {(error ?? helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

/** One of a few choices, all in view; numbers stay numbers. */
export function FormRadioGroup<V extends FieldValues>({
  name,
  label,
  helperText,
  options,
  row,
  ...rest
}: FormFieldProps<V> & { options: SelectOption[]; row?: boolean }) {
  const { field, error } = useField<V>(name);
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} required={rest.required} disabled={rest.disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          field.onChange(chosen ? chosen.value : null);
        }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {(error ?? helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

/** Several of a list, each with its box in the menu; the box shows the chosen labels. */
export function FormMultiSelect<V extends FieldValues>({
  name,
  label,
  helperText,
  options,
  ...rest
}: FormFieldProps<V> & { options: SelectOption[] }) {
  const { field, error } = useField<V>(name);
  const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
  const labelOf = (value: unknown) =>
    options.find((option) => option.value === value)?.label ?? String(value);
  return (
    <TextField
      select
      required={rest.required}
      disabled={rest.disabled}
      name={field.name}
      inputRef={field.ref}
      value={chosen}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{
        select: { multiple: true, renderValue: (values) => (values as unknown[]).map(labelOf).join(', ') },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox checked={chosen.includes(option.value)} tabIndex={-1} disableRipple />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
