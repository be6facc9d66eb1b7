import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { SignedDocumentItem } from '@cloudfit/shared/schemas/signature.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * What the member sees once signed, on the tablet: their signature, their name and when. The
 * record's audit details (the text's hash, the device) are for staff, in the member's documents.
 */
export function SignedDocumentView({ document }: { document: SignedDocumentItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }} data-testid="signed-document">
      <Box
        component="img"
        src={document.signatureImage}
        alt={t('signatures.signed.image', { name: document.typedName })}
        sx={{
          width: '100%',
          maxWidth: 560,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
      <Typography variant="body1">
        {t('signatures.signed.summary', { name: document.typedName, at: format.dateTime(document.signedAt) })}
      </Typography>
    </Box>
  );
}
