import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type CreateStaffInput, createStaffSchema, type Staff } from '@cloudfit/shared/schemas/staff.schema';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useNewRecordCenterId } from '../../../components/new-record-center';
import { StaffFields } from './StaffFields';
import { blankStaff } from './staff-form';

export function StaffCreateDialog(props: { open: boolean; onClose(): void; onCreated(staff: Staff): void }) {
  const { t } = useTranslation('studio');
  const currentCenterId = useNewRecordCenterId();
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={createStaffSchema}
      defaultValues={blankStaff(currentCenterId)}
      submit={useSaveRecord<Staff, CreateStaffInput>('staff', null)}
      successMessage={t('staff.created')}
      afterSave="reset"
      onSaved={props.onCreated}
      title={t('staff.new')}
      submitLabel={t('staff.create')}
    >
      <StaffFields isNew isSelf={false} />
    </ResourceFormDialog>
  );
}
