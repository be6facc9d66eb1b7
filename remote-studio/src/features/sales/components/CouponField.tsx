import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CouponCheckResult } from '@cloudfit/shared/schemas/coupon.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { FormText } from '@cloudfit/shared/ui/kit/form';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface CouponState {
  code: string;
  settled: boolean;
  isFetching: boolean;
  data: CouponCheckResult | undefined;
  error: unknown;
}

/** The coupon code and, as it is checked, the discount it gives or why it is refused. */
export function CouponField({ coupon }: { coupon: CouponState }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const checking = coupon.code !== '' && (!coupon.settled || coupon.isFetching);
  let status: { tone: 'success.main' | 'error.main' | 'text.secondary'; text: string } | null = null;
  if (checking) status = { tone: 'text.secondary', text: t('sales.coupon.checking') };
  else if (coupon.code && coupon.error)
    status = { tone: 'error.main', text: translateApiError(coupon.error) };
  else if (coupon.code && coupon.data)
    status = {
      tone: 'success.main',
      text: t('sales.coupon.applied', { amount: format.money(coupon.data.discount) }),
    };
  return (
    <Box>
      <FormText name="couponCode" label={t('sales.coupon.label')} autoComplete="off" />
      <Box aria-live="polite" sx={{ minHeight: 24, mt: 0.5 }}>
        {status && (
          <Typography
            variant="body2"
            color={status.tone}
            data-testid="coupon-status"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {status.tone === 'success.main' && <CheckCircleOutlined fontSize="small" />}
            {status.text}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
