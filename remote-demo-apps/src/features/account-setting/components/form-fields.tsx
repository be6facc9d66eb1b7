import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

type FormTextProps<V extends FieldValues> = { name: Path<V>; label: string } & Pick<
  TextFieldProps,
  'type' | 'multiline' | 'minRows' | 'autoComplete' | 'required' | 'placeholder' | 'select' | 'children'
>;

/** A text box bound to the form; schema and server messages shown in the user's language. */
export function FormText<V extends FieldValues>({ name, label, ...rest }: FormTextProps<V>) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(error)}
      helperText={error ? translateMessage(error) : undefined}
      fullWidth
    />
  );
}
