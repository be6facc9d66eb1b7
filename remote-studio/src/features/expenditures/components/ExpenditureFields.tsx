import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import {
  type CreateExpenditureInput,
  EXPENDITURE_CATEGORIES,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { PAYMENT_METHODS } from '@cloudfit/shared/schemas/payment.schema';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { FieldGrid, FormDay, FormMoney, FormSelect, FormText } from '@cloudfit/shared/ui/kit/form';

export function ExpenditureFields() {
  const { t } = useTranslation('studio');
  const centers = useCenters().data ?? [];
  return (
    <FieldGrid>
      <FormDay<CreateExpenditureInput> name="spentOn" label={t('expenditures.fields.spentOn')} required />
      <FormSelect<CreateExpenditureInput>
        name="centerId"
        label={t('expenditures.fields.centerId')}
        required
        options={centers.map((center) => ({ value: center.id, label: center.name }))}
      />
      <FormSelect<CreateExpenditureInput>
        name="category"
        label={t('expenditures.fields.category')}
        required
        options={EXPENDITURE_CATEGORIES.map((value) => ({
          value,
          label: t(`expenditures.categories.${value}`),
        }))}
      />
      <FormText<CreateExpenditureInput> name="vendor" label={t('expenditures.fields.vendor')} required />
      <FormMoney<CreateExpenditureInput> name="amount" label={t('expenditures.fields.amount')} required />
      <FormSelect<CreateExpenditureInput>
        name="method"
        label={t('expenditures.fields.method')}
        required
        options={PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabel(t, value) }))}
      />
      <div className="full-row">
        <FormText<CreateExpenditureInput>
          name="note"
          label={t('expenditures.fields.note')}
          multiline
          minRows={2}
        />
      </div>
    </FieldGrid>
  );
}
