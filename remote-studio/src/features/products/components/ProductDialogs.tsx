import {
  createProductSchema,
  type ProductItem,
  updateProductSchema,
} from '@cloudfit/shared/schemas/product.schema';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { useStudioFormat } from '../../../components/format/studio-format';
import { useSaveProduct } from '../api/use-save-product';
import { ProductFields } from './ProductFields';
import { blankProduct, productConflictFields, productFormValues } from './product-form';

export function ProductCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const saveProduct = useSaveProduct(null);
  const resourceForm = useResourceForm({
    schema: createProductSchema,
    defaultValues: blankProduct(),
    submit: saveProduct,
    successMessage: t('products.created'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('products.new')}
      submitLabel={t('products.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <ProductFields />
    </FormDialog>
  );
}

/** Edits a product's terms; a save that crossed someone else's opens the 409 dialog. */
export function ProductEditDialog(props: { item: ProductItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const saveProduct = useSaveProduct(props.item.id);
  const resourceForm = useResourceForm({
    schema: updateProductSchema,
    defaultValues: productFormValues(props.item),
    submit: saveProduct,
    successMessage: t('products.saved'),
    guardLeave: false,
    onSaved: props.onClose,
    conflict: {
      fields: productConflictFields(t, format),
      toFormValues: (current) => productFormValues(current as ProductItem),
    },
  });
  return (
    <FormDialog
      open
      title={t('products.editTitle', { name: props.item.name })}
      submitLabel={t('kit.form.save')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <ProductFields />
    </FormDialog>
  );
}
