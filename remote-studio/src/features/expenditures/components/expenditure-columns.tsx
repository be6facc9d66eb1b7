import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import type { ExpenditureItem } from '@cloudfit/shared/schemas/expenditure.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import type { TFunction } from 'i18next';

export function expenditureColumns(
  t: TFunction<'studio'>,
  format: StudioFormat,
  centers: readonly { id: number; name: string }[] | undefined,
): ListColumn<ExpenditureItem>[] {
  return [
    {
      key: 'spentOn',
      nowrap: true,
      header: t('expenditures.columns.spentOn'),
      sortKey: 'spentOn',
      render: (row) => format.day(row.spentOn),
    },
    {
      key: 'center',
      header: t('expenditures.columns.center'),
      hideBelow: 'lg',
      render: (row) => centers?.find((center) => center.id === row.centerId)?.name ?? '',
    },
    {
      key: 'category',
      header: t('expenditures.columns.category'),
      sortKey: 'category',
      hideBelow: 'sm',
      render: (row) => t(`expenditures.categories.${row.category}`),
    },
    { key: 'vendor', header: t('expenditures.columns.vendor'), sortKey: 'vendor' },
    {
      key: 'amount',
      header: t('expenditures.columns.amount'),
      sortKey: 'amount',
      align: 'right',
      render: (row) => format.money(row.amount),
    },
    {
      key: 'method',
      header: t('expenditures.columns.method'),
      hideBelow: 'md',
      render: (row) => paymentMethodLabel(t, row.method),
    },
    { key: 'note', header: t('expenditures.columns.note'), hideBelow: 'lg', render: (row) => row.note ?? '' },
  ];
}
