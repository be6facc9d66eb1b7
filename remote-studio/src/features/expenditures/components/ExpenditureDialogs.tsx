import {
  createExpenditureSchema,
  type ExpenditureItem,
  updateExpenditureSchema,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { useStudioFormat } from '../../../components/format/studio-format';
import { useCenters } from '../../../components/format/studio-profile';
import { useSaveExpenditure } from '../api/use-save-expenditure';
import { ExpenditureFields } from './ExpenditureFields';
import { blankExpenditure, expenditureConflictFields, expenditureFormValues } from './expenditure-form';

export function ExpenditureCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const saveExpenditure = useSaveExpenditure(null);
  const resourceForm = useResourceForm({
    schema: createExpenditureSchema,
    defaultValues: blankExpenditure(format.today(), centerId),
    submit: saveExpenditure,
    successMessage: t('expenditures.created'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('expenditures.new')}
      submitLabel={t('expenditures.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <ExpenditureFields />
    </FormDialog>
  );
}

/** Edits one expense; a save that crossed someone else's opens the 409 dialog. */
export function ExpenditureEditDialog(props: { item: ExpenditureItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data;
  const saveExpenditure = useSaveExpenditure(props.item.id);
  const centerName = (id: number) => centers?.find((center) => center.id === id)?.name ?? String(id);
  const resourceForm = useResourceForm({
    schema: updateExpenditureSchema,
    defaultValues: expenditureFormValues(props.item),
    submit: saveExpenditure,
    successMessage: t('expenditures.saved'),
    guardLeave: false,
    onSaved: props.onClose,
    conflict: {
      fields: expenditureConflictFields(t, format, centerName),
      toFormValues: (current) => expenditureFormValues(current as ExpenditureItem),
    },
  });
  return (
    <FormDialog
      open
      title={t('expenditures.editTitle')}
      submitLabel={t('kit.form.save')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <ExpenditureFields />
    </FormDialog>
  );
}
