import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreateProductInput,
  createProductSchema,
  type ProductItem,
  productMoney,
  type UpdateProductInput,
  updateProductSchema,
} from '@cloudfit/shared/schemas/product.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useWholeUnits } from '@cloudfit/shared/ui/format/use-whole-units';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { ProductFields } from './ProductFields';
import { blankProduct, productConflictFields, productFormValues } from './product-form';

export function ProductCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={useWholeUnits(createProductSchema, productMoney)}
      defaultValues={blankProduct()}
      submit={useSaveRecord<ProductItem, CreateProductInput>('products', null)}
      successMessage={t('products.created')}
      afterSave="reset"
      title={t('products.new')}
      submitLabel={t('products.create')}
    >
      <ProductFields />
    </ResourceFormDialog>
  );
}

/** Edits a product's terms; a save that crossed someone else's opens the 409 dialog. */
export function ProductEditDialog(props: { item: ProductItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <ResourceFormDialog
      onClose={props.onClose}
      schema={useWholeUnits(updateProductSchema, productMoney)}
      defaultValues={productFormValues(props.item)}
      submit={useSaveRecord<ProductItem, UpdateProductInput>('products', props.item.id)}
      successMessage={t('products.saved')}
      live={{ resource: 'products', recordId: props.item.id }}
      conflict={{
        fields: productConflictFields(t, format),
        toFormValues: (current) => productFormValues(current as ProductItem),
      }}
      title={t('products.editTitle', { name: props.item.name })}
      submitLabel={t('kit:form.save')}
    >
      <ProductFields />
    </ResourceFormDialog>
  );
}
