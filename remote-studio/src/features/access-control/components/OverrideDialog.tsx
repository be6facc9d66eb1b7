import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const NOTE_MAX = 200;

/** Letting a refused member in takes a note saying why; it is kept on the check-in. */
export function OverrideDialog(props: {
  memberName: string;
  reasonText: string;
  busy: boolean;
  onConfirm(note: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('studio');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = note.trim() === '';
  return (
    <ConfirmDialog
      open
      title={t('accessControl.override.title', { name: props.memberName })}
      body={props.reasonText}
      confirmLabel={t('accessControl.override.confirm')}
      busy={props.busy}
      onConfirm={() => {
        setTouched(true);
        if (!missing) props.onConfirm(note.trim());
      }}
      onClose={props.onClose}
    >
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        sx={{ mt: 2 }}
        label={t('accessControl.override.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && missing}
        helperText={touched && missing ? t('accessControl.override.noteRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
    </ConfirmDialog>
  );
}
