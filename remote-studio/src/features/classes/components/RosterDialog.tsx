import { isolate } from '@cloudfit/shared/i18n/bidi';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  ATTENDANCE_OPENS_BEFORE_MINUTES,
  type BookingChangeResult,
} from '@cloudfit/shared/schemas/booking.schema';
import type { ClassDetail, ClassRosterEntry } from '@cloudfit/shared/schemas/class.schema';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { type StudioFormat, useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import { DataTable, type ListColumn, MUI_LOOK } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import { isRecordId, useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { MemberPicker } from '../../../components/member-picker/MemberPicker';
import { useBookMember } from '../api/book-member';
import { useCancelBooking } from '../api/cancel-booking';
import { useMarkAttendance } from '../api/mark-attendance';

type SectionKey = keyof ClassDetail['roster'];
const SECTIONS: SectionKey[] = ['booked', 'waitlisted', 'attended', 'noShow'];

/** What a cancellation or attendance mark did, in a sentence: credits back, who moved up, a fee. */
function changeSummary(
  t: TFunction<'studio'>,
  format: StudioFormat,
  done: string,
  result: BookingChangeResult,
): string {
  const parts = [done];
  const kept = result.booking.creditsCharged;
  if (result.lateCancellation && result.creditsReturned === 0 && kept > 0) {
    parts.push(t('classes.roster.creditKept', { count: kept }));
  }
  if (result.creditsReturned > 0)
    parts.push(t('classes.roster.creditsReturned', { count: result.creditsReturned }));
  if (result.promotedBookingIds.length > 0) {
    parts.push(t('classes.roster.promoted', { count: result.promotedBookingIds.length }));
  }
  if (result.noShowFee > 0)
    parts.push(t('classes.roster.noShowFee', { amount: format.money(result.noShowFee) }));
  return parts.join(' ');
}

/** The time now, again every `everyMs`: buttons that open at a time open on their own. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A class's roster: booked, waitlist (in the order places are offered), attended and no-show;
 * booking a member, cancelling a booking and marking attendance, each refused with its reason.
 */
export function RosterDialog(props: { classId: number; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const ability = useAppStore((s) => s.ability);
  const query = useRecord<ClassDetail>('classes', props.classId, { enabled: isRecordId(props.classId) });
  const detail = query.data;
  const [member, setMember] = useState<MemberListEntry | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'info' | 'warning' | 'error'; text: string } | null>(
    null,
  );
  const now = useNow(15_000);
  const attendanceHintId = useId();
  const [cancelling, setCancelling] = useState<ClassRosterEntry | null>(null);

  const book = useBookMember({
    successMessage: (booking) =>
      booking.status === 'waitlisted'
        ? t('classes.roster.waitlisted', { name: booking.memberName, position: booking.waitlistPosition })
        : t('classes.roster.booked', { name: booking.memberName }),
    onSuccess: (booking) => {
      setMember(null);
      setOutcome(
        booking.status === 'waitlisted'
          ? {
              severity: 'info',
              text: t('classes.roster.waitlisted', {
                name: booking.memberName,
                position: booking.waitlistPosition,
              }),
            }
          : null,
      );
    },
  });
  const cancelBooking = useCancelBooking({
    successMessage: (result) =>
      changeSummary(
        t,
        format,
        result.lateCancellation ? t('classes.roster.cancelledLate') : t('classes.roster.cancelled'),
        result,
      ),
    onSuccess: (result) => {
      setCancelling(null);
      setOutcome(
        result.lateCancellation
          ? {
              severity: 'warning',
              text: changeSummary(
                t,
                format,
                t('classes.roster.cancelledLateOf', { name: result.booking.memberName }),
                result,
              ),
            }
          : null,
      );
    },
  });
  const attendance = useMarkAttendance({
    successMessage: (result) =>
      changeSummary(
        t,
        format,
        result.booking.status === 'attended'
          ? t('classes.roster.markedAttended')
          : t('classes.roster.markedNoShow'),
        result,
      ),
  });

  const scheduled = detail?.status === 'scheduled';
  const startsAtMs = detail ? Date.parse(detail.startsAt) : 0;
  // The server books no one into a class that has started; attendance is still marked after it.
  const started = now >= startsAtMs;
  const ended = detail !== undefined && now >= Date.parse(detail.endsAt);
  const canBook = scheduled && !started && ability.can('create', 'Booking');
  const canCancelBooking = scheduled && ability.can('update', 'Booking');
  const canAttend = scheduled && ability.can('attend', 'Booking');
  // The server's rule: attended from a little before the start, no-show once the class has started.
  const attendedFromMs = startsAtMs - ATTENDANCE_OPENS_BEFORE_MINUTES * 60_000;
  const attendedOpen = now >= attendedFromMs;
  const noShowOpen = now >= startsAtMs;
  const attendanceHint =
    !detail || noShowOpen
      ? null
      : attendedOpen
        ? t('classes.roster.noShowOpens', { startsAt: format.time(detail.startsAt) })
        : t('classes.roster.attendanceOpens', {
            attendedFrom: format.time(new Date(attendedFromMs).toISOString()),
            startsAt: format.time(detail.startsAt),
          });

  const submitBooking = (event: React.FormEvent) => {
    event.preventDefault();
    if (!member || !detail) return;
    setOutcome(null);
    book.mutate(
      { classId: detail.id, memberId: member.id },
      { onError: (error) => setOutcome({ severity: 'error', text: translateApiError(error) }) },
    );
  };

  const rowActions = (section: SectionKey, entry: ClassRosterEntry) => {
    const busy = attendance.isPending || cancelBooking.isPending;
    return (
      <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {section === 'booked' && canAttend && (
          <>
            <Button
              size="small"
              disabled={busy || !attendedOpen}
              aria-describedby={attendedOpen ? undefined : attendanceHintId}
              onClick={() =>
                attendance.mutate({ bookingId: entry.bookingId, version: entry.version, status: 'attended' })
              }
            >
              {t('classes.roster.attended')}
            </Button>
            <Button
              size="small"
              disabled={busy || !noShowOpen}
              aria-describedby={noShowOpen ? undefined : attendanceHintId}
              onClick={() =>
                attendance.mutate({ bookingId: entry.bookingId, version: entry.version, status: 'no_show' })
              }
            >
              {t('classes.roster.noShow')}
            </Button>
          </>
        )}
        {(section === 'booked' || section === 'waitlisted') && canCancelBooking && (
          <Button size="small" color="error" disabled={busy} onClick={() => setCancelling(entry)}>
            {t('classes.roster.cancelBooking')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{detail ? detail.title : t('classes.roster.title')}</DialogTitle>
      <DialogContent dividers data-testid="roster">
        {query.isError && <Alert severity="error">{translateApiError(query.error)}</Alert>}
        {!detail && !query.isError && <Skeleton height={120} />}
        {detail && (
          <Stack spacing={2}>
            <Box>
              <Typography>
                {`${isolate(`${format.dateTime(detail.startsAt)}–${format.time(detail.endsAt)}`)} · ${detail.roomName} · ${detail.instructorName}`}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <StatusChip
                  label={
                    !scheduled
                      ? t(`classes.statuses.${detail.status}`)
                      : ended
                        ? t('classes.roster.ended')
                        : started
                          ? t('classes.roster.inProgress')
                          : t('classes.statuses.scheduled')
                  }
                  tone={detail.status === 'cancelled' ? 'error' : ended ? 'default' : 'success'}
                />
                <StatusChip
                  tone={detail.bookedCount >= detail.capacity ? 'warning' : 'default'}
                  label={isolate(
                    t('classes.roster.places', {
                      booked: detail.bookedCount,
                      capacity: detail.capacity,
                    }),
                  )}
                />
              </Stack>
            </Box>
            {detail.status === 'cancelled' && (
              <Alert severity="warning">
                {t('classes.roster.cancelledReason', { reason: detail.cancelReason })}
              </Alert>
            )}
            {scheduled && started && ability.can('create', 'Booking') && (
              <Typography variant="body2" color="text.secondary" data-testid="booking-closed">
                {t('classes.roster.bookingClosed')}
              </Typography>
            )}
            {canBook && (
              <Box component="form" onSubmit={submitBooking} aria-label={t('classes.roster.bookForm')}>
                <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <MemberPicker
                    value={member}
                    onChange={setMember}
                    label={t('classes.roster.member')}
                    disabled={book.isPending}
                    size="small"
                    sx={{ flexGrow: 1, minWidth: 220 }}
                  />
                  <Button type="submit" variant="contained" disabled={!member} loading={book.isPending}>
                    {t('classes.roster.book')}
                  </Button>
                </Stack>
                {detail.bookedCount >= detail.capacity && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('classes.roster.fullHint')}
                  </Typography>
                )}
              </Box>
            )}
            {outcome && (
              <Alert
                severity={outcome.severity}
                role={outcome.severity === 'error' ? 'alert' : 'status'}
                data-testid="booking-outcome"
              >
                {outcome.text}
              </Alert>
            )}
            {SECTIONS.map((section) => (
              <RosterSection
                key={section}
                section={section}
                entries={detail.roster[section]}
                actions={(entry) => rowActions(section, entry)}
                note={
                  section === 'booked' && canAttend && attendanceHint && detail.roster.booked.length > 0 ? (
                    <Typography
                      id={attendanceHintId}
                      variant="body2"
                      color="text.secondary"
                      data-testid="attendance-hint"
                    >
                      {attendanceHint}
                    </Typography>
                  ) : null
                }
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('kit:close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('classes.roster.cancelTitle', { name: cancelling?.memberName })}
        body={t('classes.roster.cancelBody')}
        confirmLabel={t('classes.roster.cancelBooking')}
        cancelLabel={t('classes.roster.keepBooking')}
        destructive
        busy={cancelBooking.isPending}
        onConfirm={() =>
          cancelling && cancelBooking.mutate({ bookingId: cancelling.bookingId, version: cancelling.version })
        }
        onClose={() => setCancelling(null)}
      />
    </Dialog>
  );
}

function RosterSection(props: {
  section: SectionKey;
  entries: ClassRosterEntry[];
  actions(entry: ClassRosterEntry): React.ReactNode;
  /** A line under the heading, such as why the row buttons are not open yet. */
  note?: React.ReactNode;
}) {
  const { t } = useTranslation('studio');
  const headingId = useId();
  const waitlist = props.section === 'waitlisted';
  const columns: ListColumn<ClassRosterEntry>[] = [
    ...(waitlist
      ? [
          {
            key: 'waitlistPosition',
            header: t('classes.roster.position'),
            width: 56,
          } as ListColumn<ClassRosterEntry>,
        ]
      : []),
    {
      key: 'memberName',
      header: t('classes.roster.member'),
      render: (entry) => (
        <Link component={RouterLink} to={`/apps/member/edit/${entry.memberId}`}>
          {entry.memberName}
        </Link>
      ),
    },
    { key: 'memberNumber', header: t('classes.roster.number'), secondary: true },
    { key: 'actions', header: t('kit:list.actions'), align: 'right', render: props.actions },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`roster-${props.section}`}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(`classes.roster.sections.${props.section}`, { count: props.entries.length })}
      </Typography>
      {props.note}
      {props.entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('classes.roster.none')}
        </Typography>
      ) : (
        <DataTable
          rows={props.entries}
          columns={columns}
          getRowId={(entry) => entry.bookingId}
          total={props.entries.length}
          page={1}
          pageSize={props.entries.length}
          loading={false}
          emptyText={t('classes.roster.none')}
          caption={t(`classes.roster.sections.${props.section}`, { count: props.entries.length })}
          size="small"
          look={MUI_LOOK}
          headerWeight={500}
          progress={false}
          phoneLayout="scroll"
          testIdPrefix={`roster-${props.section}`}
        />
      )}
    </Box>
  );
}
