import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { DemoInvoice, DemoPaymentDetails } from '@cloudfit/shared/schemas/demo/invoices.schema';
import { DataTable, type ListColumn, MUI_LOOK } from '@cloudfit/shared/ui/kit/list';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInvoiceFormat } from './invoice-format';

/** Lines have no id of their own: their order is their identity on the invoice. */
type InvoiceLine = DemoInvoice['items'][number] & { line: number };

/** The printable invoice: who issues it, who pays, the lines and the totals. */
export function InvoiceDocument({
  invoice,
  paymentDetails,
}: {
  invoice: DemoInvoice;
  paymentDetails: DemoPaymentDetails;
}) {
  const { t } = useTranslation('demo');
  const format = useInvoiceFormat();
  const labelled = (label: string, value: string) => (
    <Stack direction="row" spacing={1}>
      <Typography color="text.secondary" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
  const itemColumns: ListColumn<InvoiceLine>[] = [
    {
      key: 'itemTitle',
      header: t('invoices.item'),
      render: (item) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{item.itemTitle}</Typography>
          <Typography variant="body2" color="text.secondary">
            {item.description}
          </Typography>
        </>
      ),
    },
    { key: 'cost', header: t('invoices.cost'), align: 'right', render: (item) => format.money(item.cost) },
    { key: 'qty', header: t('invoices.qty'), align: 'right' },
    {
      key: 'price',
      header: t('invoices.price'),
      align: 'right',
      render: (item) => format.money(item.cost * item.qty),
    },
  ];
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
              CloudFit
            </Typography>
            <Typography color="text.secondary">{t('invoices.issuerAddress')}</Typography>
          </Box>
          <Box>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('invoices.invoiceNumber', { id: invoice.id })}
            </Typography>
            {labelled(t('invoices.dateIssued'), format.date(invoice.issuedDate))}
            {labelled(t('invoices.dueDate'), format.date(invoice.dueDate))}
          </Box>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} gutterBottom>
              {t('invoices.invoiceTo')}
            </Typography>
            <Typography>{invoice.client.name}</Typography>
            <Typography color="text.secondary">{invoice.client.company}</Typography>
            <Typography color="text.secondary">{invoice.client.address}</Typography>
            <Typography color="text.secondary">{invoice.client.country}</Typography>
            <Typography color="text.secondary">{invoice.client.contact}</Typography>
            <Typography color="text.secondary">{invoice.client.companyEmail}</Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} gutterBottom>
              {t('invoices.paymentDetails')}
            </Typography>
            {labelled(t('invoices.totalDue'), format.money(paymentDetails.totalDue))}
            {labelled(t('invoices.bankName'), paymentDetails.bankName)}
            {labelled(t('invoices.country'), paymentDetails.country)}
            {labelled('IBAN', paymentDetails.iban)}
            {labelled('SWIFT', paymentDetails.swiftCode)}
          </Grid>
        </Grid>
        <Box sx={{ my: 3 }}>
          <DataTable
            rows={invoice.items.map((item, line) => ({ ...item, line }))}
            columns={itemColumns}
            getRowId={(item) => item.line}
            total={invoice.items.length}
            page={1}
            pageSize={invoice.items.length}
            loading={false}
            emptyText=""
            caption={t('invoices.items')}
            look={MUI_LOOK}
            headerWeight={500}
            progress={false}
            phoneLayout="scroll"
            testIdPrefix="invoice-items"
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">
            {invoice.service && t('invoices.serviceLine', { service: invoice.service })}
          </Typography>
          <Stack spacing={1} sx={{ minWidth: 220 }}>
            {labelled(t('invoices.total'), format.money(invoice.total))}
            {labelled(t('invoices.balance'), format.money(invoice.balance))}
          </Stack>
        </Stack>
        {invoice.note && (
          <>
            <Divider sx={{ my: 3 }} />
            <Typography>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t('invoices.note')}
              </Box>{' '}
              {invoice.note}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
