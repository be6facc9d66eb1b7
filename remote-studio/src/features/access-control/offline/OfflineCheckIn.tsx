import type { CheckInRefusalCode } from '@cloudfit/shared/api/domain-codes';
import { isOpenAt } from '@cloudfit/shared/domain/check-in-evaluation';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Center } from '@cloudfit/shared/schemas/center.schema';
import type { MemberStatus } from '@cloudfit/shared/schemas/member.schema';
import type { DoorListEntry, DoorListResponse } from '@cloudfit/shared/schemas/offline-check-in.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { StatusChip, type StatusTone } from '@cloudfit/shared/ui/kit/page';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useRefusalText } from '../components/CheckInOutcome';
import { findAtDoor } from './door-lookup';
import { useQueueCheckIn } from './offline-queue';
import './offline-desk.i18n';

const STATUS_TONES: Record<MemberStatus, StatusTone> = {
  active: 'success',
  expiring: 'default',
  expired: 'error',
  frozen: 'primary',
  no_membership: 'default',
  owes_money: 'error',
};

interface OfflineOutcome {
  name: string;
  allowed: boolean;
  reason: CheckInRefusalCode | null;
}

/** The door's decision now: the copy's, and the branch's opening hours on its own clock. */
function decide(
  entry: DoorListEntry,
  center: Center,
): { allowed: boolean; reason: CheckInRefusalCode | null } {
  if (!entry.allowed) return { allowed: false, reason: entry.reason };
  if (!isOpenAt(center.openingHours, center.timezone, new Date())) {
    return { allowed: false, reason: 'outside_opening_hours' };
  }
  return { allowed: true, reason: null };
}

