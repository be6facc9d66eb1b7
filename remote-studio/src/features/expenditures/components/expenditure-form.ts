import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import type {
  CreateExpenditureInput,
  ExpenditureItem,
  UpdateExpenditureInput,
} from '@cloudfit/shared/schemas/expenditure.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';

/** A new expense: today, at the current branch; category and amount start empty. */
export function blankExpenditure(today: string, centerId: number | undefined): CreateExpenditureInput {
  return {
    spentOn: today,
    centerId: centerId ?? (null as unknown as number),
    category: null as unknown as CreateExpenditureInput['category'],
    vendor: '',
    amount: null as unknown as number,
    method: 'transfer',
    note: null,
  };
}

export function expenditureFormValues(item: ExpenditureItem): UpdateExpenditureInput {
  return {
    spentOn: item.spentOn,
    centerId: item.centerId,
    category: item.category,
    vendor: item.vendor,
    amount: item.amount,
    method: item.method,
    note: item.note,
    version: item.version,
  };
}

export function expenditureConflictFields(
  t: TFunction<'studio'>,
  format: StudioFormat,
  centerName: (id: number) => string,
): ConflictField[] {
  return [
    {
      name: 'spentOn',
      label: t('expenditures.fields.spentOn'),
      format: (value) => format.day(value as string),
    },
    {
      name: 'centerId',
      label: t('expenditures.fields.centerId'),
      format: (value) => centerName(value as number),
    },
    {
      name: 'category',
      label: t('expenditures.fields.category'),
      format: (value) => t(`expenditures.categories.${value}`),
    },
    { name: 'vendor', label: t('expenditures.fields.vendor') },
    {
      name: 'amount',
      label: t('expenditures.fields.amount'),
      format: (value) => format.money(value as number),
    },
    {
      name: 'method',
      label: t('expenditures.fields.method'),
      format: (value) => paymentMethodLabel(t, String(value)),
    },
    { name: 'note', label: t('expenditures.fields.note') },
  ];
}
