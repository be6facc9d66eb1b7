import './send-to-sign.i18n';
import type { ListResult } from '@cloudfit/shared/api/list-query';
import { LOCALES, type Locale, MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import type { MembershipListItem } from '@cloudfit/shared/schemas/membership.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { LOCALE_NAMES } from '@cloudfit/shared/ui/kit/form';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCreateSignatureRequest } from '../../api/create-signature-request';

type Kind = 'waiver' | 'membership_contract';
const KINDS: Kind[] = ['waiver', 'membership_contract'];

/**
 * Member Info's "Send to sign": a waiver (the studio's own text in the member's language, unless
 * another text is typed) or a membership contract, opened for the member's signature; "Sign now"
 * takes the member to the pad at once.
 */
export function SendToSignButton(props: { memberId: number }) {
  const { t } = useTranslation('studio');
  const ability = useAppStore((s) => s.ability);
  const [open, setOpen] = useState(false);
  if (!ability.can('create', 'Signature')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<DrawOutlined />} onClick={() => setOpen(true)}>
        {t('sendToSign.button')}
      </Button>
      {open && <SendToSignDialog memberId={props.memberId} onClose={() => setOpen(false)} />}
    </>
  );
}

function SendToSignDialog(props: { memberId: number; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const navigate = useNavigate();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [kind, setKind] = useState<Kind>('waiver');
  const [membershipId, setMembershipId] = useState<number | ''>('');
  const [text, setText] = useState('');
  const [locale, setLocale] = useState<Locale | ''>('');
  const [sentId, setSentId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const memberships = useQuery({
    queryKey: ['memberships', 'list', { memberId: props.memberId, perPage: MAX_PAGE_SIZE }],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<MembershipListItem>>('memberships', {
        searchParams: { memberId: props.memberId, perPage: MAX_PAGE_SIZE },
        signal,
      }),
    enabled: kind === 'membership_contract',
    select: (result) => result.items.filter((membership) => membership.status !== 'cancelled'),
  });
  const create = useCreateSignatureRequest({
    successMessage: t('sendToSign.sent'),
    onSuccess: (request) => setSentId(request.id),
  });
  const contract = kind === 'membership_contract';
  const missingText = contract && text.trim() === '';
  const missingMembership = contract && membershipId === '';

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (missingText || missingMembership) {
      setError(missingMembership ? t('sendToSign.membership') : t('sendToSign.text'));
      return;
    }
    create.mutate({
      kind,
      memberId: props.memberId,
      referenceId: contract && membershipId !== '' ? membershipId : null,
      text: text.trim() === '' ? null : text.trim(),
      locale: locale === '' ? null : locale,
    });
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: send, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{t('sendToSign.title')}</DialogTitle>
      <DialogContent dividers>
        {sentId !== null ? (
          <Alert severity="success" role="status">
            {t('sendToSign.sent')}
          </Alert>
        ) : (
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              select
              label={t('sendToSign.kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as Kind)}
            >
              {KINDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`sendToSign.kinds.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            {contract &&
              (memberships.data?.length === 0 ? (
                <Alert severity="info">{t('sendToSign.noMemberships')}</Alert>
              ) : (
                <TextField
                  select
                  required
                  label={t('sendToSign.membership')}
                  value={membershipId}
                  error={error !== null && missingMembership}
                  onChange={(event) => setMembershipId(Number(event.target.value))}
                >
                  {(memberships.data ?? []).map((membership) => (
                    <MenuItem key={membership.id} value={membership.id}>
                      {`${membership.packageName} · ${format.day(membership.startDate)}–${format.day(membership.endDate)}`}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            <TextField
              label={t('sendToSign.text')}
              value={text}
              required={contract}
              error={error !== null && missingText}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={4}
              helperText={contract ? undefined : t('sendToSign.waiverTextHint')}
            />
            <TextField
              select
              label={t('sendToSign.language')}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale | '')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('sendToSign.memberLanguage')}</MenuItem>
              {LOCALES.map((option) => (
                <MenuItem key={option} value={option} lang={option}>
                  {LOCALE_NAMES[option]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={create.isPending}>
          {t('sendToSign.cancel')}
        </Button>
        {sentId !== null ? (
          <Button
            variant="contained"
            startIcon={<DrawOutlined />}
            onClick={() => navigate(`/epad/${sentId}`)}
          >
            {t('sendToSign.signNow')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('sendToSign.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
