import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ProductItem, StockMovementItem } from '@cloudfit/shared/schemas/product.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { DataTable } from '@cloudfit/shared/ui/kit/list';
import { InfoList, StatusChip } from '@cloudfit/shared/ui/kit/page';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useStockMovements } from '../api/use-stock-movements';

const MOVEMENTS_PAGE_SIZE = 10;

interface BranchStock {
  centerId: number;
  name: string;
  quantity: number;
}

/** A product's terms, its stock at every branch and its stock movements, newest first. */
export function ProductDetailDialog(props: {
  productId: number;
  onClose(): void;
  onEdit(product: ProductItem): void;
  onAdjust(product: ProductItem): void;
}) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const format = useStudioFormat();
  const centers = useCenters().data ?? [];
  const ability = useAppStore((s) => s.ability);
  const [page, setPage] = useState(1);
  const { data: product, isError } = useRecord<ProductItem>('products', props.productId);
  const movements = useStockMovements(props.productId, page);
  const centerName = (id: number) => centers.find((center) => center.id === id)?.name ?? String(id);

  const stockRows: BranchStock[] = centers.map((center) => ({
    centerId: center.id,
    name: center.name,
    quantity: product?.stock.find((row) => row.centerId === center.id)?.quantity ?? 0,
  }));
  const stockColumns: ListColumn<BranchStock>[] = [
    { key: 'name', header: t('products.detail.center') },
    {
      key: 'quantity',
      header: t('products.detail.quantity'),
      align: 'right',
      render: (row) => (
        <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          {product && row.quantity <= product.reorderLevel && (
            <StatusChip label={t('products.lowStock')} tone="warning" />
          )}
          {format.number(row.quantity)}
        </Box>
      ),
    },
  ];
  const movementColumns: ListColumn<StockMovementItem>[] = [
    { key: 'at', header: t('products.detail.at'), render: (row) => format.dateTime(row.at) },
    {
      key: 'center',
      header: t('products.detail.center'),
      render: (row) => centerName(row.centerId),
    },
    {
      key: 'kind',
      header: t('products.detail.kind'),
      render: (row) => t(`products.movementKinds.${row.kind}`),
    },
    {
      key: 'quantityDelta',
      header: t('products.detail.change'),
      align: 'right',
      render: (row) =>
        row.quantityDelta > 0 ? `+${format.number(row.quantityDelta)}` : format.number(row.quantityDelta),
    },
    {
      key: 'reason',
      header: t('products.detail.reason'),
      render: (row) =>
        row.reason ?? (row.invoiceNumber ? t('products.detail.soldOn', { number: row.invoiceNumber }) : '—'),
    },
    { key: 'staff', header: t('products.detail.staff'), render: (row) => row.staffName ?? '—' },
  ];

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="md">
      <DialogTitle id={titleId}>{product?.name ?? '\u00a0'}</DialogTitle>
      <DialogContent dividers>
        {isError && <Alert severity="error">{t('kit:list.loadFailed')}</Alert>}
        {!product && !isError && <LinearProgress aria-label={t('kit:list.loading')} />}
        {product && (
          <>
            <InfoList
              columns={3}
              items={[
                { label: t('products.fields.sku'), value: product.sku },
                { label: t('products.fields.barcode'), value: product.barcode },
                { label: t('products.fields.reorderLevel'), value: format.number(product.reorderLevel) },
                { label: t('products.fields.price'), value: format.money(product.price) },
                { label: t('products.fields.cost'), value: format.money(product.cost) },
                {
                  label: t('products.columns.active'),
                  value: t(product.active ? 'products.status.active' : 'products.status.inactive'),
                },
              ]}
            />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
              {t('products.detail.stockTitle')}
            </Typography>
            <DataTable
              rows={stockRows}
              columns={stockColumns}
              getRowId={(row) => row.centerId}
              total={stockRows.length}
              page={1}
              pageSize={stockRows.length}
              loading={false}
              caption={t('products.detail.stockTitle')}
              emptyText=""
            />
          </>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
          {t('products.detail.movementsTitle')}
        </Typography>
        <Box data-testid="stock-movements">
          <DataTable
            rows={movements.data?.items ?? []}
            columns={movementColumns}
            getRowId={(row) => row.id}
            total={movements.data ? movements.data.total : null}
            page={page}
            pageSize={MOVEMENTS_PAGE_SIZE}
            loading={movements.isFetching}
            caption={t('products.detail.movementsTitle')}
            emptyText={t('products.detail.noMovements')}
            onPageChange={setPage}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        {product && ability.can('update', 'Product') && (
          <>
            <Button onClick={() => props.onEdit(product)}>{t('products.edit')}</Button>
            <Button variant="contained" onClick={() => props.onAdjust(product)}>
              {t('products.adjust')}
            </Button>
          </>
        )}
        <Button onClick={props.onClose}>{t('kit:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
