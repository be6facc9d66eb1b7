import {
  type CouponItem,
  createCouponSchema,
  updateCouponSchema,
} from '@cloudfit/shared/schemas/coupon.schema';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { useStudioFormat } from '../../../components/format/studio-format';
import { useSaveCoupon } from '../api/use-save-coupon';
import { CouponFields } from './CouponFields';
import { blankCoupon, couponConflictFields, couponFormValues } from './coupon-form';

export function CouponCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const saveCoupon = useSaveCoupon(null);
  const resourceForm = useResourceForm({
    schema: createCouponSchema,
    defaultValues: blankCoupon(),
    submit: saveCoupon,
    successMessage: t('coupons.created'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('coupons.new')}
      submitLabel={t('coupons.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <CouponFields />
    </FormDialog>
  );
}

/** Edits one coupon; a save that crossed someone else's opens the 409 dialog. */
export function CouponEditDialog(props: { item: CouponItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const saveCoupon = useSaveCoupon(props.item.id);
  const resourceForm = useResourceForm({
    schema: updateCouponSchema,
    defaultValues: couponFormValues(props.item),
    submit: saveCoupon,
    successMessage: t('coupons.saved'),
    guardLeave: false,
    onSaved: props.onClose,
    conflict: {
      fields: couponConflictFields(t, format),
      toFormValues: (current) => couponFormValues(current as CouponItem),
    },
  });
  return (
    <FormDialog
      open
      title={t('coupons.editTitle', { code: props.item.code })}
      submitLabel={t('kit.form.save')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <CouponFields />
    </FormDialog>
  );
}
