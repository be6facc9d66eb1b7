import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreateExpenditureInput,
  createExpenditureSchema,
  type ExpenditureItem,
  expenditureMoney,
  type UpdateExpenditureInput,
  updateExpenditureSchema,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { useWholeUnits } from '@cloudfit/shared/ui/format/use-whole-units';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useNewRecordCenterId } from '../../../components/new-record-center';
import { ExpenditureFields } from './ExpenditureFields';
import { blankExpenditure, expenditureConflictFields, expenditureFormValues } from './expenditure-form';

export function ExpenditureCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centerId = useNewRecordCenterId();
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={useWholeUnits(createExpenditureSchema, expenditureMoney)}
      defaultValues={blankExpenditure(format.today(), centerId)}
      submit={useSaveRecord<ExpenditureItem, CreateExpenditureInput>('expenditures', null)}
      successMessage={t('expenditures.created')}
      afterSave="reset"
      title={t('expenditures.new')}
      submitLabel={t('expenditures.create')}
    >
      <ExpenditureFields />
    </ResourceFormDialog>
  );
}

/** Edits one expense; a save that crossed someone else's opens the 409 dialog. */
export function ExpenditureEditDialog(props: { item: ExpenditureItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data;
  const centerName = (id: number) => centers?.find((center) => center.id === id)?.name ?? String(id);
  return (
    <ResourceFormDialog
      onClose={props.onClose}
      schema={useWholeUnits(updateExpenditureSchema, expenditureMoney)}
      defaultValues={expenditureFormValues(props.item)}
      submit={useSaveRecord<ExpenditureItem, UpdateExpenditureInput>('expenditures', props.item.id)}
      successMessage={t('expenditures.saved')}
      live={{ resource: 'expenditures', recordId: props.item.id }}
      conflict={{
        fields: expenditureConflictFields(t, format, centerName),
        toFormValues: (current) => expenditureFormValues(current as ExpenditureItem),
      }}
      title={t('expenditures.editTitle')}
      submitLabel={t('kit:form.save')}
    >
      <ExpenditureFields />
    </ResourceFormDialog>
  );
}
