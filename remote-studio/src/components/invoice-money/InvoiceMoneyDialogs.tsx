import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import './invoice-money.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { voidInvoiceSchema } from '@cloudfit/shared/schemas/invoice.schema';
import {
  createPaymentSchema,
  createRefundSchema,
  type PaymentItem,
  paymentMoney,
  reversePaymentSchema,
} from '@cloudfit/shared/schemas/payment.schema';
import { inWholeUnits } from '@cloudfit/shared/schemas/studio-fields';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { FormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { FieldGrid, FormMoney, FormSelect, FormText, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { recordKey, recordQuery } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { recordPayment } from '../../api/record-payment';
import { refundPayment } from '../../api/refund-payment';
import { reversePayment } from '../../api/reverse-payment';
import { useMemberMemberships } from '../../api/use-member-memberships';
import { voidInvoice } from '../../api/void-invoice';
import { paymentMethodOptions } from './payment-methods';

/** After a money change: the invoice as the server answered it, and every invoice list refreshed. */
function useInvoiceSaved(onClose: () => void) {
  const queryClient = useQueryClient();
  return (invoice: InvoiceItem) => {
    queryClient.setQueryData(recordKey('invoices', invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    void queryClient.invalidateQueries({ queryKey: ['payments'] });
    onClose();
  };
}

/**
 * A payment of at most the balance, which it defaults to. When the server refuses it as more than the
 * balance (another desk took a payment meanwhile), the invoice is read again and the dialog says what
 * is owed now, keeping what was typed, with that amount offered as the cure.
 */
export function PaymentDialog({ invoice, onClose }: { invoice: InvoiceItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const queryClient = useQueryClient();
  // The invoice as read again after a refusal, until the screen's own copy catches up with it.
  const [fresh, setFresh] = useState<InvoiceItem | null>(null);
  const current = fresh && fresh.version >= invoice.version ? fresh : invoice;
  const [openedBalance] = useState(invoice.balance);
  const [refused, setRefused] = useState(false);
  const changedElsewhere = refused || current.balance < openedBalance;
  const schema = useMemo(
    () =>
      inWholeUnits(createPaymentSchema, current.currency, paymentMoney).refine(
        (values) => values.amount <= current.balance,
        {
          path: ['amount'],
          message: t('sales.payment.moreThanBalance', { amount: format.money(current.balance) }),
        },
      ),
    [current.balance, current.currency, t, format],
  );
  const resourceForm = useResourceForm({
    schema,
    defaultValues: { amount: invoice.balance, method: 'cash', paidAt: null, note: '' },
    // Kept for this invoice only: a payment half-typed when the session ended is never put into another's.
    draftKey: `invoice-payment:${invoice.id}`,
    submit: (values) => recordPayment(invoice.id, values),
    successMessage: t('sales.payment.recorded'),
    onSaved: useInvoiceSaved(onClose),
    onRefused: (error) => {
      if (error.code !== 'payment_exceeds_balance') return false;
      void queryClient
        .fetchQuery({ ...recordQuery<InvoiceItem>('invoices', invoice.id), staleTime: 0 })
        .then((read) => {
          setFresh(read);
          setRefused(true);
          void queryClient.invalidateQueries({ queryKey: ['invoices'] });
          void queryClient.invalidateQueries({ queryKey: ['payments'] });
        })
        .catch(() => setRefused(true));
      return true;
    },
    guardLeave: false,
  });
  const takeBalance = () => {
    resourceForm.form.setValue('amount', current.balance, { shouldValidate: true, shouldDirty: true });
    void resourceForm.onSubmit();
  };
  return (
    <FormDialog
      open
      title={t('sales.payment.recordTitle', { balance: format.money(current.balance) })}
      submitLabel={t('sales.payment.record')}
      resourceForm={resourceForm}
      onClose={onClose}
    >
      {changedElsewhere && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="payment-balance-changed"
          action={
            current.balance > 0 && (
              <Button color="inherit" size="small" onClick={takeBalance}>
                {t('sales.payment.takeBalance', { amount: format.money(current.balance) })}
              </Button>
            )
          }
        >
          {current.balance > 0
            ? t('sales.payment.balanceChanged', { amount: format.money(current.balance) })
            : t('sales.payment.paidElsewhere')}
        </Alert>
      )}
      <FieldGrid>
        <FormMoney name="amount" label={t('sales.payment.amount')} required />
        <FormSelect
          name="method"
          label={t('sales.payment.method')}
          options={paymentMethodOptions(t)}
          required
        />
        <div className="full-row">
          <FormText name="note" label={t('sales.payment.note')} />
        </div>
      </FieldGrid>
    </FormDialog>
  );
}

/** A refund of part or all of what is left of one payment. */
export function RefundDialog({ payment, onClose }: { payment: PaymentItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const left = payment.amount - payment.refunded;
  const schema = useMemo(
    () =>
      inWholeUnits(createRefundSchema, format.currency, paymentMoney).refine(
        (values) => values.amount <= left,
        {
          path: ['amount'],
          message: t('sales.refund.moreThanLeft', { amount: format.money(left) }),
        },
      ),
    [left, t, format],
  );
  const resourceForm = useResourceForm({
    schema,
    defaultValues: { amount: left, method: null, reason: '' },
    draftKey: `payment-refund:${payment.id}`,
    submit: (values) => refundPayment(payment.id, values),
    successMessage: t('sales.refund.done'),
    onSaved: useInvoiceSaved(onClose),
    guardLeave: false,
  });
  return (
    <FormDialog
      open
      title={t('sales.refund.title', { left: format.money(left) })}
      submitLabel={t('sales.refund.submit')}
      resourceForm={resourceForm}
      onClose={onClose}
    >
      <FieldGrid>
        <FormMoney name="amount" label={t('sales.refund.amount')} required />
        <FormSelect
          name="method"
          label={t('sales.payment.method')}
          options={paymentMethodOptions(t)}
          emptyLabel={t('sales.refund.sameMethod', { method: paymentMethodLabel(t, payment.method) })}
        />
        <div className="full-row">
          <FormText name="reason" label={t('sales.refund.reason')} required />
        </div>
      </FieldGrid>
    </FormDialog>
  );
}

/**
 * Takes back a payment recorded by mistake (cash that was card, the wrong invoice, taken twice): no
 * money is returned, the invoice owes it again, and the payment stays listed as reversed.
 */
export function ReverseDialog({ payment, onClose }: { payment: PaymentItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const resourceForm = useResourceForm({
    schema: reversePaymentSchema,
    defaultValues: { reason: '' },
    draftKey: `payment-reversal:${payment.id}`,
    submit: (values) => reversePayment(payment.id, values),
    successMessage: t('sales.reversal.done'),
    onSaved: useInvoiceSaved(onClose),
    guardLeave: false,
  });
  return (
    <FormDialog
      open
      title={t('sales.reversal.title')}
      submitLabel={t('sales.reversal.submit')}
      resourceForm={resourceForm}
      onClose={onClose}
    >
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="reversal-explained">
        {t('sales.reversal.explain', {
          amount: format.money(payment.amount),
          method: paymentMethodLabel(t, payment.method),
        })}
      </Alert>
      <FormText
        name="reason"
        label={t('sales.reversal.reason')}
        helperText={t('sales.reversal.reasonHelp')}
        required
        autoFocus
      />
    </FormDialog>
  );
}

/**
 * Voids an invoice with nothing paid on it, with the reason kept on the record; the server cancels
 * the memberships the invoice sold with it, so the dialog says so when there are any.
 */
export function VoidDialog({ invoice, onClose }: { invoice: InvoiceItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const memberships = useMemberMemberships(invoice.memberId);
  const soldMembership = memberships.data?.some(
    (membership) => membership.invoiceId === invoice.id && membership.status !== 'cancelled',
  );
  const invoiceSaved = useInvoiceSaved(onClose);
  const resourceForm = useResourceForm({
    schema: voidInvoiceSchema,
    defaultValues: { reason: '', version: invoice.version },
    draftKey: `invoice-void:${invoice.id}`,
    submit: (values) => voidInvoice(invoice.id, values),
    successMessage: t('sales.void.done'),
    onSaved: (voided: InvoiceItem) => {
      if (soldMembership) void queryClient.invalidateQueries({ queryKey: ['memberships'] });
      invoiceSaved(voided);
    },
    guardLeave: false,
  });
  return (
    <FormDialog
      open
      title={t('sales.void.title', { number: invoice.number ?? t('sales.invoice.draft') })}
      submitLabel={t('sales.void.submit')}
      resourceForm={resourceForm}
      onClose={onClose}
    >
      {soldMembership && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('sales.void.cancelsMembership')}
        </Alert>
      )}
      <FormText name="reason" label={t('sales.void.reason')} required autoFocus />
    </FormDialog>
  );
}
