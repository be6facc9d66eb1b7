import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { ShopProduct } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useShopListChange } from '../api/shop-queries';

/** A product's wishlist toggle and its "Add to cart" (or "View in cart" once it is there). */
export function ShopActions({ product, fullWidth }: { product: ShopProduct; fullWidth?: boolean }) {
  const { t } = useTranslation('demo');
  const change = useShopListChange();
  const run = (list: 'cart' | 'wishlist', action: 'add' | 'remove', message: string) =>
    change.mutate(
      { list, action, productId: product.id },
      {
        onSuccess: () => appStore.getState().toast(message, 'success'),
        onError: (error) => appStore.getState().toast(translateApiError(error), 'error'),
      },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ width: fullWidth ? '100%' : undefined }}>
      <Button
        variant="outlined"
        color="inherit"
        fullWidth={fullWidth}
        disabled={change.isPending}
        aria-pressed={product.isInWishlist}
        startIcon={product.isInWishlist ? <Favorite color="error" /> : <FavoriteBorder />}
        onClick={() =>
          product.isInWishlist
            ? run('wishlist', 'remove', t('ecommerce.removedFromWishlist', { name: product.name }))
            : run('wishlist', 'add', t('ecommerce.addedToWishlist', { name: product.name }))
        }
      >
        {t('ecommerce.wishlist')}
      </Button>
      {product.isInCart ? (
        <Button
          variant="contained"
          fullWidth={fullWidth}
          component={RouterLink}
          to="/apps/e-commerce/checkout"
          startIcon={<ShoppingCartOutlined />}
        >
          {t('ecommerce.viewInCart')}
        </Button>
      ) : (
        <Button
          variant="contained"
          fullWidth={fullWidth}
          disabled={change.isPending}
          startIcon={<ShoppingCartOutlined />}
          onClick={() => run('cart', 'add', t('ecommerce.addedToCart', { name: product.name }))}
        >
          {t('ecommerce.addToCart')}
        </Button>
      )}
    </Stack>
  );
}
