import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useSearchParams } from '@cloudfit/shared/router/app-router';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { InfoList, StatusChip } from '@cloudfit/shared/ui/kit/page';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { usePendingSignatures } from '../../../api/pending-signatures';
import { invoiceStatusOf, owedText } from '../../../components/invoice-status';
import { useInvoicePrint } from './InvoicePrint';

/** After a sale: what was sold, its invoice, and where to go next. */
export function SaleDone(props: {
  memberId: number;
  invoiceId: number | null;
  summary?: ReactNode;
  onAnother(): void;
  anotherLabel: string;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const invoice = useRecord<InvoiceItem>('invoices', props.invoiceId).data;
  const printer = useInvoicePrint();
  const status = invoice ? invoiceStatusOf(invoice) : null;
  // A sale opened from the front desk's refusal goes back there, with the member on it.
  const returnTo = useSearchParams()[0].get('return');
  const backToDesk = returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
  // The sale asked for the studio's waiver (on the server): the member is at the counter, so it is
  // signed now. What the desk read before the sale said there was nothing to sign.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['signature-requests'] });
  }, [queryClient]);
  const mayHaveSigned = useAppStore((s) => s.ability).can('create', 'Signature');
  const waiver = usePendingSignatures(mayHaveSigned ? props.memberId : undefined).data?.find(
    (request) => request.kind === 'waiver',
  );
  const afterSigning = backToDesk ?? `/apps/member/edit/${props.memberId}`;
  return (
    <Card data-testid="sale-done">
      <CardContent>
        <Alert severity={invoice?.status === 'draft' ? 'info' : 'success'} sx={{ mb: 3 }}>
          {invoice?.status === 'draft' ? t('sales.done.draftTitle') : t('sales.done.title')}
        </Alert>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {props.summary}
          {invoice && status && (
            <Box data-testid="sale-invoice">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {invoice.number ? (
                  <>
                    {t('sales.invoice.heading', { number: invoice.number })}{' '}
                    <StatusChip label={t(`sales.statuses.${status.status}`)} tone={status.tone} />
                  </>
                ) : (
                  t('sales.invoice.draftHeading')
                )}
              </Typography>
              <InfoList
                items={[
                  { label: t('sales.amounts.total'), value: format.money(invoice.total) },
                  { label: t('sales.amounts.paid'), value: format.money(invoice.paid) },
                  { label: t('sales.amounts.balance'), value: owedText(invoice, format.money) },
                  { label: t('sales.invoice.dueDate'), value: format.day(invoice.dueDate) },
                ]}
              />
            </Box>
          )}
        </Box>
        {waiver && (
          <Alert
            severity="info"
            data-testid="sale-waiver"
            sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { ml: 'auto' } }}
            action={
              <Button
                variant="contained"
                component={RouterLink}
                to={`/epad/${waiver.id}?return=${encodeURIComponent(afterSigning)}`}
              >
                {t('sales.done.signWaiver')}
              </Button>
            }
          >
            {t('sales.done.waiverWaiting')}
          </Alert>
        )}
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} to={`/apps/member/edit/${props.memberId}`}>
            {t('sales.done.toMember')}
          </Button>
          {invoice && (
            <>
              <Button onClick={() => printer.print(invoice)} loading={printer.printing}>
                {t('sales.invoice.print')}
              </Button>
              <Button component={RouterLink} to={`/invoice?invoice=${invoice.id}`}>
                {t('sales.done.toInvoice')}
              </Button>
            </>
          )}
          <Button variant={backToDesk ? 'outlined' : 'contained'} onClick={props.onAnother}>
            {props.anotherLabel}
          </Button>
          {backToDesk && (
            <Button variant="contained" component={RouterLink} to={backToDesk}>
              {t('sales.done.toDesk')}
            </Button>
          )}
        </Stack>
        {printer.view}
      </CardContent>
    </Card>
  );
}
