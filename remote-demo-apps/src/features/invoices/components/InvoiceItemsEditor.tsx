import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type DemoInvoiceInput, invoiceItemsTotal } from '@cloudfit/shared/schemas/demo/invoices.schema';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FieldError, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useInvoiceFormat } from './invoice-format';

export const EMPTY_ITEM = { itemTitle: '', description: '', cost: 0, qty: 1 };

const message = (error: FieldError | undefined) =>
  error?.message ? translateMessage(error.message) : undefined;

/** The invoice's line repeater: add and remove lines; each line's price and the total follow as you type. */
export function InvoiceItemsEditor() {
  const { t } = useTranslation('demo');
  const format = useInvoiceFormat();
  const { control, register, formState } = useFormContext<DemoInvoiceInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const safe = (value: number) => (Number.isFinite(value) ? value : 0);
  const total = invoiceItemsTotal(items.map((item) => ({ cost: safe(item.cost), qty: safe(item.qty) })));
  const errors = formState.errors.items;

  return (
    <Stack spacing={2}>
      {fields.map((field, index) => {
        const line = items[index];
        const lineErrors = errors?.[index];
        return (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: 2 }}
            component="fieldset"
            aria-label={t('invoices.lineNumber', { line: index + 1 })}
          >
            <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, md: 5 }}>
                <Stack spacing={2}>
                  <TextField
                    {...register(`items.${index}.itemTitle`)}
                    label={t('invoices.item')}
                    required
                    fullWidth
                    error={Boolean(lineErrors?.itemTitle)}
                    helperText={message(lineErrors?.itemTitle)}
                  />
                  <TextField
                    {...register(`items.${index}.description`)}
                    label={t('invoices.description')}
                    fullWidth
                    multiline
                    minRows={2}
                    error={Boolean(lineErrors?.description)}
                    helperText={message(lineErrors?.description)}
                  />
                </Stack>
              </Grid>
              <Grid size={{ xs: 6, md: 2.5 }}>
                <TextField
                  {...register(`items.${index}.cost`, { valueAsNumber: true })}
                  type="number"
                  label={t('invoices.cost')}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                  error={Boolean(lineErrors?.cost)}
                  helperText={message(lineErrors?.cost)}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 1.5 }}>
                <TextField
                  {...register(`items.${index}.qty`, { valueAsNumber: true })}
                  type="number"
                  label={t('invoices.qty')}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                  error={Boolean(lineErrors?.qty)}
                  helperText={message(lineErrors?.qty)}
                />
              </Grid>
              <Grid size={{ xs: 10, md: 2.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('invoices.price')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid={`line-price-${index}`}>
                  {format.money(line ? safe(line.cost) * safe(line.qty) : 0)}
                </Typography>
              </Grid>
              <Grid size={{ xs: 2, md: 0.5 }}>
                <IconButton
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                  aria-label={t('invoices.removeLine', { line: index + 1 })}
                >
                  <DeleteOutlined />
                </IconButton>
              </Grid>
            </Grid>
          </Paper>
        );
      })}
      {errors?.root?.message && (
        <FormHelperText error>{translateMessage(errors.root.message)}</FormHelperText>
      )}
      <Box>
        <Button startIcon={<AddOutlined />} onClick={() => append({ ...EMPTY_ITEM })} variant="outlined">
          {t('invoices.addItem')}
        </Button>
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Typography>{t('invoices.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="invoice-total">
          {format.money(total)}
        </Typography>
      </Stack>
    </Stack>
  );
}
