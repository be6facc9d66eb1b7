import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { createInvoiceSchema } from '@cloudfit/shared/schemas/invoice.schema';
import type { PackageItem, PackageKind } from '@cloudfit/shared/schemas/package.schema';
import type { ProductItem } from '@cloudfit/shared/schemas/product.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { FormDay, FormInteger, FormMoney, FormSelect, FormText } from '@cloudfit/shared/ui/kit/form';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type UseFieldArrayReturn, useFormContext, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { useTrainers } from '../../../api/use-trainers';
import { usePackagesForSale } from '../api/use-packages-for-sale';
import { useProductSearch } from '../api/use-product-search';

type InvoiceValues = z.input<typeof createInvoiceSchema>;

/** Units of each product in stock at the branch, as last read. */
export type StockByProduct = ReadonlyMap<number, number>;

export function stockAt(product: ProductItem, centerId: number): number {
  return product.stock.find((entry) => entry.centerId === centerId)?.quantity ?? 0;
}

/**
 * The invoice's lines: products (searched, with the branch's stock), packages and custom items;
 * quantity, unit price (the catalogue's for products and packages) and the line's own discount; a
 * package line also the start of the membership it sells and, for personal training, the trainer.
 */
export function InvoiceLines(props: {
  lineArray: UseFieldArrayReturn<InvoiceValues, 'lines'>;
  centerId: number;
  lineAmounts: number[];
  stock: StockByProduct;
  onStock(productId: number, quantity: number): void;
  /** The start a new package line proposes: today or after the member's current membership of that kind. */
  startFor(kind: PackageKind): string;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const { control, clearErrors } = useFormContext<InvoiceValues>();
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name: 'lines' });
  // Adding or removing a line validates every line (react-hook-form does so for a field array):
  // a line's field speaks once the user has left it or on Issue, not while it waits to be filled.
  // An error shown early was also stale while typing and moved Issue from under the pointer.
  useEffect(() => {
    if (isSubmitted || !Array.isArray(errors.lines)) return;
    errors.lines.forEach((lineErrors: Record<string, unknown> | undefined, index: number) => {
      for (const key of Object.keys(lineErrors ?? {})) {
        const touched = (touchedFields.lines?.[index] as Record<string, unknown> | undefined)?.[key];
        if (!touched) clearErrors(`lines.${index}.${key}` as `lines.${number}.quantity`);
      }
    });
  });
  const { fields, append, remove } = props.lineArray;
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;
  const packageKinds = new Map(
    (usePackagesForSale(props.centerId).data ?? []).map((pkg) => [pkg.id, pkg.kind]),
  );
  const ptLine = fields.some(
    (field) => field.kind === 'package' && packageKinds.get(field.referenceId ?? 0) === 'pt',
  );
  const trainers = useTrainers(ptLine).data;

  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('sales.lines.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 2fr auto' },
          mb: 2,
        }}
      >
        <ProductPicker
          centerId={props.centerId}
          onPick={(product) => {
            props.onStock(product.id, stockAt(product, props.centerId));
            append({
              kind: 'product',
              referenceId: product.id,
              description: product.name,
              quantity: 1,
              unitPrice: product.price,
              discount: 0,
            });
          }}
        />
        <PackagePicker
          centerId={props.centerId}
          onPick={(pkg) =>
            append({
              kind: 'package',
              referenceId: pkg.id,
              description: pkg.name,
              quantity: 1,
              unitPrice: pkg.price,
              discount: 0,
              startDate: props.startFor(pkg.kind),
              trainerId: pkg.trainerId,
            })
          }
        />
        <Button
          startIcon={<AddOutlined />}
          variant="outlined"
          onClick={() =>
            append({
              kind: 'custom',
              referenceId: null,
              description: '',
              quantity: 1,
              unitPrice: null,
              discount: 0,
            })
          }
        >
          {t('sales.lines.addCustom')}
        </Button>
      </Box>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('sales.lines.empty')}
        </Typography>
      )}
      {linesError && <FormHelperText error>{translateMessage(linesError)}</FormHelperText>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {fields.map((field, index) => {
          const catalogue = field.kind !== 'custom';
          const inStock =
            field.kind === 'product' && field.referenceId ? props.stock.get(field.referenceId) : undefined;
          return (
            <Box
              component="li"
              key={field.id}
              data-testid="invoice-line"
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr 1fr', lg: '3fr 1fr 1.3fr 1.3fr 1.2fr auto' },
                pb: 2,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
                {catalogue ? (
                  <>
                    <Typography sx={{ fontWeight: 500 }}>{field.description}</Typography>
                    <Typography variant="caption" color="text.secondary" data-testid="line-kind">
                      {t(`sales.lines.kinds.${field.kind}`)}
                      {inStock !== undefined && ` · ${t('sales.lines.inStock', { count: inStock })}`}
                    </Typography>
                  </>
                ) : (
                  <FormText
                    name={`lines.${index}.description`}
                    label={t('sales.lines.description')}
                    required
                  />
                )}
              </Box>
              <FormInteger
                name={`lines.${index}.quantity`}
                label={t('sales.lines.quantity')}
                min={1}
                required
              />
              {catalogue ? (
                <TextField
                  label={t('sales.lines.unitPrice')}
                  value={format.money(field.unitPrice)}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  fullWidth
                />
              ) : (
                <FormMoney name={`lines.${index}.unitPrice`} label={t('sales.lines.unitPrice')} required />
              )}
              <FormMoney name={`lines.${index}.discount`} label={t('sales.lines.discount')} />
              <Box sx={{ pt: 2, textAlign: { lg: 'right' } }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('sales.lines.amount')}
                </Typography>
                <Typography data-field="lineAmount">{format.money(props.lineAmounts[index] ?? 0)}</Typography>
              </Box>
              <Tooltip title={t('sales.lines.remove')}>
                <IconButton
                  aria-label={t('sales.lines.removeNamed', { name: field.description || index + 1 })}
                  onClick={() => remove(index)}
                  sx={{ mt: 1, justifySelf: 'end' }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
              {field.kind === 'package' && (
                <Box
                  sx={{
                    gridColumn: '1 / -1',
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 2fr' },
                  }}
                >
                  <FormDay
                    name={`lines.${index}.startDate`}
                    label={t('sales.lines.startDate')}
                    helperText={t('sales.lines.startDateHelp')}
                  />
                  {packageKinds.get(field.referenceId ?? 0) === 'pt' && (
                    <FormSelect
                      name={`lines.${index}.trainerId`}
                      label={t('sales.membership.trainer')}
                      required
                      disabled={!trainers}
                      options={(trainers ?? []).map((trainer) => ({
                        value: trainer.id,
                        label: trainer.fullName,
                      }))}
                    />
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function ProductPicker({ centerId, onPick }: { centerId: number; onPick(product: ProductItem): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const [text, setText] = useState('');
  const products = useProductSearch(text);
  return (
    <Autocomplete<ProductItem>
      options={products.data ?? []}
      loading={products.isFetching}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, product) => {
        if (!product) return;
        onPick(product);
        setText('');
      }}
      filterOptions={(options) => options}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(optionProps, product) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            <Box>
              <Typography variant="body2">{product.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {product.sku} · {format.money(product.price)} ·{' '}
                {t('sales.lines.inStock', { count: stockAt(product, centerId) })}
              </Typography>
            </Box>
          </li>
        );
      }}
      noOptionsText={t('sales.lines.noProducts')}
      renderInput={(params) => <TextField {...params} label={t('sales.lines.addProduct')} />}
    />
  );
}

function PackagePicker({ centerId, onPick }: { centerId: number; onPick(pkg: PackageItem): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const packages = usePackagesForSale(centerId);
  return (
    <Autocomplete<PackageItem>
      options={packages.data ?? []}
      loading={packages.isFetching}
      value={null}
      onChange={(_event, pkg) => {
        if (pkg) onPick(pkg);
      }}
      getOptionLabel={(pkg) => `${pkg.name} · ${format.money(pkg.price)}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('sales.lines.noPackages')}
      renderInput={(params) => <TextField {...params} label={t('sales.lines.addPackage')} />}
    />
  );
}
