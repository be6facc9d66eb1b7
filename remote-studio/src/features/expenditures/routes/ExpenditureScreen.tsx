import '@cloudfit/shared/ui/kit/kit.i18n';
import '../expenditures.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useSearchParams } from '@cloudfit/shared/router/app-router';
import {
  EXPENDITURE_CATEGORIES,
  EXPENDITURE_SORT_KEYS,
  type ExpenditureItem,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import type { ListFilter, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import type { TotalsPeriod } from '../api/use-monthly-totals';
import { ExpenditureCreateDialog, ExpenditureEditDialog } from '../components/ExpenditureDialogs';
import { ExpenditureTotals } from '../components/ExpenditureTotals';
import { expenditureColumns } from '../components/expenditure-columns';

const CHART_MONTHS = 12;

/** The list's period, else the last twelve months up to today. */
function totalsPeriod(from: string | null, to: string | null, today: string): TotalsPeriod {
  const end = to ?? today;
  if (from) return { from, to: end };
  const [year, month] = end.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - CHART_MONTHS, 1));
  return { from: start.toISOString().slice(0, 10), to: end };
}

export default function ExpenditureScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data;
  const ability = useAppStore((s) => s.ability);
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const [searchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ExpenditureItem | null>(null);
  const columns = useMemo(() => expenditureColumns(t, format, centers), [t, format, centers]);
  const mayEdit = ability.can('update', 'Expenditure');
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const today = format.today();
  const period = useMemo(
    () => ({ ...totalsPeriod(from, to, today), ...(centerId === undefined ? {} : { centerId }) }),
    [from, to, today, centerId],
  );

  const filters: ListFilter[] = [
    {
      kind: 'dateRange',
      fromKey: 'from',
      toKey: 'to',
      label: t('expenditures.filters.period'),
      fromLabel: t('expenditures.filters.from'),
      toLabel: t('expenditures.filters.to'),
    },
    {
      kind: 'select',
      key: 'category',
      label: t('expenditures.filters.category'),
      options: EXPENDITURE_CATEGORIES.map((value) => ({
        value,
        label: t(`expenditures.categories.${value}`),
      })),
    },
  ];
  const rowActions: RowAction<ExpenditureItem>[] = [
    {
      key: 'edit',
      label: t('expenditures.edit'),
      icon: <EditOutlined fontSize="small" />,
      onClick: setEditing,
      hidden: () => !mayEdit,
    },
  ];

  return (
    <>
      <ResourceList<ExpenditureItem>
        resource="expenditures"
        title={t('expenditures.title')}
        subtitle={(total) => t('expenditures.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={EXPENDITURE_SORT_KEYS}
        searchPlaceholder={t('expenditures.searchPlaceholder')}
        emptyText={(q) => (q ? t('expenditures.empty', { q }) : t('expenditures.emptyAll'))}
        rowActions={rowActions}
        onRowOpen={mayEdit ? setEditing : undefined}
        exportName="expenditures"
        actions={
          ability.can('create', 'Expenditure') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('expenditures.new')}
            </Button>
          )
        }
      >
        <Box sx={{ px: 2.5, pb: 3 }}>
          <ExpenditureTotals period={period} />
        </Box>
      </ResourceList>
      <ExpenditureCreateDialog open={creating} onClose={() => setCreating(false)} />
      {editing && (
        <ExpenditureEditDialog
          key={`${editing.id}-${editing.version}`}
          item={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
