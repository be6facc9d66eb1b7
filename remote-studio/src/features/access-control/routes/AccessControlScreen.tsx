import { useLiveQueries } from '@cloudfit/shared/live/use-live';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../access-control.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { reportUnreachable, useConnectivity } from '@cloudfit/shared/offline/connectivity';
import { useSearchParams } from '@cloudfit/shared/router/app-router';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useDeskCenter } from '../api/desk-center';
import { useDeskMember } from '../api/desk-member';
import { type DeskMember, useCheckInEvaluation } from '../api/evaluate-check-in';
import { type CheckInAnswer, useRecordCheckIn } from '../api/record-check-in';
import { CheckInOutcome, type Outcome, useRefusalText } from '../components/CheckInOutcome';
import { DeskBranchChooser } from '../components/DeskBranchChooser';
import { MemberAtDesk } from '../components/MemberAtDesk';
import { MemberScanField } from '../components/MemberScanField';
import { OverrideDialog } from '../components/OverrideDialog';
import { TodaysCheckIns } from '../components/TodaysCheckIns';
import { isUnreachable } from '../offline/door-copy';
import { OfflineDoor } from '../offline/OfflineDoor';

function whoFromAddress(params: URLSearchParams): DeskMember | null {
  const memberNumber = params.get('member')?.trim();
  return memberNumber ? { memberNumber } : null;
}

