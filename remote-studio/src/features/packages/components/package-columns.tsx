import type { PackageItem } from '@cloudfit/shared/schemas/package.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { centerNames, packageCredits, packageDuration } from './package-text';

export function packageColumns(
  t: TFunction<'studio'>,
  format: StudioFormat,
  centers: readonly { id: number; name: string }[] | undefined,
): ListColumn<PackageItem>[] {
  return [
    {
      key: 'name',
      header: t('packages.columns.name'),
      sortKey: 'name',
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          {/* Where the table has no room for the type, duration and sessions columns (a tablet). */}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'none', '@container (max-width: 999.95px)': { display: 'block' } }}
          >
            {[t(`packages.kinds.${row.kind}`), packageDuration(t, row), packageCredits(t, row)].join(' · ')}
          </Typography>
        </>
      ),
    },
    {
      key: 'kind',
      header: t('packages.columns.kind'),
      sortKey: 'kind',
      hideBelow: 'sm',
      render: (row) => t(`packages.kinds.${row.kind}`),
    },
    {
      key: 'duration',
      header: t('packages.columns.duration'),
      hideBelow: 'md',
      render: (row) => packageDuration(t, row),
    },
    {
      key: 'credits',
      header: t('packages.columns.credits'),
      hideBelow: 'md',
      render: (row) => packageCredits(t, row),
    },
    {
      key: 'price',
      header: t('packages.columns.price'),
      sortKey: 'price',
      align: 'right',
      render: (row) => format.money(row.price),
    },
    {
      key: 'centers',
      header: t('packages.columns.centers'),
      hideBelow: 'lg',
      render: (row) => centerNames(t, row.centerIds, centers),
    },
    {
      key: 'active',
      header: t('packages.columns.active'),
      render: (row) => (
        <StatusChip
          label={t(row.active ? 'packages.status.active' : 'packages.status.inactive')}
          tone={row.active ? 'success' : 'default'}
        />
      ),
    },
  ];
}
