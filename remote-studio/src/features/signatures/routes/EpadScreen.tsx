import '@cloudfit/shared/ui/kit/kit.i18n';
import '../signatures.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate, useParams, useSearchParams } from '@cloudfit/shared/router/app-router';
import type { SignatureRequestDetail } from '@cloudfit/shared/schemas/signature.schema';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { useSignDocument } from '../api/sign-document';
import { type PadDrawing, SignatureCanvas, type SignatureCanvasHandle } from '../components/SignatureCanvas';
import { SignedDocumentView } from '../components/SignedDocumentView';
import { isTypedName } from '../components/signature-check';
import { textSha256 } from '../components/text-sha256';

const DEVICE_MAX = 200;

/**
 * Where the staff member goes back to when the member hands the tablet back: the screen that
 * opened the pad (`?return=`, a path of this app), else the PT session or the member.
 */
function returnPath(request: SignatureRequestDetail, requested: string | null): string {
  if (requested?.startsWith('/') && !requested.startsWith('//')) return requested;
  return request.kind === 'pt_confirmation' && request.referenceId !== null
    ? `/pt-detail/${request.referenceId}`
    : `/apps/member/edit/${request.memberId}`;
}

type Signing = ReturnType<typeof useSignDocument>;

function SignaturePadForm({ request, signing }: { request: SignatureRequestDetail; signing: Signing }) {
  const { t } = useTranslation('studio');
  const [typedName, setTypedName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [drawing, setDrawing] = useState<PadDrawing>('empty');
  const canvas = useRef<SignatureCanvasHandle>(null);
  const nameOk = isTypedName(typedName);
  const nameError = !nameOk && (nameTouched || typedName.trim() !== '') && typedName.trim() !== '';
  const ready = drawing === 'signed' && nameOk;
  const hasStroke = drawing !== 'empty';

  const sign = async () => {
    if (!canvas.current || !ready) return;
    await signing.sign({
      typedName: typedName.trim(),
      signatureImage: canvas.current.toPngDataUrl(),
      textSha256: await textSha256(request.text),
      device: navigator.userAgent.slice(0, DEVICE_MAX),
    });
  };

  return (
    <Stack spacing={2}>
      <TextField
        label={t('signatures.pad.typedName')}
        value={typedName}
        onChange={(event) => setTypedName(event.target.value)}
        onBlur={() => setNameTouched(true)}
        error={nameError}
        helperText={nameError ? t('signatures.pad.nameTooShort') : undefined}
        autoComplete="off"
        required
        slotProps={{ htmlInput: { maxLength: 120, sx: { fontSize: 20 } } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" id="signature-pad-hint" sx={{ mb: 0.75 }}>
          {t('signatures.pad.hint')}
        </Typography>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 200, sm: 260 },
            border: 2,
            borderColor: drawing === 'too_small' ? 'error.main' : hasStroke ? 'primary.main' : 'divider',
            borderRadius: 2,
            bgcolor: '#fff',
            overflow: 'hidden',
          }}
        >
          <Box
            aria-hidden
            sx={{ position: 'absolute', left: 24, right: 24, bottom: 48, borderBottom: '1px dashed #9ca3af' }}
          />
          <SignatureCanvas ref={canvas} label={t('signatures.pad.canvas')} onStrokeChange={setDrawing} />
        </Box>
        {drawing === 'too_small' && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.75 }}>
            {t('signatures.pad.tooSmall')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="large"
          onClick={() => canvas.current?.clear()}
          disabled={!hasStroke || signing.isPending}
        >
          {t('signatures.pad.clear')}
        </Button>
        <Button size="large" variant="contained" onClick={sign} disabled={!ready} loading={signing.isPending}>
          {t('signatures.pad.sign')}
        </Button>
      </Stack>
    </Stack>
  );
}

function EpadFrame({
  title,
  subtitle,
  onClose,
  children,
}: {
  title: string;
  subtitle?: string;
  onClose?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('studio');
  return (
    <Box sx={{ flexGrow: 1, bgcolor: 'background.default', p: { xs: 2, sm: 4 } }}>
      <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: 26, sm: 32 } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="h6" component="p" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {onClose && (
            <Tooltip title={t('signatures.close')}>
              <IconButton onClick={onClose} aria-label={t('signatures.close')} size="large">
                <CloseOutlined />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The tablet faces the member until staff take it back: closing the pad shows only this, never a
 * staff screen with the member's file or the staff member's menus.
 */
function HandBack({ onContinue }: { onContinue(): void }) {
  const { t } = useTranslation('studio');
  return (
    <EpadFrame title={t('signatures.handBack')}>
      <Box data-testid="epad-hand-back">
        <Button variant="outlined" size="large" onClick={onContinue}>
          {t('signatures.staffContinue')}
        </Button>
      </Box>
    </EpadFrame>
  );
}

/** `/epad/{id}`: the member reads the exact text, types their name and signs, on a tablet. */
export default function EpadScreen() {
  const { t } = useTranslation('studio');
  const id = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [handedBack, setHandedBack] = useState(false);
  const query = useRecord<SignatureRequestDetail>('signature-requests', id, { retry: false });
  const signing = useSignDocument(id, t('signatures.pad.done'));

  if (query.isError) {
    const missing = ApiError.is(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <EpadFrame title={t('signatures.title')}>
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? t('signatures.notFound') : translateApiError(query.error)}
        </Alert>
      </EpadFrame>
    );
  }
  const request = query.data;
  if (!request) {
    return (
      <EpadFrame title={t('signatures.title')}>
        <Skeleton variant="rounded" height={480} />
      </EpadFrame>
    );
  }
  const back = returnPath(request, searchParams.get('return'));
  if (handedBack) return <HandBack onContinue={() => navigate(back)} />;

  if (request.signedDocument) {
    return (
      <EpadFrame title={t(`signatures.kinds.${request.kind}`)} onClose={() => setHandedBack(true)}>
        <Alert severity="success" role="status" sx={{ fontSize: 18 }}>
          {t('signatures.signed.thanks', { name: request.signedDocument.typedName })}
        </Alert>
        <SignedDocumentView document={request.signedDocument} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {t('signatures.handBack')}
          </Typography>
          <Button variant="outlined" size="large" onClick={() => navigate(back)}>
            {t('signatures.staffContinue')}
          </Button>
        </Box>
      </EpadFrame>
    );
  }

  return (
    <EpadFrame
      title={t(`signatures.kinds.${request.kind}`)}
      subtitle={request.memberName}
      onClose={() => setHandedBack(true)}
    >
      <Paper
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label={t('signatures.text')}
        lang={request.locale}
        data-testid="signature-text"
        sx={{
          p: { xs: 2, sm: 3 },
          maxHeight: { xs: '40vh', sm: '45vh' },
          overflowY: 'auto',
          whiteSpace: 'pre-wrap',
          fontSize: { xs: 18, sm: 20 },
          lineHeight: 1.6,
        }}
      >
        {request.text}
      </Paper>
      {signing.error && (
        <Alert severity="error" role="alert" data-testid="sign-error">
          {translateApiError(signing.error)}
        </Alert>
      )}
      {request.status === 'pending' && <SignaturePadForm request={request} signing={signing} />}
      {request.status === 'cancelled' && <Alert severity="warning">{t('signatures.cancelled')}</Alert>}
    </EpadFrame>
  );
}
