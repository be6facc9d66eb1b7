import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { MemberStatus } from '@cloudfit/shared/schemas/member.schema';
import { StatusChip, type StatusTone } from '@cloudfit/shared/ui/kit/page';
import Stack from '@mui/material/Stack';

export const MEMBER_STATUS_TONES: Record<MemberStatus, StatusTone> = {
  active: 'success',
  expiring: 'warning',
  expired: 'default',
  frozen: 'info',
  no_membership: 'default',
  owes_money: 'error',
};

/** A member's statuses as chips, in the order the API gives them. */
export function MemberStatusChips({ statuses }: { statuses: readonly MemberStatus[] }) {
  const { t } = useTranslation('studio');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="member-statuses">
      {statuses.map((status) => (
        <StatusChip key={status} label={t(`members.statuses.${status}`)} tone={MEMBER_STATUS_TONES[status]} />
      ))}
    </Stack>
  );
}
