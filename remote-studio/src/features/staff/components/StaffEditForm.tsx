import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type Staff, updateStaffSchema } from '@cloudfit/shared/schemas/staff.schema';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ResourceFormBody } from '../../../components/form/ResourceFormBody';
import { useResourceForm } from '../../../components/form/resource-form';
import { useUpdateStaff } from '../api/update-staff';
import { StaffFields } from './StaffFields';
import { staffConflictFields, staffFormValues } from './staff-form';

/** The account's role, branches and flags; a save that crossed someone else's opens the 409 dialog. */
export function StaffEditForm({ staff, isSelf }: { staff: Staff; isSelf: boolean }) {
  const { t } = useTranslation('studio');
  const centers = useCenters().data;
  const updateStaff = useUpdateStaff(staff.id);
  const resourceForm = useResourceForm({
    schema: updateStaffSchema,
    defaultValues: staffFormValues(staff),
    submit: updateStaff,
    successMessage: t('staff.saved'),
    // The saved record carries the next version: the following save must send it.
    onSaved: (saved) => resourceForm.form.reset(staffFormValues(saved)),
    conflict: {
      fields: staffConflictFields(t, centers),
      toFormValues: (current) => staffFormValues(current as Staff),
    },
  });
  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel={t('kit.form.save')}>
      <StaffFields isNew={false} isSelf={isSelf} />
    </ResourceFormBody>
  );
}
