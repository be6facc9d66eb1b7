import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { SignedDocumentItem } from '@cloudfit/shared/schemas/signature.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Box from '@mui/material/Box';
import { InfoList } from '../../../components/page/InfoList';

/** What was stored when the member signed: the image, who, when, on what, and the text's hash. */
export function SignedDocumentView({ document }: { document: SignedDocumentItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="signed-document">
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
      <InfoList
        items={[
          { label: t('signatures.signed.name'), value: document.typedName },
          { label: t('signatures.signed.at'), value: format.dateTime(document.signedAt) },
          { label: t('signatures.signed.device'), value: document.device },
          {
            label: t('signatures.signed.hash'),
            value: (
              <Box component="code" sx={{ fontSize: 12, wordBreak: 'break-all' }} data-testid="signed-hash">
                {document.textSha256}
              </Box>
            ),
          },
        ]}
      />
    </Box>
  );
}
