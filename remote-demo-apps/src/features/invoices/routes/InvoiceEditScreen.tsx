import '../../../i18n/demo-common.i18n';
import '../invoices.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useNavigate, useParams } from '@cloudfit/shared/router/app-router';
import {
  type DemoInvoice,
  type DemoInvoiceInput,
  demoInvoiceInputSchema,
} from '@cloudfit/shared/schemas/demo/invoices.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useInvoice, useInvoiceClients, useSaveInvoice } from '../api/invoice-queries';
import { EMPTY_ITEM, InvoiceItemsEditor } from '../components/InvoiceItemsEditor';

function todayPlus(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function inputOf(invoice: DemoInvoice | null): DemoInvoiceInput {
  if (!invoice) {
    return {
      clientId: 0,
      issuedDate: todayPlus(0),
      dueDate: todayPlus(30),
      service: '',
      items: [{ ...EMPTY_ITEM }],
      note: '',
    };
  }
  const { client, issuedDate, dueDate, service, items, note } = invoice;
  return { clientId: client.id, issuedDate, dueDate, service, items, note };
}

function InvoiceForm({ invoice }: { invoice: DemoInvoice | null }) {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const clients = useInvoiceClients();
  const save = useSaveInvoice(invoice?.id ?? null);
  const kit = useKitForm(demoInvoiceInputSchema, {
    defaultValues: inputOf(invoice),
    onSubmit: (input) =>
      save.mutate(input, {
        onSuccess: ({ invoice: saved }) => {
          appStore.getState().toast(t('invoices.saved', { id: saved.id }), 'success');
          navigate(`/apps/invoice/preview/${saved.id}`);
        },
      }),
  });
  const { control } = kit.form;
  const clientId = useWatch({ control, name: 'clientId' });
  const client = clients.data?.find((candidate) => candidate.id === clientId);

  return (
    <Card component="form" noValidate onSubmit={kit.onSubmit} aria-labelledby="invoice-form-title">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <KitFormProvider form={kit}>
          <Stack spacing={3}>
            <Typography variant="h5" component="h1" id="invoice-form-title">
              {invoice ? t('invoices.editTitle', { id: invoice.id }) : t('invoices.addTitle')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Controller
                  control={control}
                  name="clientId"
                  render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
                    <TextField
                      {...field}
                      inputRef={ref}
                      select
                      fullWidth
                      required
                      label={t('invoices.client')}
                      value={value > 0 && clients.data ? value : ''}
                      onChange={(event) => onChange(Number(event.target.value))}
                      error={Boolean(fieldState.error)}
                      helperText={
                        fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined
                      }
                    >
                      {clients.data?.map((option) => (
                        <MenuItem key={option.id} value={option.id}>
                          {option.name} · {option.company}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                {client && (
                  <Stack sx={{ mt: 1.5 }} data-testid="invoice-client-details">
                    <Typography color="text.secondary">{client.address}</Typography>
                    <Typography color="text.secondary">{client.contact}</Typography>
                    <Typography color="text.secondary">{client.companyEmail}</Typography>
                  </Stack>
                )}
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <FormText<DemoInvoiceInput>
                  name="issuedDate"
                  type="date"
                  label={t('invoices.dateIssued')}
                  required
                  shrinkLabel
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <FormText<DemoInvoiceInput>
                  name="dueDate"
                  type="date"
                  label={t('invoices.dueDate')}
                  required
                  shrinkLabel
                />
              </Grid>
              <Grid size={12}>
                <FormText<DemoInvoiceInput> name="service" label={t('invoices.service')} />
              </Grid>
            </Grid>
            <Divider />
            <InvoiceItemsEditor />
            <FormText<DemoInvoiceInput> name="note" label={t('invoices.noteField')} multiline minRows={2} />
            {save.isError && <Alert severity="error">{translateApiError(save.error)}</Alert>}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('invoices.save')}
              </Button>
              <Button
                component={RouterLink}
                to={invoice ? `/apps/invoice/preview/${invoice.id}` : '/apps/invoice/list'}
                variant="outlined"
                color="inherit"
              >
                {t('invoices.cancel')}
              </Button>
            </Stack>
          </Stack>
        </KitFormProvider>
      </CardContent>
    </Card>
  );
}

/** /apps/invoice/add and /apps/invoice/edit/:id: client, dates, the line repeater and its total. */
export default function InvoiceEditScreen() {
  const { t } = useTranslation('demo');
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const invoice = useInvoice(valid ? id : null);

  if (id === null) return <InvoiceForm invoice={null} />;
  if (valid && invoice.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (!valid || !invoice.data) {
    const missing = !valid || (ApiError.is(invoice.error) && invoice.error.status === 404);
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          <Button component={RouterLink} to="/apps/invoice/list">
            {t('invoices.backToList')}
          </Button>
        }
      >
        {missing ? t('invoices.notFound') : t('common.loadFailed')}
      </Alert>
    );
  }
  return <InvoiceForm key={invoice.data.invoice.id} invoice={invoice.data.invoice} />;
}
