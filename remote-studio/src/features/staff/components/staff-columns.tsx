import type { StaffListItem } from '@cloudfit/shared/schemas/staff.schema';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list/list-types';
import { StatusChip } from '../../../components/page/StatusChip';
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
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar src={row.avatar ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
            {row.fullName.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {row.fullName}
              {row.id === selfId && ` (${t('staff.you')})`}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {row.email}
            </Typography>
          </Box>
        </Box>
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
