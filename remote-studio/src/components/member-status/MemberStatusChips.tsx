import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { MemberStatus } from '@cloudfit/shared/schemas/member.schema';
import { StatusChip, type StatusTone } from '@cloudfit/shared/ui/kit/page';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import './member-status.i18n';

const MEMBER_STATUS_TONES: Record<MemberStatus, StatusTone> = {
  active: 'success',
  expiring: 'warning',
  expired: 'default',
  frozen: 'info',
  no_membership: 'default',
  owes_money: 'error',
};

/** A member status in words; Expiring says in how many days when that is known. */
export function useMemberStatusLabel() {
  const { t } = useTranslation('studio');
  return (status: MemberStatus, expiresInDays?: number | null) => {
    if (status !== 'expiring' || expiresInDays === undefined || expiresInDays === null || expiresInDays < 0)
      return t(`memberStatus.${status}`);
    return expiresInDays === 0
      ? t('memberStatus.expiresToday')
      : t('memberStatus.expiresIn', { count: expiresInDays });
  };
}

/**
 * A member's statuses as chips, in the order the API gives them: in the member list, on Member Info
 * and at the desk (online or from the offline door list). Given the days until the member's last
 * current membership ends, Expiring says in how many days, which staff tell the member.
 */
export function MemberStatusChips({
  statuses,
  expiresInDays,
  sx,
}: {
  statuses: readonly MemberStatus[];
  expiresInDays?: number | null;
  sx?: SxProps<Theme>;
}) {
  const label = useMemberStatusLabel();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid="member-statuses"
    >
      {statuses.map((status) => (
        <StatusChip key={status} label={label(status, expiresInDays)} tone={MEMBER_STATUS_TONES[status]} />
      ))}
    </Stack>
  );
}
