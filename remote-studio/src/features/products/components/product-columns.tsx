import type { ProductItem } from '@cloudfit/shared/schemas/product.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { TitleCell } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { lowStockCenterIds, stockAt } from './product-stock';

/** The stock column shows the navbar's branch, or every branch together when none is chosen. */
export function productColumns(
  t: TFunction<'studio'>,
  format: StudioFormat,
  centerId: number | undefined,
  centerName: (id: number) => string,
): ListColumn<ProductItem>[] {
  const lowAt = (row: ProductItem) => lowStockCenterIds(row, centerId).map(centerName);
  return [
    {
      key: 'name',
      header: t('products.columns.name'),
      sortKey: 'name',
      render: (row) => <TitleCell title={row.name} subtitle={row.sku} />,
    },
    {
      key: 'barcode',
      header: t('products.columns.barcode'),
      hideBelow: 'lg',
      render: (row) => row.barcode ?? '',
    },
    {
      key: 'price',
      header: t('products.columns.price'),
      sortKey: 'price',
      align: 'right',
      render: (row) => format.money(row.price),
    },
    {
      key: 'cost',
      header: t('products.columns.cost'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => format.money(row.cost),
    },
    {
      key: 'stock',
      header: centerId === undefined ? t('products.columns.stockAll') : t('products.columns.stock'),
      align: 'right',
      render: (row) => (
        <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
          {lowAt(row).length > 0 && (
            <StatusChip
              label={t('products.lowStockAt', { branches: lowAt(row).join(', ') })}
              tone="warning"
            />
          )}
          {format.number(stockAt(row, centerId))}
        </Box>
      ),
    },
    {
      key: 'reorderLevel',
      header: t('products.columns.reorderLevel'),
      sortKey: 'reorderLevel',
      align: 'right',
      hideBelow: 'md',
      render: (row) => format.number(row.reorderLevel),
    },
    {
      key: 'active',
      header: t('products.columns.active'),
      hideBelow: 'sm',
      render: (row) => (
        <StatusChip
          label={t(row.active ? 'products.status.active' : 'products.status.inactive')}
          tone={row.active ? 'success' : 'default'}
        />
      ),
    },
  ];
}
