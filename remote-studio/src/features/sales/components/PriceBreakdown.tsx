import type { InvoiceAmounts } from '@cloudfit/shared/domain/invoice-amounts';
import type { RuleResult } from '@cloudfit/shared/domain/rule-result';
import { i18n, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Subtotal, discounts, tax and total of a sale, priced by the rules the server enforces
 * (`priceInvoice`), or the reason the server would refuse it.
 */
export function PriceBreakdown({
  priced,
  taxRateBasisPoints,
  taxIncluded,
}: {
  priced: RuleResult<InvoiceAmounts>;
  taxRateBasisPoints: number;
  /** The tax is part of the prices: shown as included, not added. */
  taxIncluded: boolean;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  if (!priced.ok) {
    return (
      <Alert severity="warning" data-testid="price-breakdown">
        {i18n.t(priced.code, { ns: 'domain' })}
      </Alert>
    );
  }
  const amounts = priced.value;
  const rows = [
    { key: 'subtotal', label: t('sales.amounts.subtotal'), value: format.money(amounts.subtotal) },
    amounts.discount > 0 && {
      key: 'discount',
      label: t('sales.amounts.discount'),
      value: `−${format.money(amounts.discount)}`,
    },
    amounts.couponDiscount > 0 && {
      key: 'coupon',
      label: t('sales.amounts.coupon'),
      value: `−${format.money(amounts.couponDiscount)}`,
    },
    {
      key: 'tax',
      label: t(taxIncluded ? 'sales.amounts.taxIncluded' : 'sales.amounts.tax', {
        rate: format.number(taxRateBasisPoints / 100),
      }),
      value: format.money(amounts.tax),
    },
  ].filter((row) => row !== false);
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="price-breakdown">
      {rows.map((row) => (
        <Box
          key={row.key}
          sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}
          data-field={row.key}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: 1,
          pt: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
        data-field="total"
      >
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('sales.amounts.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {format.money(amounts.total)}
        </Typography>
      </Box>
    </Box>
  );
}
