import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(20_000);

let server: TestServer;
let developer: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

const call = (
  method: string,
  pathname: string,
  { body, token = developer }: { body?: unknown; token?: string } = {},
) => server.api(method, `/apps/invoice${pathname}`, { body, token });

const STATUSES = ['Paid', 'Draft', 'Partial Payment', 'Past Due', 'Sent', 'Downloaded'];
const NEW_INVOICE = {
  clientId: 2,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  service: 'Personal training',
  items: [
    { itemTitle: 'Coaching', description: 'Ten sessions', cost: 45.5, qty: 10 },
    { itemTitle: 'Plan', description: '', cost: 0.1, qty: 3 },
  ],
  note: 'Thanks',
};

describe('demo invoices', () => {
  it('lists 10 invoices a page with the six statuses and the total', async () => {
    const { status, body } = await call('GET', '/invoices');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(50);
    expect(body.invoices).toHaveLength(10);
    expect(body.invoices[0]).toEqual({
      id: expect.any(Number),
      issuedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      client: expect.objectContaining({ name: expect.any(String), companyEmail: expect.any(String) }),
      service: expect.any(String),
      items: expect.any(Array),
      note: expect.any(String),
      total: expect.any(Number),
      balance: expect.any(Number),
      invoiceStatus: expect.any(String),
    });
    const all = (await call('GET', '/invoices?perPage=100')).body.invoices;
    expect(new Set(all.map((invoice: Json) => invoice.invoiceStatus))).toEqual(new Set(STATUSES));
    for (const invoice of all) {
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balance).toBe(0);
      expect(invoice.balance).toBeLessThanOrEqual(invoice.total);
    }
  });

  it('filters by status, searches by client and sorts', async () => {
    const { body } = await call('GET', '/invoices?status=Past%20Due&perPage=100');
    expect(body.total).toBeGreaterThan(0);
    expect(body.invoices.every((invoice: Json) => invoice.invoiceStatus === 'Past Due')).toBe(true);
    const first = (await call('GET', '/invoices')).body.invoices[0];
    const found = await call('GET', `/invoices?q=${encodeURIComponent(first.client.name.toLowerCase())}`);
    expect(found.body.invoices.map((invoice: Json) => invoice.id)).toContain(first.id);
    const totals = (await call('GET', '/invoices?sortBy=total&sortDesc=true&perPage=100')).body.invoices.map(
      (invoice: Json) => invoice.total,
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await call('GET', '/invoices?status=Lost')).status).toBe(400);
    expect((await call('GET', '/invoices?sortBy=secret')).status).toBe(400);
  });

  it('gets one invoice with payment details, 404 when unknown', async () => {
    const id = (await call('GET', '/invoices')).body.invoices[0].id;
    const { status, body } = await call('GET', `/invoices/${id}`);
    expect(status).toBe(200);
    expect(body.invoice.id).toBe(id);
    expect(body.paymentDetails).toEqual({
      totalDue: body.invoice.balance,
      bankName: expect.any(String),
      country: expect.any(String),
      iban: expect.any(String),
      swiftCode: expect.any(String),
    });
    const missing = await call('GET', '/invoices/1');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Invoice not found');
  });

  it('lists the clients', async () => {
    const { status, body } = await call('GET', '/clients');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]).toEqual({
      id: 1,
      name: expect.any(String),
      company: expect.any(String),
      companyEmail: expect.any(String),
      address: expect.any(String),
      country: expect.any(String),
      contact: expect.any(String),
    });
  });

  it('adds a draft invoice with its total computed, refuses a bad one', async () => {
    const created = await call('POST', '/invoices', { body: { invoice: NEW_INVOICE } });
    expect(created.status).toBe(201);
    const { clientId: _clientId, ...fields } = NEW_INVOICE;
    expect(created.body.invoice).toMatchObject({
      ...fields,
      total: 455.3,
      balance: 455.3,
      invoiceStatus: 'Draft',
    });
    expect(created.body.invoice.client.id).toBe(2);
    expect((await call('GET', `/invoices/${created.body.invoice.id}`)).body.invoice).toEqual(
      created.body.invoice,
    );
    expect(
      (await call('POST', '/invoices', { body: { invoice: { ...NEW_INVOICE, items: [] } } })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/invoices', { body: { invoice: { ...NEW_INVOICE, dueDate: '2026-02-01' } } }))
        .status,
    ).toBe(400);
    const unknownClient = await call('POST', '/invoices', {
      body: { invoice: { ...NEW_INVOICE, clientId: 999 } },
    });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.body.error.fields).toEqual({ clientId: 'Choose a client.' });
  });

  it('updates an invoice, 404 when unknown', async () => {
    const created = (await call('POST', '/invoices', { body: { invoice: NEW_INVOICE } })).body.invoice;
    const updated = await call('POST', `/invoices/${created.id}`, {
      body: {
        invoice: {
          ...NEW_INVOICE,
          clientId: 3,
          items: [{ itemTitle: 'One', description: '', cost: 20, qty: 2 }],
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.invoice).toMatchObject({ id: created.id, total: 40, balance: 40, client: { id: 3 } });
    expect((await call('POST', '/invoices/1', { body: { invoice: NEW_INVOICE } })).status).toBe(404);
  });

  it('lets a client-role account in nowhere', async () => {
    expect((await call('GET', '/invoices', { token: client })).status).toBe(403);
    expect((await call('GET', '/clients', { token: client })).status).toBe(403);
  });
});
