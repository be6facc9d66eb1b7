import { daysBetween } from '@cloudfit/shared/domain/calendar-dates';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { CheckInEvaluationResult } from '@cloudfit/shared/schemas/check-in.schema';
import type { Member, MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import type { MembershipState } from '@cloudfit/shared/schemas/membership.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { StatusChip, type StatusTone } from '@cloudfit/shared/ui/kit/page';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { usePendingSignatures } from '../../../api/pending-signatures';
import { MemberStatusChips } from '../../../components/member-status/MemberStatusChips';
import { useMemberMemberships } from '../api/member-memberships';
import { useTodaysBookings } from '../api/todays-bookings';
import { CheckInButton, MemberPhoto } from './desk-parts';
import { deskAddress } from './RefusalCures';

// Filled warning and info chips fail WCAG contrast with white text in this theme: primary and outlined instead.
const STATE_TONES: Record<MembershipState, StatusTone> = {
  not_started: 'primary',
  active: 'success',
  expiring: 'default',
  frozen: 'primary',
  used_up: 'default',
  expired: 'default',
  cancelled: 'default',
};

/** Memberships the desk needs by default: those that are or will be in use. */
const CURRENT_STATES = new Set<MembershipState>(['not_started', 'active', 'expiring', 'frozen']);

/** "Mei Lin" → "ML": the avatar when the member has no photo. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** Everything the desk needs to know about the member in front of it, with the Check in button. */
export function MemberAtDesk(props: {
  evaluation: CheckInEvaluationResult;
  member: MemberListEntry | null | undefined;
  checkingIn: boolean;
  onCheckIn(): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const { evaluation, member } = props;
  const memberships = useMemberMemberships(evaluation.memberId);
  const bookings = useTodaysBookings(evaluation.memberId, format.today());
  const unsigned = usePendingSignatures(evaluation.memberId);
  const record = useRecord<Member>('members', evaluation.memberId).data;
  const [allMemberships, setAllMemberships] = useState(false);
  const current = memberships.data?.filter((membership) => CURRENT_STATES.has(membership.state));
  const shownMemberships = allMemberships ? memberships.data : current;
  const pastCount = (memberships.data?.length ?? 0) - (current?.length ?? 0);
  const lastDay = current?.reduce<string | null>(
    (last, membership) => (last === null || membership.endDate > last ? membership.endDate : last),
    null,
  );

  return (
    <Card variant="outlined" data-testid="desk-member">
      <CardContent sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <MemberPhoto
            photoUrl={member?.photoUrl}
            name={evaluation.memberName}
            fallback={initials(evaluation.memberName)}
          />
          <Box sx={{ flexGrow: 1, minWidth: 180 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={`/apps/member/edit/${evaluation.memberId}`} underline="hover">
                {evaluation.memberName}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('accessControl.member.number', { number: evaluation.memberNumber })}
            </Typography>
            <MemberStatusChips
              statuses={member?.statuses ?? []}
              expiresInDays={lastDay ? daysBetween(format.today(), lastDay) : null}
              sx={{ mt: 0.75 }}
            />
          </Box>
          <CheckInButton onClick={props.onCheckIn} loading={props.checkingIn} />
        </Box>
        {(record?.notes || (record?.tags.length ?? 0) > 0) && (
          <Alert severity="warning" data-testid="desk-notes" icon={false} sx={{ fontSize: 16 }}>
            <AlertTitle>{t('accessControl.member.forTheDesk')}</AlertTitle>
            {record!.tags.length > 0 && (
              <Stack
                direction="row"
                spacing={0.75}
                useFlexGap
                sx={{ flexWrap: 'wrap', mb: record!.notes ? 1 : 0 }}
              >
                {record!.tags.map((tag) => (
                  <StatusChip key={tag} label={tag} tone="default" />
                ))}
              </Stack>
            )}
            {record!.notes && <Box sx={{ whiteSpace: 'pre-wrap' }}>{record!.notes}</Box>}
          </Alert>
        )}
        <Divider />
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Section title={t('accessControl.member.memberships')}>
            {shownMemberships?.length === 0 && <Empty>{t('accessControl.member.noMemberships')}</Empty>}
            <Stack spacing={1}>
              {shownMemberships?.map((membership) => (
                <Box key={membership.id} data-testid="desk-membership">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {membership.packageName}
                    </Typography>
                    <StatusChip
                      label={t(`accessControl.membershipStates.${membership.state}`)}
                      tone={STATE_TONES[membership.state]}
                    />
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {t('accessControl.member.period', {
                      from: format.day(membership.startDate),
                      to: format.day(membership.endDate),
                    })}
                    {membership.creditsRemaining !== null &&
                      ` · ${t('accessControl.member.creditsLeft', { count: membership.creditsRemaining })}`}
                  </Typography>
                </Box>
              ))}
            </Stack>
            {pastCount > 0 && (
              <Button
                size="small"
                sx={{ mt: 0.5, px: 0 }}
                onClick={() => setAllMemberships((shown) => !shown)}
              >
                {allMemberships
                  ? t('accessControl.member.currentOnly')
                  : t('accessControl.member.showAll', { count: pastCount })}
              </Button>
            )}
          </Section>
          <Section title={t('accessControl.member.todaysBookings')}>
            {bookings.data?.length === 0 && <Empty>{t('accessControl.member.noBookings')}</Empty>}
            <Stack spacing={0.5}>
              {bookings.data?.map((booking) => (
                <Typography key={booking.id} variant="body2">
                  {format.time(booking.classStartsAt)} · {booking.classTitle}
                  {booking.status === 'waitlisted' && ` (${t('accessControl.member.waitlisted')})`}
                </Typography>
              ))}
            </Stack>
          </Section>
          <Section title={t('accessControl.member.balance')}>
            <Typography
              variant="body1"
              sx={{ fontWeight: 600 }}
              color={evaluation.balanceOwed > 0 ? 'error.main' : 'text.primary'}
              data-testid="desk-balance"
            >
              {evaluation.balanceOwed > 0
                ? format.money(evaluation.balanceOwed)
                : t('accessControl.member.nothingOwed')}
            </Typography>
          </Section>
          <Section title={t('accessControl.member.unsigned')}>
            {unsigned.data?.length === 0 && <Empty>{t('accessControl.member.allSigned')}</Empty>}
            <Stack spacing={0.5}>
              {unsigned.data?.map((request) => (
                <Link
                  key={request.id}
                  component={RouterLink}
                  to={`/epad/${request.id}?return=${encodeURIComponent(deskAddress(evaluation.memberNumber))}`}
                  variant="body2"
                >
                  {t(`accessControl.documentKinds.${request.kind}`)} · {format.date(request.createdAt)}
                </Link>
              ))}
            </Stack>
          </Section>
        </Box>
      </CardContent>
    </Card>
  );
}
