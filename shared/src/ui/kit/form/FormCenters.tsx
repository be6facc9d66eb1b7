import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FieldValues, type Path, useController } from 'react-hook-form';

/**
 * Branches (where a package is sold, where someone works): a multiple choice of the open branches,
 * kept as ids. An archived branch the record already names stays listed, so it can be taken off.
 */
export function FormCenters<V extends FieldValues>({
  name,
  label,
  helperText,
  required = true,
  disabled,
}: {
  name: Path<V>;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController<V>({ name });
  const selected = (field.value as number[] | undefined) ?? [];
  const centers = (useCenters().data ?? []).filter((center) => center.active || selected.includes(center.id));
  const message = fieldState.error?.message ?? firstItemMessage(fieldState.error);
  const error = message ? translateMessage(message) : undefined;
  return (
    <TextField
      select
      required={required}
      disabled={disabled}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={selected}
      onChange={(event) => {
        const value = event.target.value as unknown as (number | string)[];
        field.onChange(value.map(Number));
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: (value) =>
            centers
              .filter((center) => (value as number[]).includes(center.id))
              .map((center) => center.name)
              .join(', '),
        },
      }}
    >
      {centers.map((center) => (
        <MenuItem key={center.id} value={center.id}>
          <Checkbox checked={selected.includes(center.id)} size="small" sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={center.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}

function firstItemMessage(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((item) => item?.message)?.message;
}
