import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormFieldProps, SelectOption } from './form-fields';
import { useKitField } from './text-fields';

/** A yes/no box (accept the terms); its message under it. */
export function FormCheckbox<V extends FieldValues>({ name, label, helperText, ...rest }: FormFieldProps<V>) {
  const { field, error } = useKitField<V>(name);
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
  const { field, error } = useKitField<V>(name);
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
  const { field, error } = useKitField<V>(name);
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
