import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { MemberStatusChips } from '../../../components/member-status/MemberStatusChips';
import { useMemberStanding } from '../api/member-standing';
import { MemberAvatar } from './member-columns';

/** Who the member is at a glance: photo, name, number, statuses, what they owe, and the desk's actions. */
export const MemberHeader = memo(function MemberHeader({ member }: { member: Member }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const standing = useMemberStanding(member);
  const owed = standing.data?.balanceOwed ?? 0;
  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}>
        <MemberAvatar member={member} size={72} />
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
            {member.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('members.info.number', { number: member.memberNumber })} · {member.homeCenterName}
          </Typography>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <MemberStatusChips
              statuses={standing.data?.statuses ?? []}
              expiresInDays={standing.data?.expiresInDays}
            />
            {standing.data && (
              <Typography
                variant="body2"
                data-testid="member-balance"
                sx={{ fontWeight: 600, color: owed > 0 ? 'error.main' : 'text.secondary' }}
              >
                {owed > 0
                  ? t('members.info.owes', { amount: format.money(owed) })
                  : t('members.info.owesNothing')}
              </Typography>
            )}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {ability.can('create', 'CheckIn') && (
            <Button
              variant="outlined"
              startIcon={<HowToRegOutlined />}
              component={RouterLink}
              to={`/access-control?member=${encodeURIComponent(member.memberNumber)}`}
            >
              {t('members.actions.checkIn')}
            </Button>
          )}
          {ability.can('create', 'Membership') && (
            <Button
              variant="outlined"
              startIcon={<AddCardOutlined />}
              component={RouterLink}
              to={`/apps/member/${member.id}/membership/add`}
            >
              {t('members.actions.addMembership')}
            </Button>
          )}
          {ability.can('create', 'Invoice') && (
            <Button
              variant="outlined"
              startIcon={<ReceiptOutlined />}
              component={RouterLink}
              to={`/apps/member/${member.id}/invoice/add`}
            >
              {t('members.actions.addInvoice')}
            </Button>
          )}
        </Stack>
      </Box>
    </Card>
  );
});
