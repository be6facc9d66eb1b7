import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CouponItem,
  type CreateCouponInput,
  couponMoney,
  createCouponSchema,
  type UpdateCouponInput,
  updateCouponSchema,
} from '@cloudfit/shared/schemas/coupon.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useWholeUnits } from '@cloudfit/shared/ui/format/use-whole-units';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { CouponFields } from './CouponFields';
import { blankCoupon, couponConflictFields, couponFormValues } from './coupon-form';

export function CouponCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={useWholeUnits(createCouponSchema, couponMoney)}
      defaultValues={blankCoupon()}
      submit={useSaveRecord<CouponItem, CreateCouponInput>('coupons', null)}
      successMessage={t('coupons.created')}
      afterSave="reset"
      title={t('coupons.new')}
      submitLabel={t('coupons.create')}
    >
      <CouponFields />
    </ResourceFormDialog>
  );
}

/** Edits one coupon; a save that crossed someone else's opens the 409 dialog. */
export function CouponEditDialog(props: { item: CouponItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <ResourceFormDialog
      onClose={props.onClose}
      schema={useWholeUnits(updateCouponSchema, couponMoney)}
      defaultValues={couponFormValues(props.item)}
      submit={useSaveRecord<CouponItem, UpdateCouponInput>('coupons', props.item.id)}
      successMessage={t('coupons.saved')}
      live={{ resource: 'coupons', recordId: props.item.id }}
      conflict={{
        fields: couponConflictFields(t, format),
        toFormValues: (current) => couponFormValues(current as CouponItem),
      }}
      title={t('coupons.editTitle', { code: props.item.code })}
      submitLabel={t('kit:form.save')}
    >
      <CouponFields />
    </ResourceFormDialog>
  );
}
