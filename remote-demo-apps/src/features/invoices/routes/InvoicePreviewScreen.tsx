import '../../../i18n/demo-common.i18n';
import '../invoices.i18n';
import { PRINT_WINDOW_TIMEOUT_MS } from '@cloudfit/shared/constants';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useParams } from '@cloudfit/shared/router/app-router';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useInvoice } from '../api/invoice-queries';
import { InvoiceDocument } from '../components/InvoiceDocument';

const PRINT_AREA_CLASS = 'cloudfit-invoice-print';

/**
 * On paper only the invoice shows: everything else on the page (the shell's menu, navbar, footer
 * and this screen's buttons) is hidden without this screen knowing how the layout is built.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${PRINT_AREA_CLASS}, .${PRINT_AREA_CLASS} *`]: { visibility: 'visible' },
        [`.${PRINT_AREA_CLASS}`]: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
        [`.${PRINT_AREA_CLASS} .MuiCard-root`]: { boxShadow: 'none' },
      },
    }}
  />
);

/** /apps/invoice/preview/:id: the invoice as printed, with print and edit actions. */
export default function InvoicePreviewScreen() {
  const { t } = useTranslation('demo');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const invoice = useInvoice(valid ? id : null);
  const [preparing, setPreparing] = useState(false);
  const printTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(printTimer.current), []);

  // SPEC §9: the print window opens after a short pause, so the page has settled first.
  const print = () => {
    setPreparing(true);
    printTimer.current = setTimeout(() => {
      setPreparing(false);
      window.print();
    }, PRINT_WINDOW_TIMEOUT_MS);
  };

  if (valid && invoice.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (!valid || invoice.isError) {
    const missing = !valid || (ApiError.is(invoice.error) && invoice.error.status === 404);
    return (
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center' }}>
        <CardContent sx={{ p: 5 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {missing ? t('invoices.notFound') : t('common.loadFailed')}
          </Typography>
          <Button component={RouterLink} to="/apps/invoice/list" variant="contained" sx={{ mt: 2 }}>
            {t('invoices.backToList')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!invoice.data) return null;

  return (
    <Grid container spacing={3}>
      {printStyles}
      <Grid size={{ xs: 12, md: 9 }} className={PRINT_AREA_CLASS}>
        <InvoiceDocument invoice={invoice.data.invoice} paymentDetails={invoice.data.paymentDetails} />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Button variant="contained" startIcon={<PrintOutlined />} onClick={print} disabled={preparing}>
                {t('invoices.print')}
              </Button>
              <Button component={RouterLink} to={`/apps/invoice/edit/${id}`} variant="outlined">
                {t('invoices.edit')}
              </Button>
              <Button component={RouterLink} to="/apps/invoice/list" variant="outlined" color="inherit">
                {t('invoices.backToList')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
