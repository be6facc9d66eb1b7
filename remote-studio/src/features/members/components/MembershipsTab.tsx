import { isolate } from '@cloudfit/shared/i18n/bidi';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { MembershipListItem, MembershipState } from '@cloudfit/shared/schemas/membership.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import { StatusChip, type StatusTone } from '@cloudfit/shared/ui/kit/page';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import MoreTimeOutlined from '@mui/icons-material/MoreTimeOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { useState } from 'react';
import { type MembershipChange, MembershipChangeDialog } from './MembershipChangeDialog';

const STATE_TONES: Record<MembershipState, StatusTone> = {
  not_started: 'default',
  active: 'success',
  expiring: 'warning',
  frozen: 'info',
  used_up: 'default',
  expired: 'default',
  cancelled: 'error',
};

const FREEZABLE: readonly MembershipState[] = ['not_started', 'active', 'expiring', 'used_up'];

/** The member's memberships with their state today, and freeze, unfreeze, extend and cancel. */
export function MembershipsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const [change, setChange] = useState<{ kind: MembershipChange; membership: MembershipListItem } | null>(
    null,
  );
  const mayChange = ability.can('update', 'Membership');

  const columns: ListColumn<MembershipListItem>[] = [
    { key: 'packageName', header: t('members.memberships.package') },
    {
      key: 'state',
      header: t('members.memberships.state'),
      render: (row) => (
        <StatusChip label={t(`members.membershipStates.${row.state}`)} tone={STATE_TONES[row.state]} />
      ),
    },
    {
      key: 'endDate',
      header: t('members.memberships.dates'),
      sortKey: 'endDate',
      render: (row) => `${format.day(row.startDate)} – ${format.day(row.endDate)}`,
    },
    {
      key: 'creditsRemaining',
      header: t('members.memberships.credits'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) =>
        row.creditsRemaining === null
          ? t('members.memberships.unlimited')
          : isolate(`${format.number(row.creditsRemaining)} / ${format.number(row.creditsTotal ?? 0)}`),
    },
  ];

  const open = (kind: MembershipChange) => (membership: MembershipListItem) =>
    setChange({ kind, membership });
  const rowActions: RowAction<MembershipListItem>[] = [
    {
      key: 'freeze',
      label: t('members.memberships.freeze'),
      icon: <AcUnitOutlined fontSize="small" />,
      onClick: open('freeze'),
      hidden: (row) => !mayChange || !FREEZABLE.includes(row.state),
    },
    {
      key: 'unfreeze',
      label: t('members.memberships.unfreeze'),
      icon: <PlayArrowOutlined fontSize="small" />,
      onClick: open('unfreeze'),
      hidden: (row) => !mayChange || row.state !== 'frozen',
    },
    {
      key: 'extend',
      label: t('members.memberships.extend'),
      icon: <MoreTimeOutlined fontSize="small" />,
      onClick: open('extend'),
      hidden: (row) => !mayChange || row.state === 'cancelled',
      inMenu: true,
    },
    {
      key: 'cancel',
      label: t('members.memberships.cancel'),
      icon: <BlockOutlined fontSize="small" />,
      onClick: open('cancel'),
      hidden: (row) => !mayChange || row.state === 'cancelled',
      inMenu: true,
    },
  ];

  return (
    <>
      <ResourceList<MembershipListItem>
        resource="memberships"
        title={t('members.memberships.title')}
        columns={columns}
        fixedParams={{ memberId }}
        centerParam={false}
        defaultSort={{ sortBy: 'endDate', sortDesc: true }}
        emptyText={() => t('members.memberships.empty')}
        rowActions={rowActions}
        embedded={{ prefix: 'ms' }}
      />
      {change && (
        <MembershipChangeDialog
          change={change.kind}
          membership={change.membership}
          today={format.today()}
          onClose={() => setChange(null)}
        />
      )}
    </>
  );
}
