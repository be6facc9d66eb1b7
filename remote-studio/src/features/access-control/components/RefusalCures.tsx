import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { CheckInEvaluationResult } from '@cloudfit/shared/schemas/check-in.schema';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PaymentDialog } from '../../../components/invoice-money/InvoiceMoneyDialogs';
import { oldestUnpaidInvoice, unfreezeToday } from '../api/refusal-cures';

/** The desk with this member on it: where a sale or the pad comes back to. */
export function deskAddress(memberNumber: string): string {
  return `/access-control?member=${encodeURIComponent(memberNumber)}`;
}

const SELLS = new Set(['no_membership', 'expired', 'no_credits', 'not_valid_at_center']);

/**
 * The button that resolves a refusal, where this user may press it: sell a package, unfreeze,
 * take the payment owed (offered beside any refusal while the member owes), or sign the waiver now. A sale and the pad come back to the desk with
 * the member on it; an unfreeze or a payment is done here and the member is checked again.
 */
export function RefusalCures(props: { evaluation: CheckInEvaluationResult; onCured(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const queryClient = useQueryClient();
  const { evaluation } = props;
  const back = encodeURIComponent(deskAddress(evaluation.memberNumber));
  const [paying, setPaying] = useState<InvoiceItem | null>(null);
  // The refusal (and this, with its open payment form) goes when the desk's answer changes, as when
  // another desk takes the payment: the form must not vanish without a word.
  const closedUnpaid = useRef({ paying, message: t('accessControl.cure.paymentOvertaken') });
  closedUnpaid.current = { paying, message: t('accessControl.cure.paymentOvertaken') };
  useEffect(
    () => () => {
      if (closedUnpaid.current.paying) appStore.getState().toast(closedUnpaid.current.message, 'info');
    },
    [],
  );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['check-ins'] });
    void queryClient.invalidateQueries({ queryKey: ['memberships'] });
    props.onCured();
  };
  const unfreeze = useApiMutation({
    mutate: (membershipId: number) => unfreezeToday(membershipId, format.today()),
    successMessage: t('accessControl.cure.unfrozen'),
    invalidate: [['check-ins'], ['memberships'], ['members']],
    onSuccess: refresh,
  });
  const findInvoice = useApiMutation({
    mutate: () => oldestUnpaidInvoice(evaluation.memberId),
    invalidate: [],
    onSuccess: (invoice) => setPaying(invoice),
  });

  const reason = evaluation.reason;
  const buttonProps = { color: 'inherit', variant: 'outlined', size: 'large' } as const;
  return (
    <>
      {reason && SELLS.has(reason) && ability.can('create', 'Membership') && (
        <Button
          {...buttonProps}
          component={RouterLink}
          to={`/apps/member/${evaluation.memberId}/membership/add?return=${back}`}
        >
          {t('accessControl.cure.sell')}
        </Button>
      )}
      {reason === 'frozen' && evaluation.membershipId !== null && ability.can('unfreeze', 'Membership') && (
        <Button
          {...buttonProps}
          loading={unfreeze.isPending}
          onClick={() => unfreeze.mutate(evaluation.membershipId!)}
        >
          {t('accessControl.cure.unfreeze')}
        </Button>
      )}
      {/* Owed money is offered whatever the refusal names: sold a package, the member may still owe too much. */}
      {reason && evaluation.balanceOwed > 0 && ability.can('create', 'Payment') && (
        <Button {...buttonProps} loading={findInvoice.isPending} onClick={() => findInvoice.mutate()}>
          {t('accessControl.cure.pay', { amount: format.money(evaluation.balanceOwed) })}
        </Button>
      )}
      {reason === 'unsigned_document' &&
        evaluation.waiverRequestId !== null &&
        ability.can('create', 'Signature') && (
          <Button
            {...buttonProps}
            component={RouterLink}
            to={`/epad/${evaluation.waiverRequestId}?return=${back}`}
          >
            {t('accessControl.cure.sign')}
          </Button>
        )}
      {paying && (
        <PaymentDialog
          invoice={paying}
          onClose={() => {
            // Closed here (paid or cancelled): the refusal may go in the same render as the form.
            closedUnpaid.current.paying = null;
            setPaying(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
