import { z } from 'zod';

/** SPEC §9: the shop's page size and default sort. */
export const SHOP_PAGE_SIZE = 9;
/** The most of one product a cart line holds. */
export const SHOP_MAX_QUANTITY = 10;
export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const shopProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  /** US dollars with cents. */
  price: z.number(),
  /** A picture URL; null shows the product's placeholder (the demo bundles no pictures). */
  image: z.string().nullable(),
  hasFreeShipping: z.boolean(),
  rating: z.number().int().min(1).max(5),
  /** Theme colour names (primary, success, ...), so the swatches follow the skin. */
  colorOptions: z.array(z.string()),
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const wishlistEntrySchema = z.object({ id: z.number().int(), productId: z.number().int() });
export const cartEntrySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  qty: z.number().int(),
});

/** The shop's price bands, in dollars: [from, to). */
export const SHOP_PRICE_RANGES = {
  all: [0, Number.POSITIVE_INFINITY],
  under100: [0, 100],
  from100to500: [100, 500],
  from500to1000: [500, 1000],
  over1000: [1000, Number.POSITIVE_INFINITY],
} as const;
export type ShopPriceRange = keyof typeof SHOP_PRICE_RANGES;
const PRICE_RANGE_NAMES = Object.keys(SHOP_PRICE_RANGES) as [ShopPriceRange, ...ShopPriceRange[]];

export const shopProductListQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  sortBy: z.enum(SHOP_SORTS).default('featured'),
  priceRange: z.enum(PRICE_RANGE_NAMES).default('all'),
  /** Brand names separated by commas; a product of any of them matches. */
  brands: z
    .string()
    .max(500)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((brand) => brand.trim())
        .filter(Boolean),
    ),
  perPage: z.coerce.number().int().min(1).max(100).default(SHOP_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
});
export type ShopProductListQuery = z.infer<typeof shopProductListQuerySchema>;
/** The list's query as the shop sends it: the brands joined by commas. */
export type ShopProductListParams = Omit<ShopProductListQuery, 'brands'> & { brands?: string };

export const shopProductListResponseSchema = z.object({
  products: z.array(shopProductSchema),
  /** How many products match the search and the filters, over the whole catalogue. */
  total: z.number().int(),
  /** Every brand of the catalogue, for the brand filter. */
  brands: z.array(z.string()),
  userWishlist: z.array(wishlistEntrySchema),
  userCart: z.array(cartEntrySchema),
});
export type ShopProductListResponse = z.infer<typeof shopProductListResponseSchema>;

/** A product by its id or its slug (the details screen's address carries the slug). */
export const shopProductParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(200) });
export const shopProductResponseSchema = z.object({ product: shopProductSchema });
export type ShopProductResponse = z.infer<typeof shopProductResponseSchema>;

export const wishlistResponseSchema = z.object({ products: z.array(shopProductSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** A cart line: the product with the quantity and the seeded delivery terms of SPEC §9. */
export const cartProductSchema = shopProductSchema.extend({
  qty: z.number().int(),
  /** ISO date, YYYY-MM-DD. */
  shippingDate: z.string(),
  offers: z.number().int().min(1).max(4),
  discountPercentage: z.number().int().min(3).max(20),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartResponseSchema = z.object({ products: z.array(cartProductSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const addToShopListSchema = z.strictObject({
  productId: z.number({ error: 'Choose a product.' }).int('Choose a product.').min(1, 'Choose a product.'),
});
export const productIdParamsSchema = z.strictObject({ productId: z.coerce.number().int().min(1) });

export const cartQuantitySchema = z.strictObject({
  qty: z
    .number({ error: 'Choose a quantity from 1 to 10.' })
    .int('Choose a quantity from 1 to 10.')
    .min(1, 'Choose a quantity from 1 to 10.')
    .max(SHOP_MAX_QUANTITY, 'Choose a quantity from 1 to 10.'),
});

export const wishlistEntryResponseSchema = z.object({ entry: wishlistEntrySchema });
export const cartEntryResponseSchema = z.object({ entry: cartEntrySchema });
/** After a removal: the remaining size, so the navbar count can follow. */
export const shopListRemovalResponseSchema = z.object({ count: z.number().int() });

/** The checkout address step. */
export const checkoutAddressSchema = z.strictObject({
  fullName: z
    .string({ error: 'Enter a full name.' })
    .trim()
    .min(1, 'Enter a full name.')
    .max(120, 'Keep the name under 120 characters.'),
  phone: z
    .string({ error: 'Enter a phone number.' })
    .trim()
    .min(1, 'Enter a phone number.')
    .max(40, 'Keep the phone number under 40 characters.'),
  street: z
    .string({ error: 'Enter the address.' })
    .trim()
    .min(1, 'Enter the address.')
    .max(200, 'Keep the address under 200 characters.'),
  landmark: z.string().trim().max(200, 'Keep the address under 200 characters.'),
  city: z.string({ error: 'Enter the city.' }).trim().min(1, 'Enter the city.').max(80, 'Enter the city.'),
  postcode: z
    .string({ error: 'Enter a valid postcode.' })
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'Enter a valid postcode.'),
  addressType: z.enum(['home', 'work']),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;
