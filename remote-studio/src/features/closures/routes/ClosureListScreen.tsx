import '@cloudfit/shared/ui/kit/kit.i18n';
import '../closures.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { CLOSURE_SORT_KEYS, type ClosureItem } from '@cloudfit/shared/schemas/closure.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn, ListFilter } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

// The form (and zod with it) loads when a manager opens it, not with the list.
const NewClosureDialog = lazy(() =>
  import('../components/NewClosureDialog').then((module) => ({ default: module.NewClosureDialog })),
);

/** The days branches are closed, newest first, with what each closure cancelled and extended. */
export default function ClosureListScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const [creating, setCreating] = useState(false);

  const columns: ListColumn<ClosureItem>[] = [
    {
      key: 'startsOn',
      header: t('closures.columns.days'),
      sortKey: 'startsOn',
      nowrap: true,
      render: (row) =>
        row.startsOn === row.endsOn
          ? format.day(row.startsOn)
          : t('closures.range', { from: format.day(row.startsOn), to: format.day(row.endsOn) }),
    },
    { key: 'centerName', header: t('closures.columns.center') },
    { key: 'reason', header: t('closures.columns.reason') },
    {
      key: 'classesCancelled',
      header: t('closures.columns.classesCancelled'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => format.number(row.classesCancelled),
    },
    {
      key: 'membershipsExtended',
      header: t('closures.columns.membershipsExtended'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => format.number(row.membershipsExtended),
    },
    {
      key: 'createdByName',
      header: t('closures.columns.createdBy'),
      hideBelow: 'lg',
      render: (row) => row.createdByName ?? '',
    },
  ];
  const filters: ListFilter[] = [
    {
      kind: 'dateRange',
      fromKey: 'from',
      toKey: 'to',
      label: t('closures.filters.days'),
      fromLabel: t('closures.filters.from'),
      toLabel: t('closures.filters.to'),
    },
  ];

  return (
    <>
      <ResourceList<ClosureItem>
        resource="closures"
        title={t('closures.title')}
        subtitle={(total) => t('closures.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={CLOSURE_SORT_KEYS}
        searchPlaceholder={t('closures.searchPlaceholder')}
        emptyText={(q) => (q ? t('closures.empty', { q }) : t('closures.emptyAll'))}
        exportName="closures"
        actions={
          ability.can('create', 'Center') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('closures.new.button')}
            </Button>
          )
        }
      />
      {creating && (
        <Suspense fallback={null}>
          <NewClosureDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
