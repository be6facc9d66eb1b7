import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { PaymentMethod } from '@cloudfit/shared/schemas/payment.schema';
import { FieldGrid, FormMoney, FormSelect } from '@cloudfit/shared/ui/kit/form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { paymentMethodOptions } from '../../../components/invoice-money/payment-methods';

type PayMode = 'none' | 'full' | 'part';

interface PaymentValues {
  payment: { amount: number | null; method: PaymentMethod } | null;
}

/**
 * Pay now in full, in part or not at all. "In full" follows the total as the sale changes; the
 * server refuses a payment above the total.
 */
export function PaymentChoice({ total, disabled }: { total: number; disabled?: boolean }) {
  const { t } = useTranslation('studio');
  const labelId = useId();
  const { control, setValue, getValues } = useFormContext<PaymentValues>();
  // The choice is read from the form's payment, so a payment put back into the form (a draft kept
  // when the session ended) shows as chosen; only "in full" or "in part" is remembered here.
  const payment = useWatch({ control, name: 'payment' });
  const [inFull, setInFull] = useState<boolean | null>(null);
  const mode: PayMode =
    payment === null || payment === undefined
      ? 'none'
      : (inFull ?? (total > 0 && payment.amount === total))
        ? 'full'
        : 'part';

  useEffect(() => {
    // A payment put back: once the total is known, it is in full when it is the whole total.
    if (payment && inFull === null && total > 0) setInFull(payment.amount === total);
  }, [payment, inFull, total]);
  useEffect(() => {
    if (mode === 'full') setValue('payment.amount', total, { shouldValidate: getValues('payment') !== null });
  }, [mode, total, setValue, getValues]);
  useEffect(() => {
    if (disabled) {
      setInFull(null);
      setValue('payment', null);
    }
  }, [disabled, setValue]);

  const choose = (next: PayMode) => {
    setInFull(next === 'none' ? null : next === 'full');
    if (next === 'none') setValue('payment', null, { shouldDirty: true });
    // In part asks how much: the whole total in its field would be a payment in full.
    else
      setValue(
        'payment',
        { amount: next === 'full' ? total : null, method: getValues('payment')?.method ?? 'cash' },
        { shouldDirty: true },
      );
  };

  return (
    <Box>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>{t('sales.payment.payNow')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={mode}
          onChange={(event) => choose(event.target.value as PayMode)}
        >
          <FormControlLabel value="full" control={<Radio />} label={t('sales.payment.full')} />
          <FormControlLabel value="part" control={<Radio />} label={t('sales.payment.part')} />
          <FormControlLabel value="none" control={<Radio />} label={t('sales.payment.none')} />
        </RadioGroup>
      </FormControl>
      {mode !== 'none' && (
        <Box sx={{ mt: 1.5 }}>
          <FieldGrid>
            <FormMoney<PaymentValues>
              name="payment.amount"
              label={t('sales.payment.amount')}
              disabled={mode === 'full'}
              required
            />
            <FormSelect<PaymentValues>
              name="payment.method"
              label={t('sales.payment.method')}
              options={paymentMethodOptions(t)}
              required
            />
          </FieldGrid>
        </Box>
      )}
    </Box>
  );
}
