import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CreateProductInput } from '@cloudfit/shared/schemas/product.schema';
import { FieldGrid, FormInteger, FormMoney, FormSwitch, FormText } from '@cloudfit/shared/ui/kit/form';

export function ProductFields() {
  const { t } = useTranslation('studio');
  return (
    <FieldGrid>
      <div className="full-row">
        <FormText<CreateProductInput> name="name" label={t('products.fields.name')} required autoFocus />
      </div>
      <FormText<CreateProductInput> name="sku" label={t('products.fields.sku')} required />
      <FormText<CreateProductInput> name="barcode" label={t('products.fields.barcode')} emptyAsNull />
      <FormMoney<CreateProductInput> name="price" label={t('products.fields.price')} required />
      <FormMoney<CreateProductInput> name="cost" label={t('products.fields.cost')} required />
      <FormInteger<CreateProductInput>
        name="reorderLevel"
        label={t('products.fields.reorderLevel')}
        helperText={t('products.fields.reorderHelp')}
        required
        min={0}
      />
      <FormSwitch<CreateProductInput> name="active" label={t('products.fields.active')} />
      <div className="full-row">
        <FormText<CreateProductInput>
          name="description"
          label={t('products.fields.description')}
          multiline
          minRows={2}
        />
      </div>
    </FieldGrid>
  );
}
