import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';

export interface SearchOption {
  value: string;
  label: string;
}

interface SearchSelectProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  options: SearchOption[];
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** One of a long list (time zones, currencies), found by typing part of its name; kept as its value. */
export function FormSearchSelect<V extends FieldValues>({
  name,
  label,
  options,
  helperText,
  required,
  disabled,
}: SearchSelectProps<V>) {
  const { field, fieldState } = useController<V>({ name });
  const message = fieldState.error?.message;
  const error = message ? translateMessage(message) : undefined;
  // A stored value the list lacks (a zone this browser does not list) is still shown as it is.
  const selected =
    options.find((option) => option.value === field.value) ??
    (typeof field.value === 'string' && field.value ? { value: field.value, label: field.value } : null);
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => field.onChange(option?.value ?? null)}
      onBlur={field.onBlur}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      disabled={disabled}
      disableClearable={required}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

/** Every IANA time zone the browser knows, as `Area/City`. */
export function FormTimeZone<V extends FieldValues>(props: Omit<SearchSelectProps<V>, 'options'>) {
  const options = useMemo(
    () =>
      Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [],
  );
  return <FormSearchSelect<V> {...props} options={options} />;
}
