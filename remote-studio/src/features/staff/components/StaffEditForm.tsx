import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type Staff, type UpdateStaffInput, updateStaffSchema } from '@cloudfit/shared/schemas/staff.schema';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ResourceFormBody, sameValue, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useEffect } from 'react';
import { StaffFields } from './StaffFields';
import { staffConflictFields, staffFormValues } from './staff-form';

/** The account's role, branches and flags; a save that crossed someone else's opens the 409 dialog. */
export function StaffEditForm({ staff, isSelf }: { staff: Staff; isSelf: boolean }) {
  const { t } = useTranslation('studio');
  const centers = useCenters().data;
  const updateStaff = useSaveRecord<Staff, UpdateStaffInput>('staff', staff.id, { keepAnswer: true });
  const resourceForm = useResourceForm({
    schema: updateStaffSchema,
    defaultValues: staffFormValues(staff),
    submit: updateStaff,
    successMessage: t('staff.saved'),
    // The saved record carries the next version: the following save must send it.
    onSaved: (saved) => resourceForm.form.reset(staffFormValues(saved)),
    live: { resource: 'staff', recordId: staff.id },
    conflict: {
      fields: staffConflictFields(t, centers),
      toFormValues: (current) => staffFormValues(current as Staff),
    },
  });
  const { form } = resourceForm;

  // This screen's own actions (a password reset) move the version on without touching the fields:
  // the form takes the new version, keeping whatever is being edited. A record whose fields changed
  // too was saved by someone else, and the save's conflict dialog shows what.
  useEffect(() => {
    const next = staffFormValues(staff);
    const base = form.formState.defaultValues;
    if (!base || base.version === next.version) return;
    const fieldsSame = (Object.keys(next) as Array<keyof typeof next>).every(
      (key) => key === 'version' || sameValue(next[key], base[key]),
    );
    // `version` has no input, so resetField would skip it: the whole form takes the record as its
    // base, and what is being edited stays.
    if (fieldsSame) form.reset(next, { keepDirtyValues: true });
  }, [staff, form]);

  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel={t('kit:form.save')}>
      <StaffFields isNew={false} isSelf={isSelf} />
    </ResourceFormBody>
  );
}
