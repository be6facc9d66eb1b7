import type { ShopProduct } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import { englishFaker } from '../../english-faker';

const PRODUCT_COUNT = 27;
const SEED = 2711;
const BRANDS = ['Apple', 'Sony', 'Samsung', 'Nike', 'Garmin', 'Bose', 'Logitech', 'Philips'];
const COLOR_OPTIONS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'];

export type CatalogueProduct = Omit<ShopProduct, 'isInWishlist' | 'isInCart'>;

/** What a product costs to deliver when it sits in a cart (SPEC §9: seeded "random" values). */
export interface DeliveryTerms {
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The shop's 27 products and each one's delivery terms: the same on every start (a local generator
 * with a fixed seed). Shipping dates count from `today` so they stay in the near future.
 */
export function generateCatalogue(today: Date): {
  products: CatalogueProduct[];
  deliveryTerms: Map<number, DeliveryTerms>;
} {
  const faker = englishFaker(SEED);
  const products: CatalogueProduct[] = [];
  const deliveryTerms = new Map<number, DeliveryTerms>();
  for (let id = 1; id <= PRODUCT_COUNT; id += 1) {
    const name = faker.commerce.productName();
    products.push({
      id,
      name,
      slug: `${slugify(name)}-${id}`,
      description: faker.commerce.productDescription(),
      brand: faker.helpers.arrayElement(BRANDS),
      price: Number(faker.commerce.price({ min: 9, max: 2500, dec: 2 })),
      image: null,
      hasFreeShipping: faker.datatype.boolean(),
      rating: faker.number.int({ min: 1, max: 5 }),
      colorOptions: faker.helpers.arrayElements(COLOR_OPTIONS, { min: 1, max: 4 }),
    });
    const shipping = new Date(today);
    shipping.setUTCDate(shipping.getUTCDate() + faker.number.int({ min: 1, max: 10 }));
    deliveryTerms.set(id, {
      shippingDate: shipping.toISOString().slice(0, 10),
      offers: faker.number.int({ min: 1, max: 4 }),
      discountPercentage: faker.number.int({ min: 3, max: 20 }),
    });
  }
  return { products, deliveryTerms };
}
