import '../form/form.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import type { ResourceForm } from '../form/resource-form';
import { ConfirmDialog } from './ConfirmDialog';

export interface FormDialogProps<S extends z.ZodType<unknown, FieldValues>> {
  open: boolean;
  title: string;
  submitLabel: string;
  resourceForm: ResourceForm<S>;
  onClose(): void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}

/**
 * A create or edit form in a dialog (full screen on a phone). Closing it with unsaved changes asks
 * first; the form's refusal that belongs to no field is shown above the fields.
 */
export function FormDialog<S extends z.ZodType<unknown, FieldValues>>(props: FormDialogProps<S>) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { form, onSubmit, formError, dialogs, draftNotice, liveNotice } = props.resourceForm;
  const submitting = form.formState.isSubmitting;

  const close = () => {
    if (form.formState.isDirty) setConfirmDiscard(true);
    else props.onClose();
  };

  return (
    <>
      <Dialog
        open={props.open}
        onClose={submitting ? undefined : close}
        aria-labelledby={titleId}
        fullWidth
        fullScreen={phone}
        maxWidth={props.maxWidth ?? 'sm'}
        slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent dividers>
          {draftNotice}
          {liveNotice}
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {formError}
            </Alert>
          )}
          <FormProvider {...form}>{props.children}</FormProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        title={t('form.discardTitle')}
        body={t('form.discardBody')}
        confirmLabel={t('form.discard')}
        cancelLabel={t('form.keepEditing')}
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          form.reset();
          props.onClose();
        }}
        onClose={() => setConfirmDiscard(false)}
      />
      {props.open && dialogs}
    </>
  );
}
