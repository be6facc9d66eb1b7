import { createStaffSchema, type Staff } from '@cloudfit/shared/schemas/staff.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { useCreateStaff } from '../api/create-staff';
import { StaffFields } from './StaffFields';
import { blankStaff } from './staff-form';

export function StaffCreateDialog(props: { open: boolean; onClose(): void; onCreated(staff: Staff): void }) {
  const { t } = useTranslation('studio');
  const currentCenterId = useAppStore((s) => s.currentCenter?.id);
  const createStaff = useCreateStaff();
  const resourceForm = useResourceForm({
    schema: createStaffSchema,
    defaultValues: blankStaff(currentCenterId),
    submit: createStaff,
    successMessage: t('staff.created'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onCreated,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('staff.new')}
      submitLabel={t('staff.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <StaffFields isNew isSelf={false} />
    </FormDialog>
  );
}
