import '../../../i18n/demo-common.i18n';
import '../ecommerce.i18n';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import { appStore } from '@cloudfit/shared/store/app-store';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useShopListChange, useWishlist } from '../api/shop-queries';
import { ProductImage } from '../components/ProductImage';
import { usePriceFormat } from '../components/shop-format';

/** /apps/e-commerce/wishlist: the saved products, each moved to the cart or removed. */
export default function WishlistScreen() {
  const { t } = useTranslation('demo');
  const price = usePriceFormat();
  const wishlist = useWishlist();
  const change = useShopListChange();
  const fail = (error: unknown) => appStore.getState().toast(translateApiError(error), 'error');

  const moveToCart = async (productId: number, name: string) => {
    try {
      await change.mutateAsync({ list: 'cart', action: 'add', productId });
      await change.mutateAsync({ list: 'wishlist', action: 'remove', productId });
      appStore.getState().toast(t('ecommerce.addedToCart', { name }), 'success');
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('ecommerce.wishlistTitle')}
      </Typography>
      {wishlist.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {wishlist.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {wishlist.data?.products.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/apps/e-commerce/shop">
              {t('ecommerce.backToShop')}
            </Button>
          }
        >
          {t('ecommerce.wishlistEmpty')}
        </Alert>
      )}
      <Grid container spacing={3}>
        {wishlist.data?.products.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              component="article"
              aria-labelledby={`wish-${product.id}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <ProductImage product={product} height={140} />
                <Typography
                  variant="subtitle1"
                  component="h2"
                  id={`wish-${product.id}`}
                  sx={{ fontWeight: 600, mt: 2 }}
                >
                  <Link
                    component={RouterLink}
                    to={`/apps/e-commerce/${product.slug}`}
                    color="inherit"
                    underline="hover"
                  >
                    {product.name}
                  </Link>
                </Typography>
                <Rating
                  value={product.rating}
                  readOnly
                  size="small"
                  aria-label={t('ecommerce.rating', { stars: product.rating })}
                />
                <Typography variant="h6" component="p" color="primary">
                  {price(product.price)}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  fullWidth
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { list: 'wishlist', action: 'remove', productId: product.id },
                      { onError: fail },
                    )
                  }
                >
                  {t('ecommerce.remove')}
                </Button>
                <Button
                  variant="contained"
                  fullWidth
                  disabled={change.isPending}
                  onClick={() => moveToCart(product.id, product.name)}
                >
                  {t('ecommerce.moveToCart')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
