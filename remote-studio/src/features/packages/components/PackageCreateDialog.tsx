import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreatePackageInput,
  createPackageSchema,
  type PackageItem,
} from '@cloudfit/shared/schemas/package.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useNewRecordCenterId } from '../../../components/new-record-center';
import { PackageFields } from './PackageFields';
import { blankPackage } from './package-form';

export function PackageCreateDialog(props: {
  open: boolean;
  onClose(): void;
  onCreated(item: PackageItem): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centerId = useNewRecordCenterId();
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={createPackageSchema}
      defaultValues={blankPackage(format.currency, centerId)}
      submit={useSaveRecord<PackageItem, CreatePackageInput>('packages', null)}
      successMessage={t('packages.created')}
      afterSave="reset"
      onSaved={props.onCreated}
      title={t('packages.new')}
      submitLabel={t('packages.create')}
    >
      <PackageFields />
    </ResourceFormDialog>
  );
}
