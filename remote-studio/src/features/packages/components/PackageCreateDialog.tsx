import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreatePackageInput,
  createPackageSchema,
  type PackageItem,
} from '@cloudfit/shared/schemas/package.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { PackageFields } from './PackageFields';
import { blankPackage } from './package-form';

export function PackageCreateDialog(props: {
  open: boolean;
  onClose(): void;
  onCreated(item: PackageItem): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centerId = useAppStore((s) => s.currentCenter?.id);
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
