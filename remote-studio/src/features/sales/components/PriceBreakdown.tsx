import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SaleAmounts } from './sale-rules';

/** Subtotal, discounts, tax and total of a sale, as the server will compute them. */
export function PriceBreakdown({
  amounts,
  taxRateBasisPoints,
  taxIncluded,
}: {
  amounts: SaleAmounts;
  taxRateBasisPoints: number;
  /** The tax is part of the prices: shown as included, not added. */
  taxIncluded: boolean;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
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
