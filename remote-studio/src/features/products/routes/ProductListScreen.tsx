import '@cloudfit/shared/ui/kit/kit.i18n';
import '../products.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { PRODUCT_SORT_KEYS, type ProductItem } from '@cloudfit/shared/schemas/product.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import type { ListFilter, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { ProductDetailDialog } from '../components/ProductDetailDialog';
import { ProductCreateDialog, ProductEditDialog } from '../components/ProductDialogs';
import { productColumns } from '../components/product-columns';
import { StockAdjustmentDialog } from '../components/StockAdjustmentDialog';

/** Which dialogs are open: the detail may stay open under an edit or a stock change. */
interface OpenDialogs {
  detail: number | null;
  edit: ProductItem | null;
  adjust: ProductItem | null;
}

const NONE: OpenDialogs = { detail: null, edit: null, adjust: null };

export default function ProductListScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<OpenDialogs>(NONE);
  const centers = useCenters().data;
  const columns = useMemo(
    () =>
      productColumns(t, format, centerId, (id) => centers?.find((center) => center.id === id)?.name ?? ''),
    [t, format, centerId, centers],
  );
  const mayUpdate = ability.can('update', 'Product');

  const filters: ListFilter[] = [
    { kind: 'toggle', key: 'lowStock', label: t('products.filters.lowStock') },
    {
      kind: 'chips',
      key: 'active',
      label: t('products.filters.active'),
      options: [
        { value: 'true', label: t('products.status.active') },
        { value: 'false', label: t('products.status.inactive') },
      ],
    },
  ];
  const rowActions: RowAction<ProductItem>[] = [
    {
      key: 'adjust',
      label: t('products.adjust'),
      icon: <InventoryOutlined fontSize="small" />,
      onClick: (row) => setOpen({ ...NONE, adjust: row }),
      hidden: () => !mayUpdate,
    },
    {
      key: 'edit',
      label: t('products.edit'),
      icon: <EditOutlined fontSize="small" />,
      onClick: (row) => setOpen({ ...NONE, edit: row }),
      hidden: () => !mayUpdate,
      inMenu: true,
    },
  ];

  return (
    <>
      <ResourceList<ProductItem>
        resource="products"
        title={t('products.title')}
        subtitle={(total) => t('products.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={PRODUCT_SORT_KEYS}
        searchPlaceholder={t('products.searchPlaceholder')}
        emptyText={(q) => (q ? t('products.empty', { q }) : t('products.emptyAll'))}
        rowActions={rowActions}
        onRowOpen={(row) => setOpen({ ...NONE, detail: row.id })}
        exportName="products"
        actions={
          ability.can('create', 'Product') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('products.new')}
            </Button>
          )
        }
      />
      <ProductCreateDialog open={creating} onClose={() => setCreating(false)} />
      {open.detail !== null && (
        <ProductDetailDialog
          productId={open.detail}
          onClose={() => setOpen(NONE)}
          onEdit={(product) => setOpen((current) => ({ ...current, edit: product }))}
          onAdjust={(product) => setOpen((current) => ({ ...current, adjust: product }))}
        />
      )}
      {open.edit && (
        <ProductEditDialog
          key={`${open.edit.id}-${open.edit.version}`}
          item={open.edit}
          onClose={() => setOpen((current) => ({ ...current, edit: null }))}
        />
      )}
      {open.adjust && (
        <StockAdjustmentDialog
          product={open.adjust}
          onClose={() => setOpen((current) => ({ ...current, adjust: null }))}
        />
      )}
    </>
  );
}
