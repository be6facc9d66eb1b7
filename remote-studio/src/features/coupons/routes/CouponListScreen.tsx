import '@cloudfit/shared/ui/kit/kit.i18n';
import '../coupons.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  COUPON_KINDS,
  COUPON_SCOPES,
  COUPON_SORT_KEYS,
  type CouponItem,
} from '@cloudfit/shared/schemas/coupon.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListFilter, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { CouponCreateDialog, CouponEditDialog } from '../components/CouponDialogs';
import { CouponRedemptionsDialog } from '../components/CouponRedemptionsDialog';
import { couponColumns } from '../components/coupon-columns';

export default function CouponListScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CouponItem | null>(null);
  const [redemptionsOf, setRedemptionsOf] = useState<CouponItem | null>(null);
  const columns = useMemo(() => couponColumns(t, format), [t, format]);
  const mayEdit = ability.can('update', 'Coupon');

  const filters: ListFilter[] = [
    {
      kind: 'select',
      key: 'scope',
      label: t('coupons.filters.scope'),
      options: COUPON_SCOPES.map((value) => ({ value, label: t(`coupons.scopes.${value}`) })),
    },
    {
      kind: 'select',
      key: 'kind',
      label: t('coupons.filters.kind'),
      options: COUPON_KINDS.map((value) => ({ value, label: t(`coupons.kinds.${value}`) })),
    },
    {
      kind: 'chips',
      key: 'active',
      label: t('coupons.filters.active'),
      options: [
        { value: 'true', label: t('coupons.status.active') },
        { value: 'false', label: t('coupons.status.inactive') },
      ],
    },
  ];
  const rowActions: RowAction<CouponItem>[] = [
    {
      key: 'redemptions',
      label: t('coupons.showRedemptions'),
      icon: <ReceiptLongOutlined fontSize="small" />,
      onClick: setRedemptionsOf,
    },
    {
      key: 'edit',
      label: t('coupons.edit'),
      icon: <EditOutlined fontSize="small" />,
      onClick: setEditing,
      hidden: () => !mayEdit,
    },
  ];

  return (
    <>
      <ResourceList<CouponItem>
        resource="coupons"
        title={t('coupons.title')}
        subtitle={(total) => t('coupons.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        centerParam={false}
        sortKeys={COUPON_SORT_KEYS}
        searchPlaceholder={t('coupons.searchPlaceholder')}
        emptyText={(q) => (q ? t('coupons.empty', { q }) : t('coupons.emptyAll'))}
        rowActions={rowActions}
        onRowOpen={mayEdit ? setEditing : undefined}
        exportName="coupons"
        actions={
          ability.can('create', 'Coupon') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('coupons.new')}
            </Button>
          )
        }
      />
      <CouponCreateDialog open={creating} onClose={() => setCreating(false)} />
      {redemptionsOf && (
        <CouponRedemptionsDialog coupon={redemptionsOf} onClose={() => setRedemptionsOf(null)} />
      )}
      {editing && (
        <CouponEditDialog
          key={`${editing.id}-${editing.version}`}
          item={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