/** The front desk: scan or find a member, check them in, override a refusal with a note. */
export default function AccessControlScreen() {
  // Changes made at other desks and in other tabs refresh what this screen shows.
  useLiveQueries();
  const { t } = useTranslation('studio');
  const [searchParams] = useSearchParams();
  const currentCenter = useAppStore((s) => s.currentCenter);
  const centers = useCenters();
  const desk = useDeskCenter(centers.data);
  const [changingBranch, setChangingBranch] = useState(false);
  const centerId = desk.center?.id;
  const [who, setWho] = useState<DeskMember | null>(() => whoFromAddress(searchParams));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [overriding, setOverriding] = useState(false);
  const [clearSignal, setClearSignal] = useState(0);
  const scanRef = useRef<HTMLInputElement>(null);
  const refusalText = useRefusalText();
  const { online } = useConnectivity();

  const evaluation = useCheckInEvaluation(who, centerId);
  // The server gone mid-scan: the desk turns to its offline door at once, not at the next probe.
  useEffect(() => {
    if (evaluation.error && isUnreachable(evaluation.error)) reportUnreachable();
  }, [evaluation.error]);
  const member = useDeskMember(evaluation.data?.memberNumber);

  // The address names the member on screen, so a reload or Back returns to them, not to the one a
  // cure's return link named before. Only a reload or Back reads it: the entry is rewritten in
  // place, without a navigation that would render the whole layout again between scans.
  const shownNumber = who === null ? null : evaluation.data?.memberNumber;
  useEffect(() => {
    if (shownNumber === undefined) return;
    const url = new URL(window.location.href);
    if ((url.searchParams.get('member') ?? null) === shownNumber) return;
    if (shownNumber === null) url.searchParams.delete('member');
    else url.searchParams.set('member', shownNumber);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [shownNumber]);

  // A refusal stands until the card is read again after it: if that answer differs (another desk
  // sold the membership, took the payment), the refusal and its cures no longer apply.
  const refusedAt = useRef(0);
  const fresh = evaluation.data;
  const freshAt = evaluation.dataUpdatedAt;
  useEffect(() => {
    if (!fresh || freshAt <= refusedAt.current) return;
    setOutcome((shown) =>
      shown?.kind === 'refused' &&
      shown.evaluation.memberId === fresh.memberId &&
      (fresh.allowed || fresh.reason !== shown.evaluation.reason)
        ? null
        : shown,
    );
  }, [fresh, freshAt]);

  const readyForNextScan = () => {
    setClearSignal((count) => count + 1);
    scanRef.current?.focus();
  };
  const onRecorded = (answer: CheckInAnswer) => {
    setOverriding(false);
    if ('alreadyInAt' in answer) {
      if (evaluation.data)
        setOutcome({ kind: 'repeat', memberName: evaluation.data.memberName, at: answer.alreadyInAt });
      return;
    }
    const { checkIn, evaluation: evaluated } = answer;
    refusedAt.current = Date.now();
    setOutcome(
      checkIn.allowed
        ? { kind: 'allowed', memberName: checkIn.memberName, overridden: checkIn.overriddenById !== null }
        : { kind: 'refused', evaluation: evaluated },
    );
    readyForNextScan();
  };
  const record = useRecordCheckIn(onRecorded);

  const checkIn = async (overrideNote?: string, confirmRepeat?: boolean) => {
    // A change from another desk (a freeze, a payment) may be reloading the card: judge on its answer.
    const current = evaluation.isFetching ? (await evaluation.refetch()).data : evaluation.data;
    if (!current || centerId === undefined) return;
    // Let in here minutes ago: a second scan is more often a double tap than a member back in.
    if (current.allowed && current.lastCheckInAt && !confirmRepeat && overrideNote === undefined) {
      setOutcome({ kind: 'repeat', memberName: current.memberName, at: current.lastCheckInAt });
      return;
    }
    record.mutate({ memberId: current.memberId, centerId, overrideNote, confirmRepeat });
  };

  const lookupError =
    evaluation.error &&
    (ApiError.is(evaluation.error) && evaluation.error.status === 404 && who && 'memberNumber' in who
      ? t('accessControl.scan.unknownNumber', { number: who.memberNumber })
      : translateApiError(evaluation.error));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title={t('accessControl.title')}
        subtitle={desk.center ? t('accessControl.subtitle', { center: desk.center.name }) : undefined}
        actions={
          desk.center &&
          !changingBranch &&
          (centers.data?.length ?? 0) > 1 && (
            <Button startIcon={<StorefrontOutlined />} onClick={() => setChangingBranch(true)}>
              {t('accessControl.deskBranch.change')}
            </Button>
          )
        }
      />
      {centers.data && (!desk.center || changingBranch) && (
        <DeskBranchChooser
          centers={centers.data}
          suggestedId={desk.center?.id ?? currentCenter?.id}
          onChoose={(id) => {
            desk.choose(id);
            setChangingBranch(false);
            setOutcome(null);
            requestAnimationFrame(() => scanRef.current?.focus());
          }}
          onCancel={desk.center ? () => setChangingBranch(false) : undefined}
        />
      )}
      {desk.center && <OfflineDoor center={desk.center} online={online} />}
      {centerId === undefined || !online ? null : (
        <>
          <MemberScanField
            inputRef={scanRef}
            clearSignal={clearSignal}
            onMember={(next) => {
              // A member just scanned replaces the last answer on screen.
              setOutcome(null);
              setWho(next);
              scanRef.current?.focus();
            }}
            onNoMember={() => {
              setOutcome(null);
              setWho(null);
            }}
          />
          {outcome && (
            <CheckInOutcome
              outcome={outcome}
              onOverride={() => setOverriding(true)}
              onCured={() => setOutcome(null)}
              onRepeat={() => void checkIn(undefined, true)}
            />
          )}
          {lookupError && (
            <Alert severity="warning" role="alert">
              {lookupError}
            </Alert>
          )}
          {evaluation.isFetching && !evaluation.data && <Skeleton variant="rounded" height={220} />}
          {evaluation.data && !evaluation.isError && (
            <MemberAtDesk
              evaluation={evaluation.data}
              member={member.data}
              checkingIn={record.isPending && !overriding}
              onCheckIn={() => void checkIn()}
            />
          )}
          <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <TodaysCheckIns centerId={centerId} />
          </Card>
        </>
      )}
      {overriding && outcome?.kind === 'refused' && (
        <OverrideDialog
          memberName={outcome.evaluation.memberName}
          reasonText={refusalText(outcome.evaluation.reason!)}
          busy={record.isPending}
          onConfirm={(note) => void checkIn(note)}
          onClose={() => {
            setOverriding(false);
            scanRef.current?.focus();
          }}
        />
      )}
    </Box>
  );
}
