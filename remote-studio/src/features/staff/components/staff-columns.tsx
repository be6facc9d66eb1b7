import type { StaffListItem } from '@cloudfit/shared/schemas/staff.schema';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { TitleCell } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Avatar from '@mui/material/Avatar';
import type { TFunction } from 'i18next';
import { roleLabel } from './staff-form';

export function staffColumns(
  t: TFunction<'studio'>,
  selfId: number | undefined,
): ListColumn<StaffListItem>[] {
  return [
    {
      key: 'fullName',
      header: t('staff.columns.name'),
      sortKey: 'fullName',
      render: (row) => (
        <TitleCell
          avatar={
            <Avatar src={row.avatar ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
              {row.fullName.slice(0, 1)}
            </Avatar>
          }
          title={row.id === selfId ? `${row.fullName} (${t('staff.you')})` : row.fullName}
          subtitle={row.email}
          noWrap
        />
      ),
    },
    { key: 'username', header: t('staff.columns.username'), sortKey: 'username', hideBelow: 'md' },
    { key: 'role', header: t('staff.columns.role'), render: (row) => roleLabel(t, row.role) },
    {
      key: 'isTrainer',
      header: t('staff.columns.trainer'),
      hideBelow: 'sm',
      render: (row) => (row.isTrainer ? t('staff.yes') : '—'),
    },
    {
      key: 'active',
      header: t('staff.columns.status'),
      render: (row) => (
        <StatusChip
          label={t(row.active ? 'staff.status.active' : 'staff.status.inactive')}
          tone={row.active ? 'success' : 'default'}
        />
      ),
    },
  ];
}
