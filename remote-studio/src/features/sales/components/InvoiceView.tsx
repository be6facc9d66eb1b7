import { isWholeUnitCurrency } from '@cloudfit/shared/domain/currency-units';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@cloudfit/shared/router/app-router';
import type { InvoiceItem, InvoiceLineItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { PaymentItem } from '@cloudfit/shared/schemas/payment.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { DataTable } from '@cloudfit/shared/ui/kit/list';
import { InfoList, StatusChip } from '@cloudfit/shared/ui/kit/page';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import {
  PaymentDialog,
  RefundDialog,
  ReverseDialog,
  VoidDialog,
} from '../../../components/invoice-money/InvoiceMoneyDialogs';
import { invoiceStatusOf, owedText } from '../../../components/invoice-status';
import { useDeleteDraft } from '../api/draft-invoice';
import { useIssueInvoice } from '../api/issue-invoice';
import { useInvoicePrint } from './InvoicePrint';
import { InvoiceTotals } from './InvoiceTotals';

/** The address's parameter that holds the open payment dialog (whoever opens invoices clears it). */
export const PAYMENT_PARAM = 'payment';

type OpenDialog =
  | { kind: 'void' }
  | { kind: 'delete' }
  | { kind: 'refund'; payment: PaymentItem }
  | { kind: 'reverse'; payment: PaymentItem }
  | null;

/** What cures a refused issue: the stock or the coupon are changed by editing the draft. */
function issueCureKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'insufficient_stock') return 'sales.invoice.cureStock';
  if (typeof code === 'string' && code.startsWith('coupon_')) return 'sales.invoice.cureCoupon';
  return 'sales.invoice.cureEdit';
}

