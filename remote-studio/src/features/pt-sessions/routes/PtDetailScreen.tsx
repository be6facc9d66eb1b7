import '@cloudfit/shared/ui/kit/kit.i18n';
import '../pt-sessions.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useParams } from '@cloudfit/shared/router/app-router';
import type { PtSessionItem } from '@cloudfit/shared/schemas/pt-session.schema';
import type { RoomItem } from '@cloudfit/shared/schemas/room.schema';
import type { SignatureRequestItem } from '@cloudfit/shared/schemas/signature.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import { InfoList, PageHeader, StatusChip } from '@cloudfit/shared/ui/kit/page';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useClosePtSession } from '../api/close-pt-session';
import { useCompletePtSession } from '../api/complete-pt-session';
import { PT_STATUS_TONES } from '../components/pt-statuses';
import { useWorkoutForm, WorkoutFormBody } from '../components/WorkoutForm';
import { WorkoutReadOnly } from '../components/WorkoutReadOnly';

type Closing = 'complete' | 'cancelled' | 'no_show';

/** Whether the instant has come, checked again every 15 s so the buttons open on their own. */
function useHasPassed(iso: string): boolean {
  const at = Date.parse(iso);
  const [passed, setPassed] = useState(() => Date.now() >= at);
  useEffect(() => {
    setPassed(Date.now() >= at);
    if (Date.now() >= at) return;
    const timer = setInterval(() => {
      if (Date.now() >= at) {
        setPassed(true);
        clearInterval(timer);
      }
    }, 15_000);
    return () => clearInterval(timer);
  }, [at]);
  return passed;
}

