import type {
  CouponItem,
  CreateCouponInput,
  UpdateCouponInput,
} from '@cloudfit/shared/schemas/coupon.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';

/** A new coupon: a percentage on everything, no window, no limits. The discount starts empty. */
export function blankCoupon(): CreateCouponInput {
  return {
    code: '',
    description: null,
    kind: 'percent',
    value: null as unknown as number,
    scope: 'all',
    validFrom: null,
    validTo: null,
    totalLimit: null,
    perMemberLimit: null,
    minAmount: null,
    active: true,
  };
}

export function couponFormValues(item: CouponItem): UpdateCouponInput {
  return {
    code: item.code,
    description: item.description,
    kind: item.kind,
    value: item.value,
    scope: item.scope,
    validFrom: item.validFrom,
    validTo: item.validTo,
    totalLimit: item.totalLimit,
    perMemberLimit: item.perMemberLimit,
    minAmount: item.minAmount,
    active: item.active,
    version: item.version,
  };
}

/** "10% off" or "NT$100 off". */
export function couponDiscount(
  t: TFunction<'studio'>,
  format: StudioFormat,
  coupon: Pick<CouponItem, 'kind' | 'value'>,
): string {
  return coupon.kind === 'percent'
    ? t('coupons.percentOff', { value: format.number(coupon.value) })
    : t('coupons.amountOff', { amount: format.money(coupon.value) });
}

export function couponConflictFields(t: TFunction<'studio'>, format: StudioFormat): ConflictField[] {
  const limit = (value: unknown) => (value === null ? t('coupons.noLimit') : String(value));
  return [
    { name: 'code', label: t('coupons.fields.code') },
    { name: 'description', label: t('coupons.fields.description') },
    { name: 'kind', label: t('coupons.fields.kind'), format: (value) => t(`coupons.kinds.${value}`) },
    { name: 'value', label: t('coupons.columns.discount') },
    { name: 'scope', label: t('coupons.fields.scope'), format: (value) => t(`coupons.scopes.${value}`) },
    {
      name: 'validFrom',
      label: t('coupons.fields.validFrom'),
      format: (value) => format.day(value as string),
    },
    { name: 'validTo', label: t('coupons.fields.validTo'), format: (value) => format.day(value as string) },
    { name: 'totalLimit', label: t('coupons.fields.totalLimit'), format: limit },
    { name: 'perMemberLimit', label: t('coupons.fields.perMemberLimit'), format: limit },
    {
      name: 'minAmount',
      label: t('coupons.fields.minAmount'),
      format: (value) => format.money(value as number | null),
    },
    {
      name: 'active',
      label: t('coupons.fields.active'),
      format: (value) => t(value ? 'coupons.status.active' : 'coupons.status.inactive'),
    },
  ];
}
