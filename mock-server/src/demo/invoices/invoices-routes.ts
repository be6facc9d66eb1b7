import {
  type DemoInvoice,
  type DemoInvoiceInput,
  type DemoInvoiceSortKey,
  demoInvoiceClientsResponseSchema,
  demoInvoiceDetailResponseSchema,
  demoInvoiceListQuerySchema,
  demoInvoiceListResponseSchema,
  demoInvoiceParamsSchema,
  demoInvoiceResponseSchema,
  invoiceItemsTotal,
  saveDemoInvoiceSchema,
} from '@cloudfit/shared/schemas/demo/invoices.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, validationFailed } from '../../http/api-error';
import { balanceFor, generateInvoiceData } from './invoices-data';

/** The studio's bank, printed on every invoice. */
const BANK = {
  bankName: 'American Bank',
  country: 'United States',
  iban: 'ETD95476213874685',
  swiftCode: 'BR91905',
};

const sortValue: Record<DemoInvoiceSortKey, (invoice: DemoInvoice) => string | number> = {
  id: (invoice) => invoice.id,
  client: (invoice) => invoice.client.name,
  total: (invoice) => invoice.total,
  balance: (invoice) => invoice.balance,
  issuedDate: (invoice) => invoice.issuedDate,
  dueDate: (invoice) => invoice.dueDate,
  invoiceStatus: (invoice) => invoice.invoiceStatus,
};

function compareBy(key: DemoInvoiceSortKey): (a: DemoInvoice, b: DemoInvoice) => number {
  const value = sortValue[key];
  return (a, b) => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' ? left - (right as number) : left.localeCompare(right as string);
    return order || a.id - b.id;
  };
}

/**
 * The demo invoice calls of SPEC §7, plus `POST /apps/invoice/invoices` and
 * `POST /apps/invoice/invoices/:id` so the add and edit screens save.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clients, invoices } = generateInvoiceData();

  const findInvoice = (id: number): DemoInvoice => {
    const invoice = invoices.find((candidate) => candidate.id === id);
    if (!invoice) throw notFound('Invoice');
    return invoice;
  };
  const clientOf = (input: DemoInvoiceInput) => {
    const client = clients.find((candidate) => candidate.id === input.clientId);
    if (!client) throw validationFailed({ clientId: 'Choose a client.' });
    return client;
  };
  const fromInput = ({ clientId: _clientId, ...input }: DemoInvoiceInput) => ({
    ...input,
    total: invoiceItemsTotal(input.items),
  });

  app.get(
    '/apps/invoice/invoices',
    { schema: { querystring: demoInvoiceListQuerySchema, response: { 200: demoInvoiceListResponseSchema } } },
    async (request) => {
      const { q, page, perPage, sortBy = 'id', sortDesc, status } = request.query;
      const needle = q?.toLowerCase() ?? '';
      const matches = invoices.filter(
        (invoice) =>
          (status === undefined || invoice.invoiceStatus === status) &&
          [String(invoice.id), invoice.client.name, invoice.client.companyEmail, invoice.service].some(
            (text) => text.toLowerCase().includes(needle),
          ),
      );
      const compare = compareBy(sortBy);
      matches.sort(sortDesc ? (a, b) => compare(b, a) : compare);
      return { invoices: matches.slice((page - 1) * perPage, page * perPage), total: matches.length };
    },
  );

  app.get(
    '/apps/invoice/invoices/:id',
    { schema: { params: demoInvoiceParamsSchema, response: { 200: demoInvoiceDetailResponseSchema } } },
    async (request) => {
      const invoice = findInvoice(request.params.id);
      return { invoice, paymentDetails: { totalDue: invoice.balance, ...BANK } };
    },
  );

  app.get(
    '/apps/invoice/clients',
    { schema: { response: { 200: demoInvoiceClientsResponseSchema } } },
    async () => clients,
  );

  app.post(
    '/apps/invoice/invoices',
    { schema: { body: saveDemoInvoiceSchema, response: { 201: demoInvoiceResponseSchema } } },
    async (request, reply) => {
      const client = clientOf(request.body.invoice);
      const fields = fromInput(request.body.invoice);
      const invoice: DemoInvoice = {
        ...fields,
        id: Math.max(0, ...invoices.map((existing) => existing.id)) + 1,
        client,
        balance: fields.total,
        invoiceStatus: 'Draft',
      };
      invoices.push(invoice);
      return reply.status(201).send({ invoice });
    },
  );

  app.post(
    '/apps/invoice/invoices/:id',
    {
      schema: {
        params: demoInvoiceParamsSchema,
        body: saveDemoInvoiceSchema,
        response: { 200: demoInvoiceResponseSchema },
      },
    },
    async (request) => {
      const invoice = findInvoice(request.params.id);
      const client = clientOf(request.body.invoice);
      const fields = fromInput(request.body.invoice);
      Object.assign(invoice, fields, { client, balance: balanceFor(invoice.invoiceStatus, fields.total) });
      return { invoice };
    },
  );
};
