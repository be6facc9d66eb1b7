import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { COUPON_KINDS, COUPON_SCOPES, type CreateCouponInput } from '@cloudfit/shared/schemas/coupon.schema';
import {
  FieldGrid,
  FormDay,
  FormInteger,
  FormMoney,
  FormSelect,
  FormSwitch,
  FormText,
} from '@cloudfit/shared/ui/kit/form';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/** The coupon's fields; the discount is a whole percent or an amount, as the type says. */
export function CouponFields() {
  const { t } = useTranslation('studio');
  const { control, setValue } = useFormContext<CreateCouponInput>();
  const kind = useWatch({ control, name: 'kind' });
  const validFrom = useWatch({ control, name: 'validFrom' });
  const shownKind = useRef(kind);

  // 10 percent and 10 cents are different discounts: a change of type asks for the value again.
  useEffect(() => {
    if (shownKind.current === kind) return;
    shownKind.current = kind;
    setValue('value', null as unknown as number, { shouldDirty: true });
  }, [kind, setValue]);

  return (
    <FieldGrid>
      <FormText<CreateCouponInput> name="code" label={t('coupons.fields.code')} required autoFocus />
      <FormSelect<CreateCouponInput>
        name="scope"
        label={t('coupons.fields.scope')}
        required
        options={COUPON_SCOPES.map((value) => ({ value, label: t(`coupons.scopes.${value}`) }))}
      />
      <FormSelect<CreateCouponInput>
        name="kind"
        label={t('coupons.fields.kind')}
        required
        options={COUPON_KINDS.map((value) => ({ value, label: t(`coupons.kinds.${value}`) }))}
      />
      {kind === 'percent' ? (
        <FormInteger<CreateCouponInput> name="value" label={t('coupons.fields.percent')} required min={1} />
      ) : (
        <FormMoney<CreateCouponInput> name="value" label={t('coupons.fields.amount')} required />
      )}
      <FormDay<CreateCouponInput> name="validFrom" label={t('coupons.fields.validFrom')} />
      <FormDay<CreateCouponInput>
        name="validTo"
        label={t('coupons.fields.validTo')}
        minDay={validFrom ?? undefined}
      />
      <FormInteger<CreateCouponInput>
        name="totalLimit"
        label={t('coupons.fields.totalLimit')}
        helperText={t('coupons.fields.limitHelp')}
        min={1}
      />
      <FormInteger<CreateCouponInput>
        name="perMemberLimit"
        label={t('coupons.fields.perMemberLimit')}
        helperText={t('coupons.fields.limitHelp')}
        min={1}
      />
      <FormMoney<CreateCouponInput>
        name="minAmount"
        label={t('coupons.fields.minAmount')}
        helperText={t('coupons.fields.minAmountHelp')}
      />
      <FormSwitch<CreateCouponInput> name="active" label={t('coupons.fields.active')} />
      <div className="full-row">
        <FormText<CreateCouponInput> name="description" label={t('coupons.fields.description')} />
      </div>
    </FieldGrid>
  );
}
