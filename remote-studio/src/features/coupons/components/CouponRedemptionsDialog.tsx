import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { CouponItem, CouponRedemption } from '@cloudfit/shared/schemas/coupon.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';

/** Who used a coupon and on which invoice, newest first; each links to the member and the invoice. */
export function CouponRedemptionsDialog(props: { coupon: CouponItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const titleId = useId();
  const title = t('coupons.redemptionsTitle', { code: props.coupon.code });
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <ResourceList<CouponRedemption>
          resource={`coupons/${props.coupon.id}/redemptions`}
          title={title}
          centerParam={false}
          embedded={{ prefix: 'redemptions.' }}
          emptyText={() => t('coupons.redemptionsEmpty')}
          columns={[
            {
              key: 'memberName',
              header: t('coupons.redemption.member'),
              render: (row) => (
                <Link component={RouterLink} to={`/apps/member/edit/${row.memberId}`}>
                  {row.memberName} · {row.memberNumber}
                </Link>
              ),
            },
            {
              key: 'invoiceNumber',
              header: t('coupons.redemption.invoice'),
              nowrap: true,
              render: (row) => (
                <Link component={RouterLink} to={`/invoice?invoice=${row.invoiceId}`}>
                  {row.invoiceNumber ?? `#${row.invoiceId}`}
                </Link>
              ),
            },
            {
              key: 'discount',
              header: t('coupons.redemption.discount'),
              align: 'right',
              render: (row) => format.money(row.discount),
            },
            {
              key: 'redeemedAt',
              header: t('coupons.redemption.redeemedAt'),
              nowrap: true,
              render: (row) => format.dateTime(row.redeemedAt),
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('kit:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
