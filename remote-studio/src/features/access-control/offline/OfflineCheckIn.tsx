import type { CheckInRefusalCode } from '@cloudfit/shared/api/domain-codes';
import { isOpenAt } from '@cloudfit/shared/domain/check-in-evaluation';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Center } from '@cloudfit/shared/schemas/center.schema';
import type { DoorListEntry, DoorListResponse } from '@cloudfit/shared/schemas/offline-check-in.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MemberStatusChips } from '../../../components/member-status/MemberStatusChips';
import { useRefusalText } from '../components/CheckInOutcome';
import { CheckInButton, MemberOption, MemberPhoto, ScanTextField } from '../components/desk-parts';
import { findAtDoor } from './door-lookup';
import { useQueueCheckIn } from './offline-queue';
import './offline-desk.i18n';

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
          <MemberPhoto photoUrl={entry.photoUrl} name={entry.fullName} fallback={entry.fullName.charAt(0)} />
          <Box sx={{ flexGrow: 1, minWidth: 180 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
              {entry.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('accessControl.member.number', { number: entry.memberNumber })}
              {entry.phone ? ` · ${entry.phone}` : ''}
            </Typography>
            <MemberStatusChips statuses={entry.statuses} sx={{ mt: 0.75 }} />
          </Box>
          <CheckInButton onClick={props.onCheckIn} loading={props.busy} />
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
        renderOption={(optionProps, option) => (
          <MemberOption optionProps={optionProps} member={option} initial={option.fullName.charAt(0)} />
        )}
        renderInput={(params) => (
          <ScanTextField
            params={params}
            inputRef={field}
            label={t('accessControl.offline.searchLabel')}
            helperText={
              hint ??
              t('accessControl.offline.copyOf', {
                time: format.dateTime(props.list!.generatedAt),
                count: format.number(items.length),
              })
            }
            error={hint !== null}
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
