import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export type EditScope = 'one' | 'future';

/** A class of a weekly series: edit this occurrence alone, or it and every later one. */
export function EditScopeDialog(props: { title: string; onChoose(scope: EditScope): void; onClose(): void }) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('classes.scope.title', { title: props.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('classes.scope.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>{t('kit:cancel')}</Button>
        <Button variant="outlined" onClick={() => props.onChoose('one')}>
          {t('classes.scope.one')}
        </Button>
        <Button variant="contained" onClick={() => props.onChoose('future')}>
          {t('classes.scope.future')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
