import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { SignatureRequestDetail } from '@cloudfit/shared/schemas/signature.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The exact text the member signed, kept as it was, and the signature drawn on the tablet. */
export function SignedDocumentDialog({ requestId, onClose }: { requestId: number; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const titleId = useId();
  const { data, isError } = useRecord<SignatureRequestDetail>('signature-requests', requestId);
  const document = data?.signedDocument;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('members.documents.dialogTitle')}</DialogTitle>
      <DialogContent dividers>
        {isError && <Alert severity="error">{t('members.documents.loadFailed')}</Alert>}
        {!data && !isError && <CircularProgress aria-label={t('kit:list.loading')} />}
        {document && (
          <>
            <Typography variant="subtitle2" component="h3">
              {t('members.documents.text')}
            </Typography>
            <Box
              component="pre"
              sx={{
                whiteSpace: 'pre-wrap',
                fontFamily: 'inherit',
                bgcolor: 'action.hover',
                p: 2,
                borderRadius: 1,
              }}
            >
              {document.text}
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('members.documents.signature')}
            </Typography>
            <Box
              component="img"
              src={document.signatureImage}
              alt={t('members.documents.signature')}
              sx={{
                maxWidth: '100%',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'common.white',
              }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('members.documents.signedBy', {
                name: document.typedName,
                date: format.dateTime(document.signedAt),
              })}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('kit:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
