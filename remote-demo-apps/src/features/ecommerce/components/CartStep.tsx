import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import { type CartProduct, SHOP_MAX_QUANTITY } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ProductImage } from './ProductImage';
import { usePriceFormat } from './shop-format';

const QUANTITIES = Array.from({ length: SHOP_MAX_QUANTITY }, (_, index) => index + 1);

interface CartStepProps {
  items: CartProduct[];
  onQuantity(productId: number, qty: number): void;
  onRemove(productId: number): void;
  removing: boolean;
}

/** The checkout's first step: each cart line with its quantity, delivery date, offers and discount. */
export function CartStep({ items, onQuantity, onRemove, removing }: CartStepProps) {
  const { t, i18n } = useTranslation('demo');
  const price = usePriceFormat();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Card key={item.id} component="li" aria-labelledby={`cart-${item.id}`}>
          <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <Stack sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}>
              <ProductImage product={item} height={120} />
            </Stack>
            <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" id={`cart-${item.id}`} sx={{ fontWeight: 600 }}>
                <Link
                  component={RouterLink}
                  to={`/apps/e-commerce/${item.slug}`}
                  color="inherit"
                  underline="hover"
                >
                  {item.name}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('ecommerce.by', { brand: item.brand })}
              </Typography>
              <Rating
                value={item.rating}
                readOnly
                size="small"
                aria-label={t('ecommerce.rating', { stars: item.rating })}
              />
              <TextField
                select
                size="small"
                label={t('ecommerce.quantity')}
                value={item.qty}
                onChange={(event) => onQuantity(item.id, Number(event.target.value))}
                sx={{ width: 120 }}
              >
                {QUANTITIES.map((qty) => (
                  <MenuItem key={qty} value={qty}>
                    {qty}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2">
                {t('ecommerce.deliveryBy', { date: date.format(new Date(`${item.shippingDate}T00:00:00Z`)) })}
              </Typography>
              <Typography variant="body2" color="success.main">
                {t('ecommerce.offersAvailable', { offers: item.offers })}
              </Typography>
            </Stack>
            <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' }, minWidth: 160 }}>
              <Typography variant="h6" component="p" color="primary">
                {price(item.price)}
              </Typography>
              <Chip
                size="small"
                color="success"
                label={t('ecommerce.percentOff', { percent: item.discountPercentage })}
              />
              {item.hasFreeShipping && (
                <Chip size="small" variant="outlined" label={t('ecommerce.freeShipping')} />
              )}
              <Button
                variant="outlined"
                color="inherit"
                disabled={removing}
                onClick={() => onRemove(item.id)}
              >
                {t('ecommerce.remove')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
