import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(20_000);

let server: TestServer;
let developer: string;
let admin: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

async function call(
  method: string,
  pathname: string,
  { body, token = developer }: { body?: unknown; token?: string } = {},
) {
  const response = await server.request(`/api/v1/apps/ecommerce${pathname}`, { method, body, token });
  return { status: response.status, body: (await response.json()) as Json };
}

const PRODUCT_FIELDS = {
  id: expect.any(Number),
  name: expect.any(String),
  slug: expect.stringMatching(/^[a-z0-9-]+$/),
  description: expect.any(String),
  brand: expect.any(String),
  price: expect.any(Number),
  image: null,
  hasFreeShipping: expect.any(Boolean),
  rating: expect.any(Number),
  colorOptions: expect.any(Array),
  isInWishlist: expect.any(Boolean),
  isInCart: expect.any(Boolean),
};

describe('e-commerce products', () => {
  it('lists 27 products, 9 a page, featured first page by default, with the wishlist and cart', async () => {
    const { status, body } = await call('GET', '/products');
    expect(status).toBe(200);
    expect(body.total).toBe(27);
    expect(body.products).toHaveLength(9);
    expect(body.products.map((product: Json) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const product of body.products) {
      expect(product).toEqual(PRODUCT_FIELDS);
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
    }
    expect(body.userWishlist).toEqual(expect.any(Array));
    expect(body.userCart).toEqual(expect.any(Array));
    const lastPage = await call('GET', '/products?page=3');
    expect(lastPage.body.products.map((product: Json) => product.id)).toEqual([
      19, 20, 21, 22, 23, 24, 25, 26, 27,
    ]);
    expect((await call('GET', '/products?page=4')).body.products).toEqual([]);
  });

  it('sorts by price both ways and searches by name', async () => {
    const ascending = (await call('GET', '/products?sortBy=price-asc&perPage=27')).body.products.map(
      (p: Json) => p.price,
    );
    expect(ascending).toHaveLength(27);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await call('GET', '/products?sortBy=price-desc&perPage=27')).body.products.map(
      (p: Json) => p.price,
    );
    expect(descending).toEqual([...ascending].reverse());
    const first = (await call('GET', '/products')).body.products[0];
    const found = await call('GET', `/products?q=${encodeURIComponent(first.name.toUpperCase())}`);
    expect(found.body.products.map((p: Json) => p.id)).toContain(first.id);
    expect(found.body.total).toBeLessThan(27);
  });

  it('filters by price band and brands over the whole catalogue, counting every match', async () => {
    const all = (await call('GET', '/products?perPage=27')).body;
    expect(all.brands).toEqual([...new Set(all.products.map((p: Json) => p.brand))].sort());
    const [brand] = all.brands;
    const ofBrand = all.products.filter((p: Json) => p.brand === brand).map((p: Json) => p.id);
    const branded = await call('GET', `/products?brands=${encodeURIComponent(brand)}`);
    expect(branded.body.total).toBe(ofBrand.length);
    expect(branded.body.products.map((p: Json) => p.id)).toEqual(ofBrand.slice(0, 9));
    expect(branded.body.brands).toEqual(all.brands);
    const cheap = all.products.filter((p: Json) => p.price < 100).map((p: Json) => p.id);
    expect(cheap.length).toBeGreaterThan(0);
    const under100 = await call('GET', '/products?priceRange=under100');
    expect(under100.body.total).toBe(cheap.length);
    expect(under100.body.products.map((p: Json) => p.id)).toEqual(cheap.slice(0, 9));
    const twoBrands = all.brands.slice(0, 2);
    const midRange = all.products
      .filter((p: Json) => twoBrands.includes(p.brand) && p.price >= 100 && p.price < 500)
      .map((p: Json) => p.id);
    const both = await call(
      'GET',
      `/products?priceRange=from100to500&brands=${twoBrands.join(',')}&perPage=27`,
    );
    expect(both.body.products.map((p: Json) => p.id)).toEqual(midRange);
    expect((await call('GET', '/products?priceRange=cheap')).status).toBe(400);
  });

  it('refuses bad parameters with 400', async () => {
    expect((await call('GET', '/products?sortBy=cheapest')).status).toBe(400);
    expect((await call('GET', '/products?page=0')).status).toBe(400);
    expect((await call('GET', '/products?perPage=abc')).status).toBe(400);
  });

  it('finds one product by id or slug, 404 for an unknown one', async () => {
    const byId = await call('GET', '/products/5');
    expect(byId.status).toBe(200);
    expect(byId.body.product).toEqual({ ...PRODUCT_FIELDS, id: 5 });
    const bySlug = await call('GET', `/products/${byId.body.product.slug}`);
    expect(bySlug.body.product.id).toBe(5);
    const missing = await call('GET', '/products/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Product not found');
    expect((await call('GET', '/products/999')).status).toBe(404);
  });
});

