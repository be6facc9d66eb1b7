import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  MANUAL_STOCK_MOVEMENT_KINDS,
  type ProductItem,
  type StockAdjustmentInput,
  stockAdjustmentSchema,
} from '@cloudfit/shared/schemas/product.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { FormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { FieldGrid, FormInteger, FormSelect, FormText, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAdjustStock } from '../api/use-adjust-stock';
import { stockAt } from './product-stock';

/** The stock at the chosen branch now, and what it becomes with the change typed. */
function CurrentStock({ product }: { product: ProductItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data ?? [];
  const { control } = useFormContext<StockAdjustmentInput>();
  const [centerId, delta] = useWatch({ control, name: ['centerId', 'quantityDelta'] });
  // The list's row holds only the navbar branch's stock: every branch comes with the product itself.
  const everyBranch = useRecord<ProductItem>('products', product.id).data;
  const center = centers.find((candidate) => candidate.id === centerId);
  if (!center || !everyBranch) return null;
  const quantity = stockAt(everyBranch, center.id);
  return (
    <Alert severity="info" className="full-row" data-testid="current-stock">
      {t('products.adjustment.currentStock', { branch: center.name, quantity: format.number(quantity) })}
      {Number.isInteger(delta) && delta !== 0 && (
        <>
          <br />
          {t('products.adjustment.stockAfter', { quantity: format.number(quantity + delta) })}
        </>
      )}
    </Alert>
  );
}

function AdjustmentFields({ product }: { product: ProductItem }) {
  const { t } = useTranslation('studio');
  const centers = useCenters().data ?? [];
  const { control, setValue, getValues } = useFormContext<StockAdjustmentInput>();
  const kind = useWatch({ control, name: 'kind' });
  const centerOptions = centers.map((center) => ({ value: center.id, label: center.name }));

  // Only a transfer has a receiving branch: the schema refuses one on any other kind.
  useEffect(() => {
    if (kind !== 'transfer' && getValues('toCenterId') !== null) setValue('toCenterId', null);
  }, [kind, getValues, setValue]);

  return (
    <FieldGrid>
      <FormSelect<StockAdjustmentInput>
        name="centerId"
        label={t('products.adjustment.center')}
        required
        options={centerOptions}
      />
      <FormSelect<StockAdjustmentInput>
        name="kind"
        label={t('products.adjustment.kind')}
        required
        options={MANUAL_STOCK_MOVEMENT_KINDS.map((value) => ({
          value,
          label: t(`products.movementKinds.${value}`),
        }))}
      />
      <FormInteger<StockAdjustmentInput>
        name="quantityDelta"
        label={t('products.adjustment.quantity')}
        helperText={t('products.adjustment.quantityHelp')}
        required
      />
      {kind === 'transfer' && (
        <FormSelect<StockAdjustmentInput>
          name="toCenterId"
          label={t('products.adjustment.toCenter')}
          required
          options={centerOptions}
        />
      )}
      <div className="full-row">
        <FormText<StockAdjustmentInput> name="reason" label={t('products.adjustment.reason')} required />
      </div>
      <CurrentStock product={product} />
    </FieldGrid>
  );
}

/** A stock change by hand at one branch, with the reason the movement history keeps. */
export function StockAdjustmentDialog(props: { product: ProductItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const adjustStock = useAdjustStock(props.product.id);
  const resourceForm = useResourceForm({
    schema: stockAdjustmentSchema,
    defaultValues: {
      centerId: centerId ?? (null as unknown as number),
      kind: 'adjustment',
      quantityDelta: null as unknown as number,
      toCenterId: null,
      reason: '',
    },
    submit: adjustStock,
    successMessage: t('products.adjustment.done'),
    guardLeave: false,
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open
      title={t('products.adjustment.title', { name: props.product.name })}
      submitLabel={t('products.adjustment.submit')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <AdjustmentFields product={props.product} />
    </FormDialog>
  );
}
