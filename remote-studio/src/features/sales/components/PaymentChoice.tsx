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
import { useFormContext } from 'react-hook-form';
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
  const { setValue, getValues } = useFormContext<PaymentValues>();
  const [mode, setMode] = useState<PayMode>('none');

  useEffect(() => {
    if (mode === 'full') setValue('payment.amount', total, { shouldValidate: getValues('payment') !== null });
  }, [mode, total, setValue, getValues]);
  useEffect(() => {
    if (disabled) {
      setMode('none');
      setValue('payment', null);
    }
  }, [disabled, setValue]);

  const choose = (next: PayMode) => {
    setMode(next);
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