function MemberCard(props: { entry: DoorListEntry; center: Center; onCheckIn(): void; busy: boolean }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const refusalText = useRefusalText();
  const { entry } = props;
  const decision = decide(entry, props.center);
  return (
    <Card variant="outlined" data-testid="desk-member">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Avatar
            src={entry.photoUrl ?? undefined}
            alt={t('accessControl.member.photo', { name: entry.fullName })}
            sx={{
              width: 72,
              height: 72,
              fontSize: 28,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {entry.fullName.charAt(0)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 180 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
              {entry.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('accessControl.member.number', { number: entry.memberNumber })}
              {entry.phone ? ` · ${entry.phone}` : ''}
            </Typography>
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
              {entry.statuses.map((status) => (
                <StatusChip
                  key={status}
                  label={t(`accessControl.memberStatuses.${status}`)}
                  tone={STATUS_TONES[status]}
                />
              ))}
            </Stack>
          </Box>
          <Button
            variant="contained"
            size="large"
            onClick={props.onCheckIn}
            loading={props.busy}
            sx={{ minWidth: 160, py: 1.5, fontSize: 18, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('accessControl.checkIn')}
          </Button>
        </Box>
        <Box>
          <StatusChip
            label={
              decision.allowed ? t('accessControl.offline.mayEnter') : t('accessControl.offline.mayNotEnter')
            }
            tone={decision.allowed ? 'success' : 'error'}
          />
          {decision.reason && (
            <>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {refusalText(decision.reason)}
              </Typography>
              <Typography variant="body2">{t('accessControl.offline.noOverride')}</Typography>
            </>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {entry.creditsRemaining !== null && (
              <>
                {t('accessControl.member.creditsLeft', { count: entry.creditsRemaining })}
                <br />
              </>
            )}
            {entry.balanceOwed > 0
              ? t('accessControl.offline.balanceOwed', { amount: format.money(entry.balanceOwed) })
              : t('accessControl.member.nothingOwed')}
          </Typography>
        </Box>
        {(entry.notes || entry.tags.length > 0) && (
          <Alert severity="warning" icon={false} sx={{ fontSize: 16 }}>
            <AlertTitle>{t('accessControl.member.forTheDesk')}</AlertTitle>
            {entry.tags.length > 0 && <Box sx={{ mb: entry.notes ? 1 : 0 }}>{entry.tags.join(' · ')}</Box>}
            {entry.notes && <Box sx={{ whiteSpace: 'pre-wrap' }}>{entry.notes}</Box>}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The door without the server: find a member in this device's copy of the branch's door list by
 * number, name or phone, and check them in against it. Each attempt, let in or refused, is queued
 * on the device with its time and sent when the server is back.
 */
export function OfflineCheckIn(props: { center: Center; list: DoorListResponse | null; loading: boolean }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const refusalText = useRefusalText();
  const queue = useQueueCheckIn();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [chosen, setChosen] = useState<DoorListEntry | null>(null);
  const [outcome, setOutcome] = useState<OfflineOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const items = props.list?.items ?? [];
  const options = text.trim().length >= 2 ? findAtDoor(items, text) : [];

  const choose = (entry: DoorListEntry) => {
    setChosen(entry);
    setOutcome(null);
    setText('');
    setHint(null);
  };
  const onEnter = (typed: string) => {
    const found = findAtDoor(items, typed);
    if (found.length === 1) choose(found[0]!);
    else {
      setChosen(null);
      setOutcome(null);
      setHint(
        found.length > 1
          ? t('accessControl.scan.several')
          : t('accessControl.offline.nobody', { q: typed.trim() }),
      );
    }
  };
  const checkIn = async (entry: DoorListEntry) => {
    setBusy(true);
    try {
      const decision = decide(entry, props.center);
      await queue({
        memberId: entry.memberId,
        memberNumber: entry.memberNumber,
        memberName: entry.fullName,
        centerId: props.center.id,
        ...decision,
      });
      setOutcome({ name: entry.fullName, ...decision });
      setChosen(null);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (!props.list) {
    return props.loading ? null : (
      <Alert severity="error" role="alert" data-testid="offline-no-copy">
        {t('accessControl.offline.noCopy', { center: props.center.name })}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Autocomplete<DoorListEntry, false, false, true>
        freeSolo
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.memberNumber)}
        inputValue={text}
        value={null}
        onInputChange={(_event, value, reason) => {
          if (reason === 'reset') return;
          setText(value);
          setHint(null);
        }}
        onChange={(_event, value) => {
          if (value === null) return;
          if (typeof value === 'string') onEnter(value);
          else choose(value);
        }}
        noOptionsText={t('accessControl.offline.nobody', { q: text.trim() })}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Avatar src={option.photoUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
              {option.fullName.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body1">{option.fullName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.memberNumber}
                {option.phone ? ` · ${option.phone}` : ''}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={field}
            autoFocus
            label={t('accessControl.offline.searchLabel')}
            placeholder={t('accessControl.scan.placeholder')}
            helperText={
              hint ??
              t('accessControl.offline.copyOf', {
                time: format.dateTime(props.list!.generatedAt),
                count: format.number(items.length),
              })
            }
            error={hint !== null}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <QrCodeScannerOutlined />
                  </InputAdornment>
                ),
                sx: { fontSize: { xs: 20, sm: 24 }, py: 1 },
              },
              htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off', 'data-testid': 'desk-scan' },
            }}
          />
        )}
      />
      {outcome && (
        <Alert
          severity={outcome.allowed ? 'success' : 'error'}
          variant="filled"
          role={outcome.allowed ? 'status' : 'alert'}
          data-testid="check-in-outcome"
          sx={{ fontSize: 18 }}
        >
          <AlertTitle sx={{ fontSize: 22 }}>
            {outcome.allowed
              ? t('accessControl.outcome.allowed', { name: outcome.name })
              : t('accessControl.outcome.refused', { name: outcome.name })}
          </AlertTitle>
          {outcome.reason && `${refusalText(outcome.reason)} `}
          {t('accessControl.offline.queuedNote')}
        </Alert>
      )}
      {chosen && (
        <MemberCard entry={chosen} center={props.center} busy={busy} onCheckIn={() => void checkIn(chosen)} />
      )}
    </Box>
  );
}
