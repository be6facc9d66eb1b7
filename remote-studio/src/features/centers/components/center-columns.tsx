import type { Center } from '@cloudfit/shared/schemas/center.schema';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { summarizeOpeningHours } from './opening-hours';

export function centerColumns(t: TFunction<'studio'>, locale: string): ListColumn<Center>[] {
  return [
    {
      key: 'name',
      header: t('centers.columns.name'),
      render: (row) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
      ),
    },
    {
      key: 'code',
      header: t('centers.columns.code'),
      render: (row) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {row.code}
        </Typography>
      ),
    },
    { key: 'address', header: t('centers.columns.address'), hideBelow: 'md' },
    { key: 'phone', header: t('centers.columns.phone'), hideBelow: 'lg' },
    {
      key: 'timezone',
      header: t('centers.columns.timezone'),
      hideBelow: 'sm',
      render: (row) => row.timezone.replaceAll('_', ' '),
    },
    {
      key: 'openingHours',
      header: t('centers.columns.openingHours'),
      hideBelow: 'md',
      render: (row) =>
        row.openingHours.length > 0
          ? summarizeOpeningHours(row.openingHours, locale)
          : t('centers.closedAllWeek'),
    },
    {
      key: 'active',
      header: t('centers.columns.status'),
      render: (row) => (
        <StatusChip
          label={t(row.active ? 'centers.status.active' : 'centers.status.archived')}
          tone={row.active ? 'success' : 'default'}
        />
      ),
    },
  ];
}