describe('e-commerce wishlist and cart', () => {
  it('adds to the wishlist once, lists it, flags the product and removes it by product id', async () => {
    const added = await call('POST', '/wishlist', { body: { productId: 3 }, token: admin });
    expect(added.status).toBe(201);
    expect(added.body.entry).toEqual({ id: expect.any(Number), productId: 3 });
    expect((await call('POST', '/wishlist', { body: { productId: 3 }, token: admin })).body.entry.id).toBe(
      added.body.entry.id,
    );
    const wishlist = await call('GET', '/wishlist', { token: admin });
    expect(wishlist.body.products.map((p: Json) => p.id)).toEqual([3]);
    expect(wishlist.body.products[0].isInWishlist).toBe(true);
    expect((await call('GET', '/products/3', { token: admin })).body.product.isInWishlist).toBe(true);
    const removed = await call('DELETE', '/wishlist/3', { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ count: 0 });
    expect((await call('DELETE', '/wishlist/3', { token: admin })).status).toBe(404);
    expect((await call('POST', '/wishlist', { body: { productId: 99 }, token: admin })).status).toBe(404);
  });

  it('adds to the cart with qty 1 and seeded delivery terms, keeps one entry per product', async () => {
    const added = await call('POST', '/cart', { body: { productId: 7 } });
    expect(added.status).toBe(201);
    expect(added.body.entry).toEqual({ id: expect.any(Number), productId: 7, qty: 1 });
    await call('POST', '/cart', { body: { productId: 7 } });
    await call('POST', '/cart', { body: { productId: 8 } });
    const cart = await call('GET', '/cart');
    expect(cart.status).toBe(200);
    expect(cart.body.products.map((p: Json) => p.id)).toEqual([7, 8]);
    const today = new Date().toISOString().slice(0, 10);
    for (const item of cart.body.products) {
      expect(item).toEqual({
        ...PRODUCT_FIELDS,
        isInCart: true,
        qty: 1,
        shippingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        offers: expect.any(Number),
        discountPercentage: expect.any(Number),
      });
      expect(item.shippingDate > today).toBe(true);
      expect(item.offers).toBeGreaterThanOrEqual(1);
      expect(item.offers).toBeLessThanOrEqual(4);
      expect(item.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(item.discountPercentage).toBeLessThanOrEqual(20);
    }
    expect((await call('GET', '/products')).body.userCart).toEqual([
      { id: expect.any(Number), productId: 7, qty: 1 },
      { id: expect.any(Number), productId: 8, qty: 1 },
    ]);
    expect((await call('GET', '/cart', { token: admin })).body.products).toEqual([]);
    expect((await call('DELETE', '/cart/7')).body).toEqual({ count: 1 });
    expect((await call('DELETE', '/cart/7')).status).toBe(404);
    expect((await call('POST', '/cart', { body: { productId: 0 } })).status).toBe(400);
    expect((await call('POST', '/cart', { body: { productId: 28 } })).status).toBe(404);
  });

  it('saves a cart line quantity from 1 to 10, refusing others with a clear message', async () => {
    await call('POST', '/cart', { body: { productId: 11 }, token: admin });
    const changed = await call('PATCH', '/cart/11', { body: { qty: 3 }, token: admin });
    expect(changed.status).toBe(200);
    expect(changed.body.entry).toEqual({ id: expect.any(Number), productId: 11, qty: 3 });
    expect((await call('GET', '/cart', { token: admin })).body.products[0].qty).toBe(3);
    for (const qty of [0, 11, 2.5]) {
      const refused = await call('PATCH', '/cart/11', { body: { qty }, token: admin });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Choose a quantity from 1 to 10.');
    }
    expect((await call('PATCH', '/cart/12', { body: { qty: 2 }, token: admin })).status).toBe(404);
    expect((await call('GET', '/cart', { token: admin })).body.products[0].qty).toBe(3);
    await call('DELETE', '/cart/11', { token: admin });
  });

  it(
    'gives the same delivery terms on every start',
    async () => {
      const other = await startTestServer();
      try {
        const token = (await other.login('developer@demo.com', 'developer')).accessToken;
        await other.request('/api/v1/apps/ecommerce/cart', { method: 'POST', body: { productId: 8 }, token });
        const theirs = (await (await other.request('/api/v1/apps/ecommerce/cart', { token })).json()) as Json;
        const ours = (await call('GET', '/cart')).body;
        expect(theirs.products[0]).toEqual(ours.products.find((p: Json) => p.id === 8));
      } finally {
        await other.close();
      }
    },
    TEST_SERVER_START_TIMEOUT_MS,
  );

  it('lets a client-role account in nowhere', async () => {
    expect((await call('GET', '/products', { token: client })).status).toBe(403);
    expect((await call('POST', '/cart', { body: { productId: 1 }, token: client })).status).toBe(403);
  });
});
