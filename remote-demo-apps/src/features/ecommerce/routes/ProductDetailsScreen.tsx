import '../../../i18n/demo-common.i18n';
import '../ecommerce.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useParams } from '@cloudfit/shared/router/app-router';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useProduct } from '../api/shop-queries';
import { ProductImage } from '../components/ProductImage';
import { ShopActions } from '../components/ShopActions';
import { usePriceFormat } from '../components/shop-format';

/** /apps/e-commerce/:slug: one product; an unknown slug shows a not-found card. */
export default function ProductDetailsScreen() {
  const { t } = useTranslation('demo');
  const { slug = '' } = useParams();
  const price = usePriceFormat();
  const product = useProduct(slug);
  const [color, setColor] = useState<string | null>(null);

  if (product.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (product.isError) {
    const missing = ApiError.is(product.error) && product.error.status === 404;
    return (
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center' }}>
        <CardContent sx={{ p: 5 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {missing ? t('ecommerce.productNotFound') : t('common.loadFailed')}
          </Typography>
          {missing && <Typography color="text.secondary">{t('ecommerce.productNotFoundBody')}</Typography>}
          <Button component={RouterLink} to="/apps/e-commerce/shop" variant="contained" sx={{ mt: 3 }}>
            {t('ecommerce.backToShop')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const item = product.data.product;
  const selectedColor = color ?? item.colorOptions[0] ?? null;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProductImage product={item} height={320} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <Typography variant="h4" component="h1">
                {item.name}
              </Typography>
              <Typography color="text.secondary">{t('ecommerce.by', { brand: item.brand })}</Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="h5" component="p" color="primary">
                  {price(item.price)}
                </Typography>
                <Divider orientation="vertical" flexItem />
                <Rating
                  value={item.rating}
                  readOnly
                  aria-label={t('ecommerce.rating', { stars: item.rating })}
                />
              </Stack>
              <Typography>
                {t('ecommerce.available')}{' '}
                <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
                  {t('ecommerce.inStock')}
                </Box>
              </Typography>
              <Typography color="text.secondary">{item.description}</Typography>
              {item.hasFreeShipping && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <LocalShippingOutlined color="success" />
                  <Typography>{t('ecommerce.freeShipping')}</Typography>
                </Stack>
              )}
              <Divider />
              <Box>
                <FormLabel id="product-colour-label">{t('ecommerce.colour')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="product-colour-label"
                  value={selectedColor}
                  onChange={(event) => setColor(event.target.value)}
                >
                  {item.colorOptions.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      label={t(`ecommerce.colours.${option}`)}
                      control={
                        <Radio
                          sx={{ color: `${option}.main`, '&.Mui-checked': { color: `${option}.main` } }}
                        />
                      }
                    />
                  ))}
                </RadioGroup>
              </Box>
              <ShopActions product={item} />
              {item.isInCart && <Alert severity="success">{t('ecommerce.inYourCart')}</Alert>}
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