function PtSessionDetail({ session }: { session: PtSessionItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const canEdit = ability.can('update', 'PtSession');
  const room = useRecord<RoomItem>('rooms', session.roomId);
  const centers = useCenters();
  const confirmation = useRecord<SignatureRequestItem>('signature-requests', session.signatureRequestId);
  const workoutForm = useWorkoutForm(session);
  const [closing, setClosing] = useState<Closing | null>(null);
  const queryClient = useQueryClient();
  // A refusal (another desk completed or closed the session meanwhile, the pack ran out) shows
  // the session as the server now has it, not the buttons that were refused.
  const reloadAfterRefusal = () => queryClient.invalidateQueries({ queryKey: ['pt-sessions'] });
  const complete = useCompletePtSession(session.id, t('ptSessions.complete.done'));
  const close = useClosePtSession(session.id, (closed) => t(`ptSessions.close.done.${closed.status}`));
  const busy = complete.isPending || close.isPending;
  const scheduled = session.status === 'scheduled';
  const padLink = session.signatureRequestId === null ? null : `/epad/${session.signatureRequestId}`;
  const awaitingSignature = confirmation.data?.status === 'pending';
  // The server refuses to complete a session or mark it a no-show before it starts.
  const started = useHasPassed(session.startsAt);
  const notStartedId = useId();

  const confirmClosing = async () => {
    if (closing === 'complete') {
      // Notes and measurements typed before completing are part of the completed session.
      if (!(await workoutForm.form.trigger())) {
        setClosing(null);
        return;
      }
      const { workoutNotes, measurements } = workoutForm.form.getValues();
      await complete
        .mutateAsync({ workoutNotes, measurements, version: session.version })
        .catch(reloadAfterRefusal);
    } else if (closing) {
      await close.mutateAsync({ status: closing, version: session.version }).catch(reloadAfterRefusal);
    }
    setClosing(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title={t('ptSessions.title', { name: session.memberName })}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {format.dateTime(session.startsAt)}
            <StatusChip
              label={t(`ptSessions.statuses.${session.status}`)}
              tone={PT_STATUS_TONES[session.status]}
            />
          </Box>
        }
        backTo={`/apps/member/edit/${session.memberId}`}
        actions={
          canEdit &&
          scheduled && (
            <>
              <Button
                variant="contained"
                disabled={!started}
                aria-describedby={started ? undefined : notStartedId}
                onClick={() => setClosing('complete')}
              >
                {t('ptSessions.complete.button')}
              </Button>
              <Button
                variant="outlined"
                color="warning"
                disabled={!started}
                aria-describedby={started ? undefined : notStartedId}
                onClick={() => setClosing('no_show')}
              >
                {t('ptSessions.close.no_show.button')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setClosing('cancelled')}>
                {t('ptSessions.close.cancelled.button')}
              </Button>
            </>
          )
        }
      />
      {canEdit && scheduled && !started && (
        <Alert severity="info" role="status" id={notStartedId} data-testid="pt-not-started">
          {t('ptSessions.notStartedYet', { startsAt: format.time(session.startsAt) })}
        </Alert>
      )}
      {padLink && confirmation.data && (
        <Alert
          severity={awaitingSignature ? 'info' : 'success'}
          action={
            <Button
              component={RouterLink}
              to={padLink}
              color="inherit"
              variant={awaitingSignature ? 'outlined' : 'text'}
              startIcon={<DrawOutlined />}
            >
              {awaitingSignature ? t('ptSessions.signature.sign') : t('ptSessions.signature.view')}
            </Button>
          }
        >
          {awaitingSignature ? t('ptSessions.signature.pending') : t('ptSessions.signature.signed')}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('ptSessions.details')}
          </Typography>
          <InfoList
            columns={3}
            items={[
              {
                label: t('ptSessions.fields.member'),
                value: (
                  <Link component={RouterLink} to={`/apps/member/edit/${session.memberId}`}>
                    {session.memberName} ({session.memberNumber})
                  </Link>
                ),
              },
              { label: t('ptSessions.fields.trainer'), value: session.trainerName },
              { label: t('ptSessions.fields.room'), value: room.data?.name ?? null },
              {
                label: t('ptSessions.fields.branch'),
                value: centers.data?.find((center) => center.id === session.centerId)?.name ?? null,
              },
              {
                label: t('ptSessions.fields.time'),
                value: `${format.dateTime(session.startsAt)} – ${format.time(session.endsAt)}`,
              },
              {
                label: t('ptSessions.fields.sessionsRemaining'),
                value:
                  session.sessionsRemaining === null ? null : (
                    <span data-testid="sessions-remaining">{format.number(session.sessionsRemaining)}</span>
                  ),
              },
              { label: t('ptSessions.fields.notes'), value: session.notes },
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('ptSessions.workout.title')}
          </Typography>
          {canEdit ? <WorkoutFormBody resourceForm={workoutForm} /> : <WorkoutReadOnly session={session} />}
        </CardContent>
      </Card>
      {closing && (
        <ConfirmDialog
          open
          title={t(`ptSessions.${closing === 'complete' ? 'complete' : `close.${closing}`}.title`)}
          body={t(`ptSessions.${closing === 'complete' ? 'complete' : `close.${closing}`}.body`, {
            count: session.sessionsRemaining ?? 0,
          })}
          confirmLabel={t(`ptSessions.${closing === 'complete' ? 'complete' : `close.${closing}`}.confirm`)}
          destructive={closing !== 'complete'}
          busy={busy}
          onConfirm={confirmClosing}
          onClose={() => setClosing(null)}
        />
      )}
    </Box>
  );
}

/** `/pt-detail/{id}`: one personal training session, its workout, and how it ends. */
export default function PtDetailScreen() {
  const { t } = useTranslation('studio');
  const id = Number(useParams().id);
  const session = useRecord<PtSessionItem>('pt-sessions', id, { retry: false });
  if (session.isError) {
    const missing =
      ApiError.is(session.error) && (session.error.status === 404 || session.error.status === 400);
    return (
      <Alert severity={missing ? 'warning' : 'error'}>
        {missing ? t('ptSessions.notFound') : translateApiError(session.error)}
      </Alert>
    );
  }
  if (!session.data) return <Skeleton variant="rounded" height={320} />;
  // A new version (saved, completed, closed) starts the workout form from what was stored.
  return <PtSessionDetail key={session.data.version} session={session.data} />;
}
