import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type PackageItem,
  type UpdatePackageInput,
  updatePackageSchema,
} from '@cloudfit/shared/schemas/package.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ResourceFormBody, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useTrainers } from '../../../api/use-trainers';
import { PackageFields } from './PackageFields';
import { packageConflictFields, packageFormValues } from './package-form';

/** The package's terms on its record screen; a save that crossed someone else's opens the 409 dialog. */
export function PackageEditForm({ item }: { item: PackageItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data;
  const trainers = useTrainers(item.kind === 'pt').data;
  const updatePackage = useSaveRecord<PackageItem, UpdatePackageInput>('packages', item.id, {
    keepAnswer: true,
  });
  const resourceForm = useResourceForm({
    schema: updatePackageSchema,
    defaultValues: packageFormValues(item),
    submit: updatePackage,
    successMessage: t('packages.saved'),
    // The saved record carries the next version: the following save must send it.
    onSaved: (saved) => resourceForm.form.reset(packageFormValues(saved)),
    live: { resource: 'packages', recordId: item.id },
    conflict: {
      fields: packageConflictFields(t, format, centers, [
        ...(trainers ?? []),
        ...(item.trainerId !== null && item.trainerName
          ? [{ id: item.trainerId, fullName: item.trainerName }]
          : []),
      ]),
      toFormValues: (current) => packageFormValues(current as PackageItem),
    },
  });
  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel={t('kit:form.save')}>
      <PackageFields trainerName={item.trainerName} />
    </ResourceFormBody>
  );
}
