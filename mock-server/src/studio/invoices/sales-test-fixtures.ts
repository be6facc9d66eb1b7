import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import {
  type ApiAnswer,
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

/**
 * Catalogue rows the selling tests create for themselves, so that they depend on the seed only for
 * centers, members, staff and the settings row.
 */
export interface SalesFixtures {
  centerId: number;
  otherCenterId: number;
  memberId: number;
  otherMemberId: number;
  trainerId: number;
  taxRateBasisPoints: number;
  invoicePrefix: string;
  /** 30 days, 120000, sold at `centerId` only. */
  timePackageId: number;
  /** 10 PT sessions in 3 months, 250000. */
  ptPackageId: number;
  /** 10 class credits in 2 months, 80000. */
  classPackPackageId: number;
  inactivePackageId: number;
  /** 5000 each; `stock` of them at `centerId`. */
  productId: number;
}

async function one<Row>(server: TestServer, text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await server.query<Row>(text, params);
  if (!row) throw new Error(`no row from: ${text}`);
  return row;
}

async function insertPackage(
  server: TestServer,
  values: {
    kind: string;
    name: string;
    value: number;
    unit: string;
    credits: number | null;
    price: number;
    active?: boolean;
  },
  centerIds: number[],
): Promise<number> {
  const { id } = await one<{ id: number }>(
    server,
    `insert into packages (kind, name, duration_value, duration_unit, credits, price, currency, active)
     values ($1, $2, $3, $4, $5, $6, 'TWD', $7) returning id`,
    [
      values.kind,
      values.name,
      values.value,
      values.unit,
      values.credits,
      values.price,
      values.active ?? true,
    ],
  );
  for (const centerId of centerIds) {
    await server.query('insert into package_centers (package_id, center_id) values ($1, $2)', [id, centerId]);
  }
  return id;
}

export async function createSalesFixtures(server: TestServer, stock: number): Promise<SalesFixtures> {
  await server.query(
    `insert into studio_settings (id, studio_name, currency, tax_rate_basis_points, invoice_prefix, time_zone)
     values (1, 'CloudFit', 'TWD', 500, 'CF', 'Asia/Taipei') on conflict (id) do nothing`,
  );
  const settings = await one<{ tax: number; prefix: string }>(
    server,
    'select tax_rate_basis_points as tax, invoice_prefix as prefix from studio_settings where id = 1',
  );
  const centers = await server.query<{ id: number }>('select id from centers order by id limit 2');
  const centerId = centers[0]!.id;
  const membersRows = await server.query<{ id: number }>(
    'select id from members where archived_at is null order by id limit 2',
  );
  const trainer = await one<{ id: number }>(
    server,
    'select id from staff where is_trainer and active order by id limit 1',
  );
  const productId = (
    await one<{ id: number }>(
      server,
      `insert into products (sku, name, price, cost) values ('SALES-TEST-1', 'Sales Test Shaker', 5000, 2000) returning id`,
    )
  ).id;
  await server.query(
    `insert into product_stock (product_id, center_id, quantity) values ($1, $2, $3)
     on conflict (product_id, center_id) do update set quantity = excluded.quantity`,
    [productId, centerId, stock],
  );
  return {
    centerId,
    otherCenterId: centers[1]!.id,
    memberId: membersRows[0]!.id,
    otherMemberId: membersRows[1]!.id,
    trainerId: trainer.id,
    taxRateBasisPoints: settings.tax,
    invoicePrefix: settings.prefix,
    timePackageId: await insertPackage(
      server,
      { kind: 'time', name: 'Sales Test Month', value: 30, unit: 'days', credits: null, price: 120_000 },
      [centerId],
    ),
    ptPackageId: await insertPackage(
      server,
      { kind: 'pt', name: 'Sales Test PT 10', value: 3, unit: 'months', credits: 10, price: 250_000 },
      [centerId],
    ),
    classPackPackageId: await insertPackage(
      server,
      {
        kind: 'sessions',
        name: 'Sales Test 10 Classes',
        value: 2,
        unit: 'months',
        credits: 10,
        price: 80_000,
      },
      [centerId],
    ),
    inactivePackageId: await insertPackage(
      server,
      {
        kind: 'time',
        name: 'Sales Test Retired',
        value: 30,
        unit: 'days',
        credits: null,
        price: 1000,
        active: false,
      },
      [centerId],
    ),
    productId,
  };
}

export async function createCoupon(
  server: TestServer,
  values: {
    code: string;
    kind: 'percent' | 'fixed';
    value: number;
    scope: 'all' | 'packages' | 'products';
    validTo?: string | null;
    totalLimit?: number | null;
    perMemberLimit?: number | null;
  },
): Promise<number> {
  return (
    await one<{ id: number }>(
      server,
      `insert into coupons (code, kind, value, scope, valid_to, total_limit, per_member_limit)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        values.code,
        values.kind,
        values.value,
        values.scope,
        values.validTo ?? null,
        values.totalLimit ?? null,
        values.perMemberLimit ?? null,
      ],
    )
  ).id;
}

/** An issued invoice of one custom line, paid (in part or whole) and then refunded in part. */
export async function createRefundedSale(
  server: TestServer,
  token: string,
  sale: {
    memberId: number;
    centerId: number;
    description: string;
    unitPrice: number;
    /** The amount paid; the invoice's total when left out. */
    paid?: number;
    method?: 'cash' | 'card';
    refund: number;
    reason: string;
  },
): Promise<{ invoice: InvoiceItem; refund: ApiAnswer }> {
  const call = (method: string, pathname: string, body: unknown) =>
    server.api(method, pathname, { body, token });
  const issued = await call('POST', '/invoices', {
    memberId: sale.memberId,
    centerId: sale.centerId,
    issue: true,
    lines: [
      {
        kind: 'custom',
        referenceId: null,
        description: sale.description,
        quantity: 1,
        unitPrice: sale.unitPrice,
      },
    ],
  });
  if (issued.status !== 201) throw new Error(`invoice not issued: ${JSON.stringify(issued.body)}`);
  const invoice = issued.body as InvoiceItem;
  const payment = await call('POST', `/invoices/${invoice.id}/payments`, {
    amount: sale.paid ?? invoice.total,
    method: sale.method ?? 'cash',
  });
  if (payment.status !== 201) throw new Error(`payment refused: ${JSON.stringify(payment.body)}`);
  const paymentId = (payment.body as InvoiceItem).payments[0]!.id;
  const refund = await call('POST', `/payments/${paymentId}/refunds`, {
    amount: sale.refund,
    reason: sale.reason,
  });
  return { invoice, refund };
}

export interface SalesTestServer {
  server: TestServer;
  /** The admin's access token. */
  admin: string;
  f: SalesFixtures;
  /** A call to `/api/v1<pathname>` as the admin. */
  call(method: string, pathname: string, body?: unknown): Promise<ApiAnswer>;
}

/**
 * A test server on its own database with the admin signed in and the selling fixtures made (`stock`
 * of the product): started before the file's tests and closed after them. Its fields are set once
 * the tests run.
 */
export function withSalesTestServer(stock = 5): SalesTestServer {
  const sales = {
    call: (method: string, pathname: string, body?: unknown) =>
      sales.server.api(method, pathname, { body, token: sales.admin }),
  } as SalesTestServer;
  beforeAll(async () => {
    sales.server = await startTestServer();
    sales.admin = (await sales.server.login('admin@demo.com', 'admin')).accessToken;
    sales.f = await createSalesFixtures(sales.server, stock);
  }, TEST_SERVER_START_TIMEOUT_MS);
  afterAll(() => sales.server?.close());
  return sales;
}
