import { createPackageSchema, type PackageItem } from '@cloudfit/shared/schemas/package.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { useStudioFormat } from '../../../components/format/studio-format';
import { useCreatePackage } from '../api/use-create-package';
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
  const createPackage = useCreatePackage();
  const resourceForm = useResourceForm({
    schema: createPackageSchema,
    defaultValues: blankPackage(format.currency, centerId),
    submit: createPackage,
    successMessage: t('packages.created'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onCreated,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('packages.new')}
      submitLabel={t('packages.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <PackageFields />
    </FormDialog>
  );
}
