import { type Center, createCenterSchema, updateCenterSchema } from '@cloudfit/shared/schemas/center.schema';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { useStudioProfile } from '../../../components/format/studio-profile';
import { useSaveCenter } from '../api/use-save-center';
import { CenterFields } from './CenterFields';
import { blankCenter, centerConflictFields, centerFormValues } from './center-form';

export function CenterCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const studioZone = useStudioProfile().data?.timeZone ?? 'UTC';
  const saveCenter = useSaveCenter(null);
  const resourceForm = useResourceForm({
    schema: createCenterSchema,
    defaultValues: blankCenter(studioZone),
    submit: saveCenter,
    successMessage: t('centers.created'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('centers.new')}
      submitLabel={t('centers.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <CenterFields withActive={false} />
    </FormDialog>
  );
}

/** Edits one branch; a save that crossed someone else's opens the 409 dialog. */
export function CenterEditDialog(props: { center: Center; onClose(): void }) {
  const { t } = useTranslation('studio');
  const saveCenter = useSaveCenter(props.center.id);
  const resourceForm = useResourceForm({
    schema: updateCenterSchema,
    defaultValues: centerFormValues(props.center),
    submit: saveCenter,
    successMessage: t('centers.saved'),
    guardLeave: false,
    onSaved: props.onClose,
    conflict: {
      fields: centerConflictFields(t),
      toFormValues: (current) => centerFormValues(current as Center),
    },
  });
  return (
    <FormDialog
      open
      title={t('centers.editTitle', { name: props.center.name })}
      submitLabel={t('kit.form.save')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <CenterFields withActive />
    </FormDialog>
  );
}
