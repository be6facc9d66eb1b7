import type {
  CreateProductInput,
  ProductItem,
  UpdateProductInput,
} from '@cloudfit/shared/schemas/product.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';

/** A new product; price and cost start empty so the schema asks for them. */
export function blankProduct(): CreateProductInput {
  return {
    sku: '',
    barcode: null,
    name: '',
    description: null,
    price: null as unknown as number,
    cost: null as unknown as number,
    reorderLevel: 0,
    active: true,
  };
}

export function productFormValues(item: ProductItem): UpdateProductInput {
  return {
    sku: item.sku,
    barcode: item.barcode,
    name: item.name,
    description: item.description,
    price: item.price,
    cost: item.cost,
    reorderLevel: item.reorderLevel,
    active: item.active,
    version: item.version,
  };
}

export function productConflictFields(t: TFunction<'studio'>, format: StudioFormat): ConflictField[] {
  const money = (value: unknown) => format.money(value as number);
  return [
    { name: 'name', label: t('products.fields.name') },
    { name: 'sku', label: t('products.fields.sku') },
    { name: 'barcode', label: t('products.fields.barcode') },
    { name: 'price', label: t('products.fields.price'), format: money },
    { name: 'cost', label: t('products.fields.cost'), format: money },
    { name: 'reorderLevel', label: t('products.fields.reorderLevel') },
    { name: 'description', label: t('products.fields.description') },
    {
      name: 'active',
      label: t('products.fields.active'),
      format: (value) => t(value ? 'products.status.active' : 'products.status.inactive'),
    },
  ];
}
