import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type ComposeEmailInput, composeEmailSchema } from '@cloudfit/shared/schemas/demo/email.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldError, type Merge, useForm } from 'react-hook-form';
import { useSendEmail } from '../api/use-emails';

const BLANK: ComposeEmailInput = { to: [], cc: [], subject: '', message: '' };

/** A list field's own message, else the first of its addresses'. */
function addressError(error: Merge<FieldError, (FieldError | undefined)[]> | undefined): string | undefined {
  const message = error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
  return message ? translateMessage(message) : undefined;
}

function AddressField(props: { name: 'to' | 'cc'; label: string; control: Control<ComposeEmailInput> }) {
  const { t } = useTranslation('demo');
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => {
        const error = addressError(fieldState.error);
        return (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[]}
            value={field.value}
            onChange={(_, value) => field.onChange(value.map((address) => address.trim()).filter(Boolean))}
            renderValue={(values, getItemProps) =>
              values.map((address, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={address} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={props.label}
                error={Boolean(error)}
                helperText={error ?? t('email.addressesHelp')}
              />
            )}
          />
        );
      }}
    />
  );
}

/** Writes and sends an email (to, cc, subject, message); it then shows under "sent". */
export function ComposeDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('demo');
  const sendEmail = useSendEmail();
  const { control, handleSubmit, reset, register, formState } = useForm<ComposeEmailInput>({
    resolver: zodResolver(composeEmailSchema),
    defaultValues: BLANK,
  });
  const close = () => {
    reset(BLANK);
    props.onClose();
  };
  const send = handleSubmit(async (email) => {
    try {
      await sendEmail.mutateAsync(email);
    } catch {
      return; // the mutation already showed why; the dialog keeps what was written
    }
    appStore.getState().toast(t('email.sent'));
    close();
  });
  const fieldError = (message: string | undefined) => (message ? translateMessage(message) : undefined);
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="compose-email-title">
      <form onSubmit={send} noValidate>
        <DialogTitle id="compose-email-title">{t('email.compose')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AddressField name="to" label={t('email.to')} control={control} />
            <AddressField name="cc" label={t('email.cc')} control={control} />
            <TextField
              {...register('subject')}
              label={t('email.subject')}
              error={Boolean(formState.errors.subject)}
              helperText={fieldError(formState.errors.subject?.message)}
            />
            <TextField
              {...register('message')}
              label={t('email.message')}
              multiline
              minRows={6}
              error={Boolean(formState.errors.message)}
              helperText={fieldError(formState.errors.message?.message)}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('email.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('email.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
