import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { MembershipListItem } from '@cloudfit/shared/schemas/membership.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const LIVE_STATES = new Set(['not_started', 'active', 'expiring', 'frozen']);

/** The memberships a member holds now (or that are yet to start), so the desk does not sell twice. */
export function CurrentMemberships({
  memberships,
}: {
  memberships: readonly MembershipListItem[] | undefined;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const live = (memberships ?? []).filter((membership) => LIVE_STATES.has(membership.state));
  return (
    <Box data-testid="current-memberships">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('sales.membership.current')}
      </Typography>
      {memberships && live.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('sales.membership.none')}
        </Typography>
      )}
      <Stack spacing={1}>
        {live.map((membership) => (
          <Box key={membership.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {membership.packageName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('sales.membership.period', {
                start: format.day(membership.startDate),
                end: format.day(membership.endDate),
              })}
            </Typography>
            {membership.creditsRemaining !== null && (
              <Typography variant="body2" color="text.secondary">
                {t('sales.membership.creditsLeft', { count: membership.creditsRemaining })}
              </Typography>
            )}
            <Chip size="small" variant="outlined" label={t(`sales.membershipStates.${membership.state}`)} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
