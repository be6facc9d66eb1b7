import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'onChange'
> & {
  name: Path<V>;
  label: string;
  /** The box holds a number: an empty box is null, which the schema refuses with its own message. */
  numeric?: boolean;
};

/** A text box of the surrounding kit form (a number box with `numeric`); the schema's English message is shown in the user's language. */
export function FormTextField<V extends FieldValues>({
  name,
  label,
  numeric,
  helperText,
  ...rest
}: FormTextFieldProps<V>) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      type={numeric ? 'number' : rest.type}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(
          numeric ? (event.target.value === '' ? null : Number(event.target.value)) : event.target.value,
        );
        // A choice from a list is complete, and a field showing an error re-checks as it is corrected:
        // both count as leaving the field, so the message goes (or changes) without waiting for a blur.
        if (rest.select || error) field.onBlur();
      }}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ? translateMessage(error) : helperText}
      fullWidth
    />
  );
}
