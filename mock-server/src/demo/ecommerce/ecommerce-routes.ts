import {
  addToShopListSchema,
  cartEntryResponseSchema,
  cartQuantitySchema,
  cartResponseSchema,
  productIdParamsSchema,
  SHOP_PRICE_RANGES,
  type ShopProduct,
  shopListRemovalResponseSchema,
  shopProductListQuerySchema,
  shopProductListResponseSchema,
  shopProductParamsSchema,
  shopProductResponseSchema,
  wishlistEntryResponseSchema,
  wishlistResponseSchema,
} from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound } from '../../http/api-error';
import { type CatalogueProduct, generateCatalogue } from './ecommerce-data';

interface ShopListEntry {
  id: number;
  productId: number;
  qty: number;
}

/** One signed-in account's wishlist and cart (each account has its own, like its navbar count). */
interface ShopLists {
  wishlist: ShopListEntry[];
  cart: ShopListEntry[];
}

const notInList = (list: string) => new ApiError(404, 'not_found', `Product not in the ${list}`);

/** The demo e-commerce calls of SPEC §7: 27 products, a wishlist and a cart per account. */
export const ecommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products, deliveryTerms } = generateCatalogue(new Date());
  const brands = [...new Set(products.map((product) => product.brand))].sort();
  const listsByAccount = new Map<number, ShopLists>();
  let nextEntryId = 1;

  const listsOf = (accountId: number): ShopLists => {
    let lists = listsByAccount.get(accountId);
    if (!lists) {
      lists = { wishlist: [], cart: [] };
      listsByAccount.set(accountId, lists);
    }
    return lists;
  };
  const withFlags = (product: CatalogueProduct, lists: ShopLists): ShopProduct => ({
    ...product,
    isInWishlist: lists.wishlist.some((entry) => entry.productId === product.id),
    isInCart: lists.cart.some((entry) => entry.productId === product.id),
  });
  const productById = (id: number) => {
    const product = products.find((candidate) => candidate.id === id);
    if (!product) throw notFound('Product');
    return product;
  };
  const entryFor = (list: ShopListEntry[], productId: number): ShopListEntry => {
    const existing = list.find((entry) => entry.productId === productId);
    if (existing) return existing;
    const entry = { id: nextEntryId++, productId, qty: 1 };
    list.push(entry);
    return entry;
  };
  const removeEntry = (list: ShopListEntry[], productId: number, name: string) => {
    const index = list.findIndex((entry) => entry.productId === productId);
    if (index < 0) throw notInList(name);
    list.splice(index, 1);
    return { count: list.length };
  };

  app.get(
    '/apps/ecommerce/products',
    { schema: { querystring: shopProductListQuerySchema, response: { 200: shopProductListResponseSchema } } },
    async (request) => {
      const { q, sortBy, perPage, page, priceRange, brands: brandFilter } = request.query;
      const lists = listsOf(request.staff!.id);
      const needle = q?.toLowerCase() ?? '';
      const [from, to] = SHOP_PRICE_RANGES[priceRange];
      const matches = products.filter(
        (product) =>
          (product.name.toLowerCase().includes(needle) || product.brand.toLowerCase().includes(needle)) &&
          product.price >= from &&
          product.price < to &&
          (brandFilter.length === 0 || brandFilter.includes(product.brand)),
      );
      if (sortBy === 'price-asc') matches.sort((a, b) => a.price - b.price || a.id - b.id);
      if (sortBy === 'price-desc') matches.sort((a, b) => b.price - a.price || a.id - b.id);
      return {
        products: matches
          .slice((page - 1) * perPage, page * perPage)
          .map((product) => withFlags(product, lists)),
        total: matches.length,
        brands,
        userWishlist: lists.wishlist.map(({ id, productId }) => ({ id, productId })),
        userCart: lists.cart,
      };
    },
  );

  app.get(
    '/apps/ecommerce/products/:id',
    { schema: { params: shopProductParamsSchema, response: { 200: shopProductResponseSchema } } },
    async (request) => {
      const key = request.params.id;
      const product = products.find((candidate) => String(candidate.id) === key || candidate.slug === key);
      if (!product) throw notFound('Product');
      return { product: withFlags(product, listsOf(request.staff!.id)) };
    },
  );

  app.get(
    '/apps/ecommerce/wishlist',
    { schema: { response: { 200: wishlistResponseSchema } } },
    async (request) => {
      const lists = listsOf(request.staff!.id);
      return { products: lists.wishlist.map((entry) => withFlags(productById(entry.productId), lists)) };
    },
  );

  app.get('/apps/ecommerce/cart', { schema: { response: { 200: cartResponseSchema } } }, async (request) => {
    const lists = listsOf(request.staff!.id);
    return {
      products: lists.cart.map((entry) => ({
        ...withFlags(productById(entry.productId), lists),
        ...deliveryTerms.get(entry.productId)!,
        qty: entry.qty,
      })),
    };
  });

  app.post(
    '/apps/ecommerce/wishlist',
    { schema: { body: addToShopListSchema, response: { 201: wishlistEntryResponseSchema } } },
    async (request, reply) => {
      const { id, productId } = entryFor(
        listsOf(request.staff!.id).wishlist,
        productById(request.body.productId).id,
      );
      return reply.status(201).send({ entry: { id, productId } });
    },
  );

  app.post(
    '/apps/ecommerce/cart',
    { schema: { body: addToShopListSchema, response: { 201: cartEntryResponseSchema } } },
    async (request, reply) => {
      const entry = entryFor(listsOf(request.staff!.id).cart, productById(request.body.productId).id);
      return reply.status(201).send({ entry });
    },
  );

  app.patch(
    '/apps/ecommerce/cart/:productId',
    {
      schema: {
        params: productIdParamsSchema,
        body: cartQuantitySchema,
        response: { 200: cartEntryResponseSchema },
      },
    },
    async (request) => {
      const entry = listsOf(request.staff!.id).cart.find(
        (candidate) => candidate.productId === request.params.productId,
      );
      if (!entry) throw notInList('cart');
      entry.qty = request.body.qty;
      return { entry };
    },
  );

  app.delete(
    '/apps/ecommerce/wishlist/:productId',
    { schema: { params: productIdParamsSchema, response: { 200: shopListRemovalResponseSchema } } },
    async (request) => removeEntry(listsOf(request.staff!.id).wishlist, request.params.productId, 'wishlist'),
  );

  app.delete(
    '/apps/ecommerce/cart/:productId',
    { schema: { params: productIdParamsSchema, response: { 200: shopListRemovalResponseSchema } } },
    async (request) => removeEntry(listsOf(request.staff!.id).cart, request.params.productId, 'cart'),
  );
};
