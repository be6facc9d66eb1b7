import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { ShopProduct } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductImage } from './ProductImage';
import { ShopActions } from './ShopActions';
import { usePriceFormat } from './shop-format';

/** One product of the shop, as a grid tile or a list row; named after the product for screen readers. */
export function ProductCard({ product, layout }: { product: ShopProduct; layout: 'grid' | 'list' }) {
  const { t } = useTranslation('demo');
  const price = usePriceFormat();
  const titleId = `product-${product.id}-name`;
  const list = layout === 'list';
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: list ? 'row' : 'column' },
          gap: 2,
          width: '100%',
        }}
      >
        <Stack sx={{ width: { xs: '100%', sm: list ? 200 : '100%' }, flexShrink: 0 }}>
          <ProductImage product={product} height={list ? 160 : 140} />
        </Stack>
        <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Rating
              value={product.rating}
              readOnly
              size="small"
              aria-label={t('ecommerce.rating', { stars: product.rating })}
            />
            <Typography variant="h6" component="p" color="primary">
              {price(product.price)}
            </Typography>
          </Stack>
          <Typography variant="subtitle1" component="h2" id={titleId} sx={{ fontWeight: 600 }}>
            <Link
              component={RouterLink}
              to={`/apps/e-commerce/${product.slug}`}
              color="inherit"
              underline="hover"
            >
              {product.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ecommerce.by', { brand: product.brand })}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: list ? 3 : 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {product.description}
          </Typography>
          {product.hasFreeShipping && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={t('ecommerce.freeShipping')}
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
          <Stack sx={{ flexGrow: 1, justifyContent: 'flex-end', pt: 1 }}>
            <ShopActions product={product} fullWidth />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
