import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type Center,
  type CreateCenterInput,
  createCenterSchema,
  type UpdateCenterInput,
  updateCenterSchema,
} from '@cloudfit/shared/schemas/center.schema';
import { useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { CenterFields } from './CenterFields';
import { blankCenter, centerConflictFields, centerFormValues } from './center-form';

export function CenterCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const studioZone = useStudioProfile().data?.timeZone ?? 'UTC';
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={createCenterSchema}
      defaultValues={blankCenter(studioZone)}
      submit={useSaveRecord<Center, CreateCenterInput>('centers', null)}
      successMessage={t('centers.created')}
      afterSave="reset"
      title={t('centers.new')}
      submitLabel={t('centers.create')}
    >
      <CenterFields withActive={false} />
    </ResourceFormDialog>
  );
}

/** Edits one branch; a save that crossed someone else's opens the 409 dialog. */
export function CenterEditDialog(props: { center: Center; onClose(): void }) {
  const { t } = useTranslation('studio');
  return (
    <ResourceFormDialog
      onClose={props.onClose}
      schema={updateCenterSchema}
      defaultValues={centerFormValues(props.center)}
      submit={useSaveRecord<Center, UpdateCenterInput>('centers', props.center.id)}
      successMessage={t('centers.saved')}
      live={{ resource: 'centers', recordId: props.center.id }}
      conflict={{
        fields: centerConflictFields(t),
        toFormValues: (current) => centerFormValues(current as Center),
      }}
      title={t('centers.editTitle', { name: props.center.name })}
      submitLabel={t('kit:form.save')}
    >
      <CenterFields withActive />
    </ResourceFormDialog>
  );
}
