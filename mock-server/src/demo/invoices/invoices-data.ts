import {
  DEMO_INVOICE_STATUSES,
  type DemoInvoice,
  type DemoInvoiceClient,
  type DemoInvoiceItem,
  type DemoInvoiceStatus,
  invoiceItemsTotal,
} from '@cloudfit/shared/schemas/demo/invoices.schema';
import type { Faker } from '@faker-js/faker';
import { englishFaker } from '../../english-faker';

const CLIENT_COUNT = 12;
const INVOICE_COUNT = 50;
const SEED = 4242;
const SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'App Design',
];

/** What is still owed: nothing once paid, part of it on a partial payment, the whole otherwise. */
export function balanceFor(status: DemoInvoiceStatus, total: number, faker?: Faker): number {
  if (status === 'Paid') return 0;
  if (status === 'Partial Payment') {
    const paidShare = faker ? faker.number.float({ min: 0.2, max: 0.8, fractionDigits: 2 }) : 0.5;
    return Math.round(total * (1 - paidShare) * 100) / 100;
  }
  return total;
}

/** The invoice app's clients and 50 invoices: the same on every start (a local generator with a fixed seed). */
export function generateInvoiceData(): { clients: DemoInvoiceClient[]; invoices: DemoInvoice[] } {
  const faker = englishFaker(SEED);
  const clients = Array.from({ length: CLIENT_COUNT }, (_, index): DemoInvoiceClient => {
    const name = faker.person.fullName();
    const company = faker.company.name();
    return {
      id: index + 1,
      name,
      company,
      companyEmail: faker.internet
        .email({ firstName: name.split(' ')[0], provider: 'example.com' })
        .toLowerCase(),
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
      country: faker.location.country(),
      contact: faker.phone.number({ style: 'international' }),
    };
  });
  const invoices = Array.from({ length: INVOICE_COUNT }, (_, index): DemoInvoice => {
    const items = Array.from(
      { length: faker.number.int({ min: 1, max: 3 }) },
      (): DemoInvoiceItem => ({
        itemTitle: faker.commerce.productName(),
        description: faker.commerce.productDescription(),
        cost: Number(faker.commerce.price({ min: 20, max: 2000, dec: 2 })),
        qty: faker.number.int({ min: 1, max: 4 }),
      }),
    );
    const issued = faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' });
    const due = new Date(issued);
    due.setUTCDate(due.getUTCDate() + faker.number.int({ min: 7, max: 45 }));
    const total = invoiceItemsTotal(items);
    const invoiceStatus = faker.helpers.arrayElement(DEMO_INVOICE_STATUSES);
    return {
      id: 4987 + index,
      issuedDate: issued.toISOString().slice(0, 10),
      dueDate: due.toISOString().slice(0, 10),
      client: faker.helpers.arrayElement(clients),
      service: faker.helpers.arrayElement(SERVICES),
      items,
      note: 'It was a pleasure working with you and your team. Thank you for your business!',
      total,
      balance: balanceFor(invoiceStatus, total, faker),
      invoiceStatus,
    };
  });
  return { clients, invoices };
}
