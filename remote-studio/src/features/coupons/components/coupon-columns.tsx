import { isolate } from '@cloudfit/shared/i18n/bidi';
import type { CouponItem, CouponState } from '@cloudfit/shared/schemas/coupon.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { TitleCell } from '@cloudfit/shared/ui/kit/list';
import { StatusChip, type StatusTone } from '@cloudfit/shared/ui/kit/page';
import type { TFunction } from 'i18next';
import { couponDiscount } from './coupon-form';

/** Usable now in green; not yet in blue; no longer usable greyed or warned. */
const STATE_TONES: Record<CouponState, StatusTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'default',
  used_up: 'warning',
  inactive: 'default',
};

function validity(t: TFunction<'studio'>, format: StudioFormat, coupon: CouponItem): string {
  if (coupon.validFrom && coupon.validTo) {
    return t('coupons.range', { from: format.day(coupon.validFrom), to: format.day(coupon.validTo) });
  }
  if (coupon.validFrom) return t('coupons.from', { day: format.day(coupon.validFrom) });
  if (coupon.validTo) return t('coupons.until', { day: format.day(coupon.validTo) });
  return t('coupons.always');
}

export function couponColumns(t: TFunction<'studio'>, format: StudioFormat): ListColumn<CouponItem>[] {
  const limit = (value: number | null) => (value === null ? t('coupons.noLimit') : format.number(value));
  return [
    {
      key: 'code',
      header: t('coupons.columns.code'),
      sortKey: 'code',
      render: (row) => <TitleCell title={row.code} subtitle={row.description} monospace noWrap />,
    },
    {
      key: 'value',
      header: t('coupons.columns.discount'),
      sortKey: 'value',
      render: (row) => couponDiscount(t, format, row),
    },
    {
      key: 'scope',
      header: t('coupons.columns.scope'),
      hideBelow: 'md',
      render: (row) => t(`coupons.scopes.${row.scope}`),
    },
    {
      key: 'validTo',
      header: t('coupons.columns.validity'),
      sortKey: 'validTo',
      hideBelow: 'sm',
      render: (row) => validity(t, format, row),
    },
    {
      key: 'limits',
      header: t('coupons.columns.limits'),
      hideBelow: 'lg',
      render: (row) =>
        t('coupons.limits', { total: limit(row.totalLimit), perMember: limit(row.perMemberLimit) }),
    },
    {
      key: 'minAmount',
      header: t('coupons.columns.minAmount'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => (row.minAmount === null ? '—' : format.money(row.minAmount)),
    },
    {
      key: 'redemptions',
      header: t('coupons.columns.redemptions'),
      sortKey: 'redemptions',
      align: 'right',
      render: (row) =>
        row.totalLimit === null
          ? format.number(row.redemptions)
          : isolate(`${format.number(row.redemptions)} / ${format.number(row.totalLimit)}`),
    },
    {
      key: 'state',
      header: t('coupons.stateColumn'),
      render: (row) => <StatusChip label={t(`coupons.states.${row.state}`)} tone={STATE_TONES[row.state]} />,
    },
  ];
}
