import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  CartResponse,
  ShopProductListParams,
  ShopProductListResponse,
  ShopProductResponse,
  WishlistResponse,
} from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const SHOP_KEY = ['demo', 'ecommerce'] as const;
const CART_KEY = [...SHOP_KEY, 'cart'] as const;

/** Keeps the navbar's cart count (`userData.extras.eCommerceCartItemsCount`) on the cart's size. */
function useCartCount(count: number | undefined) {
  useEffect(() => {
    if (count !== undefined) appStore.getState().setCartItemsCount(count);
  }, [count]);
}

/** `GET /apps/ecommerce/products`: one page of the shop, with the account's wishlist and cart. */
export function useProducts(query: ShopProductListParams) {
  const result = useQuery({
    queryKey: [...SHOP_KEY, 'products', query],
    queryFn: ({ signal }) =>
      apiClient.get<ShopProductListResponse>('apps/ecommerce/products', {
        searchParams: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  useCartCount(result.data?.userCart.length);
  return result;
}

/** `GET /apps/ecommerce/products/:slug`. */
export function useProduct(slug: string) {
  return useQuery({
    queryKey: [...SHOP_KEY, 'product', slug],
    queryFn: ({ signal }) =>
      apiClient.get<ShopProductResponse>(`apps/ecommerce/products/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });
}

export function useWishlist() {
  return useQuery({
    queryKey: [...SHOP_KEY, 'wishlist'],
    queryFn: ({ signal }) => apiClient.get<WishlistResponse>('apps/ecommerce/wishlist', { signal }),
  });
}

export function useCart() {
  const result = useQuery({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => apiClient.get<CartResponse>('apps/ecommerce/cart', { signal }),
  });
  useCartCount(result.data?.products.length);
  return result;
}

/**
 * `PATCH /apps/ecommerce/cart/:productId`: a line's quantity is saved at once; the cart (and so the
 * totals) shows it before the answer and takes the server's back if the change is refused.
 */
export function useCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, qty }: { productId: number; qty: number }) =>
      apiClient.patch(`apps/ecommerce/cart/${productId}`, { qty }),
    onMutate: async ({ productId, qty }) => {
      await queryClient.cancelQueries({ queryKey: CART_KEY });
      queryClient.setQueryData<CartResponse>(
        CART_KEY,
        (cart) =>
          cart && {
            products: cart.products.map((item) => (item.id === productId ? { ...item, qty } : item)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOP_KEY }),
  });
}

type ShopList = 'cart' | 'wishlist';
interface ShopListChange {
  list: ShopList;
  productId: number;
  action: 'add' | 'remove';
}

/**
 * Adds a product to, or removes it from, the cart or the wishlist; then every shop view refreshes
 * and the navbar count takes the cart's new size.
 */
export function useShopListChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, productId, action }: ShopListChange) =>
      action === 'add'
        ? apiClient.post(`apps/ecommerce/${list}`, { productId })
        : apiClient.delete(`apps/ecommerce/${list}/${productId}`),
    onSuccess: async (_result, { list }) => {
      await queryClient.invalidateQueries({ queryKey: SHOP_KEY });
      if (list === 'cart') {
        const cart = await queryClient.fetchQuery({
          queryKey: CART_KEY,
          queryFn: () => apiClient.get<CartResponse>('apps/ecommerce/cart'),
        });
        appStore.getState().setCartItemsCount(cart.products.length);
      }
    },
  });
}
