import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { formRepeaterSchema } from '@cloudfit/shared/schemas/demo/form-repeater.schema';
import { KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';
import { FormTextField } from './FormTextField';

const NEW_LINE = { item: '', cost: 0, quantity: 1 };

/** The form repeater: lines added and removed with useFieldArray, each line's amount and the total kept up to date. */
export function FormRepeaterPage() {
  const { t, i18n } = useTranslation('demo');
  const [saved, setSaved] = useState<number | null>(null);
  const kit = useKitForm(formRepeaterSchema, {
    defaultValues: { lines: [{ item: t('gallery.repeater.sample'), cost: 24, quantity: 2 }] },
    mode: 'onTouched',
    onSubmit: (values) => setSaved(values.lines.length),
  });
  const { control, formState } = kit.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const amount = (index: number) => {
    const line = lines[index];
    return line ? (Number(line.cost) || 0) * (Number(line.quantity) || 0) : 0;
  };
  const total = lines.reduce((sum, _, index) => sum + amount(index), 0);
  const listError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;
  return (
    <GalleryPage title={t('gallery.repeater.title')} subtitle={t('gallery.repeater.subtitle')}>
      <GalleryCard
        title={t('gallery.repeater.cardTitle')}
        description={t('gallery.repeater.cardDescription')}
        wide
      >
        <Box component="form" noValidate onSubmit={kit.onSubmit}>
          <KitFormProvider form={kit}>
            {fields.map((field, index) => (
              <Box key={field.id} role="group" aria-label={t('gallery.repeater.line', { number: index + 1 })}>
                <Grid container spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
                  <Grid size={{ xs: 12, md: 5 }}>
                    <FormTextField name={`lines.${index}.item`} label={t('gallery.repeater.item')} />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <FormTextField
                      name={`lines.${index}.cost`}
                      label={t('gallery.repeater.cost')}
                      numeric
                      slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <FormTextField
                      name={`lines.${index}.quantity`}
                      label={t('gallery.repeater.quantity')}
                      numeric
                      slotProps={{ htmlInput: { min: 1, step: 1 } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 9, md: 2 }}>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('gallery.repeater.amount')}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{money.format(amount(index))}</Typography>
                  </Grid>
                  <Grid size={{ xs: 3, md: 1 }} sx={{ textAlign: 'end' }}>
                    <IconButton
                      color="error"
                      aria-label={t('gallery.repeater.remove', { number: index + 1 })}
                      onClick={() => remove(index)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Grid>
                </Grid>
                <Divider />
              </Box>
            ))}
            {listError && (
              <FormHelperText error sx={{ mt: 1 }}>
                {translateMessage(listError)}
              </FormHelperText>
            )}
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                justifyContent: 'space-between',
                alignItems: 'center',
                mt: 2,
              }}
            >
              <Button
                variant="outlined"
                startIcon={<AddOutlined />}
                onClick={() => append(NEW_LINE)}
                disabled={fields.length >= 50}
              >
                {t('gallery.repeater.add')}
              </Button>
              <Typography variant="h6" component="p" role="status">
                {t('gallery.repeater.total', { total: money.format(total) })}
              </Typography>
            </Box>
            {saved !== null && (
              <Alert severity="success" sx={{ mt: 2 }}>
                {t('gallery.repeater.saved', { count: saved })}
              </Alert>
            )}
            <Button type="submit" variant="contained" sx={{ mt: 3 }}>
              {t('gallery.submit')}
            </Button>
          </KitFormProvider>
        </Box>
      </GalleryCard>
    </GalleryPage>
  );
}