/** One invoice: lines, payments and refunds, and what may be done with it now. */
export function InvoiceView({ invoiceId, onClose }: { invoiceId: number; onClose(): void }) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: invoice, error, isPending } = useRecord<InvoiceItem>('invoices', invoiceId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The payment dialog is in the address, so a session that ends while it is half-typed brings the
  // desk back to it, its values put back, after signing in again.
  const [searchParams, setSearchParams] = useSearchParams();
  const paying = searchParams.get(PAYMENT_PARAM) === 'open';
  const setPaying = (open: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(PAYMENT_PARAM, 'open');
        else next.delete(PAYMENT_PARAM);
        return next;
      },
      { replace: true },
    );
  const printer = useInvoicePrint();
  const ability = useAppStore((s) => s.ability);
  const format = useStudioFormat();
  const issue = useIssueInvoice(t('sales.invoice.issued'));
  const navigate = useNavigate();
  const deleteDraft = useDeleteDraft(t('sales.invoice.deleted'), onClose);

  const status = invoice ? invoiceStatusOf(invoice) : null;
  const canPay =
    invoice &&
    (invoice.status === 'issued' || invoice.status === 'partial') &&
    invoice.balance > 0 &&
    ability.can('create', 'Payment');
  // A draft is deleted, never voided: it was never issued.
  const canVoid =
    invoice && invoice.status !== 'void' && invoice.status !== 'draft' && ability.can('void', 'Invoice');
  // Voiding asks that nothing be paid: Void then says how to get there instead of opening.
  const [voidAsked, setVoidAsked] = useState(false);
  const voidNeedsRefund = voidAsked && invoice !== undefined && invoice.paid > 0;
  const canIssue = invoice?.status === 'draft' && ability.can('create', 'Invoice');

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="md">
        <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {invoice
            ? invoice.number
              ? t('sales.invoice.heading', { number: invoice.number })
              : t('sales.invoice.draftHeading')
            : t('sales.invoice.loading')}
          {status && invoice?.status !== 'draft' && (
            <StatusChip label={t(`sales.statuses.${status.status}`)} tone={status.tone} />
          )}
        </DialogTitle>
        <DialogContent dividers>
          {error && <Alert severity="error">{translateApiError(error)}</Alert>}
          {isPending && !error && <Skeleton variant="rounded" height={200} />}
          {issue.error && invoice?.status === 'draft' && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="issue-refused">
              {t('sales.invoice.notIssued', { reason: translateApiError(issue.error) })}{' '}
              {t(issueCureKey(issue.error))}
            </Alert>
          )}
          {voidNeedsRefund && invoice && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              data-testid="void-refused"
              ref={(node: HTMLDivElement | null) => node?.scrollIntoView({ block: 'nearest' })}
            >
              {t('sales.void.paidFirst', { amount: format.money(invoice.paid) })}
            </Alert>
          )}
          {invoice && (
            <InvoiceDetails
              invoice={invoice}
              onRefund={
                ability.can('refund', 'Payment')
                  ? (payment) => setDialog({ kind: 'refund', payment })
                  : undefined
              }
              onReverse={
                ability.can('refund', 'Payment') && invoice.status !== 'void'
                  ? (payment) => setDialog({ kind: 'reverse', payment })
                  : undefined
              }
            />
          )}
          {invoice && invoice.paid > 0 && invoice.status !== 'void' && !ability.can('refund', 'Payment') && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="manager-only">
              {t('sales.managerOnly')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canVoid && (
            <Button
              color="error"
              onClick={() => (invoice.paid > 0 ? setVoidAsked(true) : setDialog({ kind: 'void' }))}
            >
              {t('sales.void.open')}
            </Button>
          )}
          {invoice && (
            <Button onClick={() => printer.print(invoice)} loading={printer.printing}>
              {t('sales.invoice.print')}
            </Button>
          )}
          {canIssue && invoice && (
            <>
              <Button color="error" onClick={() => setDialog({ kind: 'delete' })}>
                {t('sales.invoice.deleteDraft')}
              </Button>
              <Button
                onClick={() => navigate(`/apps/member/${invoice.memberId}/invoice/add?draft=${invoice.id}`)}
              >
                {t('sales.invoice.editDraft')}
              </Button>
            </>
          )}
          {canIssue && invoice && (
            <Button
              variant="outlined"
              loading={issue.isPending}
              onClick={() =>
                issue.mutate({ invoiceId: invoice.id, dueDate: invoice.dueDate, version: invoice.version })
              }
            >
              {t('sales.invoice.issue')}
            </Button>
          )}
          {canPay && (
            <Button variant="contained" onClick={() => setPaying(true)}>
              {t('sales.payment.record')}
            </Button>
          )}
          <Button onClick={onClose}>{t('kit:close')}</Button>
        </DialogActions>
      </Dialog>
      {invoice && paying && <PaymentDialog invoice={invoice} onClose={() => setPaying(false)} />}
      {invoice && dialog?.kind === 'void' && <VoidDialog invoice={invoice} onClose={() => setDialog(null)} />}
      {invoice && (
        <ConfirmDialog
          open={dialog?.kind === 'delete'}
          title={t('sales.invoice.deleteDraft')}
          body={t('sales.invoice.deleteConfirm')}
          confirmLabel={t('sales.invoice.deleteDraft')}
          destructive
          busy={deleteDraft.isPending}
          onConfirm={() => deleteDraft.mutate(invoice.id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'refund' && <RefundDialog payment={dialog.payment} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reverse' && (
        <ReverseDialog payment={dialog.payment} onClose={() => setDialog(null)} />
      )}
      {printer.view}
    </>
  );
}

function InvoiceDetails({
  invoice,
  onRefund,
  onReverse,
}: {
  invoice: InvoiceItem;
  onRefund?(payment: PaymentItem): void;
  /** Only a payment that stands and has no refunds is reversed (what is left of one with refunds is refunded). */
  onReverse?(payment: PaymentItem): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const profile = useStudioProfile().data;
  const lineColumns: ListColumn<InvoiceLineItem>[] = [
    { key: 'description', header: t('sales.lines.description') },
    {
      key: 'quantity',
      header: t('sales.lines.quantity'),
      align: 'right',
      render: (l) => format.number(l.quantity),
    },
    {
      key: 'unitPrice',
      header: t('sales.lines.unitPrice'),
      align: 'right',
      hideBelow: 'sm',
      render: (l) => format.money(l.unitPrice),
    },
    {
      key: 'discount',
      header: t('sales.lines.discount'),
      align: 'right',
      render: (l) => (l.discount > 0 ? format.money(-l.discount) : '—'),
    },
    {
      key: 'tax',
      header: t(invoice.taxIncluded ? 'sales.amounts.taxIncludedShort' : 'sales.amounts.taxShort'),
      align: 'right',
      hideBelow: 'md',
      render: (l) => format.money(l.tax),
    },
    { key: 'total', header: t('sales.lines.total'), align: 'right', render: (l) => format.money(l.total) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {invoice.status === 'void' && (
        <Alert severity="warning">{t('sales.void.banner', { reason: invoice.voidReason ?? '' })}</Alert>
      )}
      <InfoList
        columns={3}
        items={[
          {
            label: t('sales.invoice.member'),
            value: (
              <Link component={RouterLink} to={`/apps/member/edit/${invoice.memberId}`}>
                {invoice.memberName}
              </Link>
            ),
          },
          { label: t('sales.invoice.issuedOn'), value: format.day(invoice.issuedOn) },
          { label: t('sales.invoice.dueDate'), value: format.day(invoice.dueDate) },
          { label: t('sales.amounts.total'), value: format.money(invoice.total) },
          {
            label: t(invoice.taxIncluded ? 'sales.amounts.taxIncludedShort' : 'sales.amounts.taxShort'),
            value: <span data-testid="invoice-tax">{format.money(invoice.tax)}</span>,
          },
          ...(invoice.refunded > 0
            ? [
                {
                  label: t('sales.amounts.refunded'),
                  value: <span data-testid="invoice-refunded">{format.money(invoice.refunded)}</span>,
                },
              ]
            : []),
          { label: t('sales.amounts.paid'), value: format.money(invoice.paid) },
          {
            label: t('sales.amounts.balance'),
            value: <span data-testid="invoice-balance">{owedText(invoice, format.money)}</span>,
          },
        ]}
      />
      <DataTable
        rows={invoice.lines}
        columns={lineColumns}
        getRowId={(line) => line.id}
        total={invoice.lines.length}
        page={1}
        pageSize={invoice.lines.length}
        loading={false}
        caption={t('sales.lines.title')}
        emptyText={t('sales.lines.empty')}
      />
      <InvoiceTotals invoice={invoice} />
      <Typography variant="caption" color="text.secondary" data-testid="lines-explained">
        {t(
          `sales.invoice.${invoice.taxIncluded ? 'linesExplainedIncluded' : 'linesExplained'}${isWholeUnitCurrency(invoice.currency) ? 'Whole' : ''}`,
          { rate: format.number((profile?.taxRateBasisPoints ?? 0) / 100) },
        )}
      </Typography>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('sales.payment.title')}
        </Typography>
        {invoice.payments.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('sales.payment.noneYet')}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {invoice.payments.map((payment) => {
            const reversed = payment.reversedAt !== null;
            const left = reversed ? 0 : payment.amount - payment.refunded;
            const struck = reversed ? { textDecoration: 'line-through' } : undefined;
            return (
              <Box
                component="li"
                key={payment.id}
                data-testid="invoice-payment"
                data-reversed={reversed || undefined}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography component={reversed ? 'del' : 'span'} sx={{ fontWeight: 500, ...struck }}>
                    {format.money(payment.amount)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, ...struck }}>
                    {paymentMethodLabel(t, payment.method)} · {format.dateTime(payment.paidAt)}
                    {payment.refunded > 0 &&
                      ` · ${t('sales.refund.refunded', { amount: format.money(payment.refunded) })}`}
                  </Typography>
                  {onReverse && !reversed && payment.refunded === 0 && (
                    <Button size="small" color="warning" onClick={() => onReverse(payment)}>
                      {t('sales.reversal.open')}
                    </Button>
                  )}
                  {onRefund && left > 0 && (
                    <Button size="small" onClick={() => onRefund(payment)}>
                      {t('sales.refund.open')}
                    </Button>
                  )}
                </Box>
                {reversed && (
                  <Typography
                    variant="body2"
                    color="warning.main"
                    sx={{ mt: 0.5 }}
                    data-testid="invoice-payment-reversal"
                  >
                    {t('sales.reversal.line', {
                      reason: payment.reversalReason ?? '',
                      who: payment.reversedByName ?? t('sales.reversal.someone'),
                      when: format.dateTime(payment.reversedAt),
                    })}
                  </Typography>
                )}
                {payment.refunds.length > 0 && (
                  <Box component="ul" sx={{ pl: 2, mt: 1, mb: 0 }}>
                    {payment.refunds.map((refund) => (
                      <Typography component="li" variant="body2" key={refund.id} data-testid="invoice-refund">
                        {t('sales.refund.line', {
                          amount: format.money(refund.amount),
                          method: paymentMethodLabel(t, refund.method),
                          when: format.dateTime(refund.refundedAt),
                          reason: refund.reason,
                        })}
                      </Typography>
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
