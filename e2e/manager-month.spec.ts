import type { Locator, Page } from '@playwright/test';
import { type ApiCaller, api, createMember, firstCenter, uniqueId } from './admin-api';
import { expect, signInByApi, test } from './fixtures';

/**
 * A manager's month through the screens, at a branch of its own (so other tests' sales never move
 * its figures): stock in, an expense, a sale with a product, a package, a coupon and a discount paid
 * in part, a refund, another invoice voided; then the month's profit and loss and transactions on
 * screen move by exactly what was done, and the invoice prints. The API only checks what the screen
 * said.
 */

/** "NT$1,234.50" or "-NT$12" → minor units. */
function minorUnits(text: string): number {
  const value = Math.round(Number.parseFloat(text.replace(/[^\d.]/g, '') || '0') * 100);
  return /^\s*[-−]/.test(text) ? -value : value;
}

const MONTH_FIGURES = ['grossSales', 'refunds', 'tax', 'netRevenue', 'expenditure', 'profit'] as const;
const FLOW_FIGURES = ['payments', 'refunds', 'net', 'paymentCount', 'refundCount'] as const;

async function figuresOnScreen<K extends string>(
  page: Page,
  path: string,
  keys: readonly K[],
): Promise<Record<K, number>> {
  await page.goto(path);
  const values = {} as Record<K, number>;
  for (const key of keys) {
    const value = page.locator(`[data-figure="${key}"]`).getByTestId('report-figure-value');
    await expect(value).not.toHaveText('');
    const text = (await value.textContent()) ?? '';
    values[key] = key.endsWith('Count') ? Number(text.replace(/\D/g, '')) : minorUnits(text);
  }
  return values;
}

function delta<K extends string>(before: Record<K, number>, after: Record<K, number>): Record<K, number> {
  return Object.fromEntries(
    Object.keys(after).map((key) => [key, after[key as K] - before[key as K]]),
  ) as Record<K, number>;
}

async function pick(page: Page, scope: Locator, name: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).click();
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a manager's month: sell, discount, refund, void, adjust stock, spend; the month's reports agree; print", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signInByApi(page, 'admin');
  const admin: ApiCaller = { request: page.request, token: session.accessToken, uid: uniqueId() };
  const uid = admin.uid;
  const first = await firstCenter(admin);
  const branch = await api<{ id: number; name: string }>(admin, 'POST', 'centers', {
    name: `Zz Month ${uid}`,
    code: `M${uid.slice(-8).toUpperCase()}`,
    address: '8 Ledger Lane',
    phone: '02-0000-0000',
    timezone: first.timezone,
  });
  const member = await createMember(admin, {
    firstName: 'Mona',
    lastName: `Month${uid}`,
    homeCenterId: branch.id,
  });
  const profile = await api<{ currency: string }>(admin, 'GET', 'settings/profile');
  const packageName = `Month Pass ${uid}`;
  await api(admin, 'POST', 'packages', {
    kind: 'time',
    name: packageName,
    description: null,
    durationValue: 30,
    durationUnit: 'days',
    credits: null,
    price: 200_000,
    currency: profile.currency,
    centerIds: [branch.id],
    active: true,
  });
  const productName = `Ledger Shaker ${uid}`;
  await api(admin, 'POST', 'products', {
    sku: `LS-${uid}`,
    barcode: null,
    name: productName,
    description: null,
    price: 45_000,
    cost: 20_000,
    reorderLevel: 1,
    active: true,
  });
  const code = `MONTH${uid}`.toUpperCase();
  await api(admin, 'POST', 'coupons', {
    code,
    description: null,
    kind: 'fixed',
    value: 10_000,
    scope: 'all',
    validFrom: null,
    validTo: null,
    totalLimit: null,
    perMemberLimit: null,
    minAmount: null,
    active: true,
  });

  // The studio's month so far, in the studio's time zone.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: first.timezone }).format(new Date());
  const filters = `period=custom&from=${today.slice(0, 8)}01&to=${today}&centerId=${branch.id}`;
  const pnlPath = `/report/profit-and-loss?${filters}`;
  const flowsPath = `/report-transacion?${filters}`;
  const pnlBefore = await figuresOnScreen(page, pnlPath, MONTH_FIGURES);
  const flowsBefore = await figuresOnScreen(page, flowsPath, FLOW_FIGURES);

  // Stock in: five shakers at the branch.
  await page.goto(`/product-list?q=LS-${uid}`);
  await page.getByTestId('list-row').first().click();
  const detail = page.getByRole('dialog', { name: productName });
  await detail.getByRole('button', { name: 'Adjust stock' }).click();
  const adjust = page.getByRole('dialog', { name: `Adjust stock of ${productName}` });
  await pick(page, adjust, /^Branch/, branch.name);
  await expect(adjust.getByTestId('current-stock')).toHaveText(`Current stock at ${branch.name}: 0`);
  await pick(page, adjust, /^Kind/, 'Restock');
  await adjust.getByRole('textbox', { name: /^Quantity change/ }).fill('5');
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill(`Delivery ${uid}`);
  await adjust.getByRole('button', { name: 'Record change' }).click();
  await expect(adjust).toBeHidden();
  await expect(detail.getByTestId('stock-movements').getByTestId('list-row')).toHaveCount(1);
  await detail.getByRole('button', { name: 'Close' }).click();

  // An expense at the branch.
  await page.goto('/expenditure');
  await page.getByRole('button', { name: 'Record expense' }).click();
  const expense = page.getByRole('dialog', { name: 'Record expense' });
  await pick(page, expense, /^Branch/, branch.name);
  await pick(page, expense, /^Category/, 'Marketing');
  await expense.getByRole('textbox', { name: /^Vendor/ }).fill(`Flyers ${uid}`);
  await expense.getByRole('textbox', { name: /^Amount/ }).fill('1234');
  await expense.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(expense).toBeHidden();

  // The sale: two shakers and the pass, a coupon and an invoice discount, paid in part by card.
  await page.goto(`/apps/member/${member.id}/invoice/add`);
  await page.getByRole('combobox', { name: 'Add a product' }).fill(productName);
  await page.getByRole('option', { name: new RegExp(productName) }).click();
  await page.getByRole('combobox', { name: 'Add a package' }).click();
  await page.getByRole('option', { name: new RegExp(packageName) }).click();
  const lines = page.getByTestId('invoice-line');
  await expect(lines).toHaveCount(2);
  await lines
    .first()
    .getByRole('textbox', { name: /^Quantity/ })
    .fill('2');
  await page.getByRole('textbox', { name: /^Invoice discount/ }).fill('50');
  await page.getByLabel('Coupon code').fill(code);
  await expect(page.getByTestId('coupon-status')).toHaveText(/^Coupon applied: .*100 off\.$/);
  await page.getByRole('radio', { name: 'In part' }).check();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1000');
  await pick(page, page.locator('body'), /^Method/, 'Card');
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  const done = page.getByTestId('sale-done');
  await expect(done.getByTestId('sale-invoice')).toContainText('Partly paid');
  await done.getByRole('link', { name: 'Open invoice' }).click();

  const invoiceId = Number(new URL(page.url()).searchParams.get('invoice'));
  const sold = await api<{
    number: string;
    subtotal: number;
    discount: number;
    couponDiscount: number;
    tax: number;
    total: number;
    paid: number;
    lines: { kind: string; quantity: number }[];
  }>(admin, 'GET', `invoices/${invoiceId}`);
  // What was asked: 2 × 450 + 2,000, less 50 and the 100 coupon; 1,000 paid.
  expect(sold).toMatchObject({ subtotal: 290_000, discount: 5_000, couponDiscount: 10_000, paid: 100_000 });
  expect(sold.lines.map((line) => [line.kind, line.quantity]).sort()).toEqual([
    ['package', 1],
    ['product', 2],
  ]);
  const dialog = page.getByRole('dialog', { name: `Invoice ${sold.number}` });
  await expect(dialog.getByTestId('invoice-tax')).toHaveText(
    new RegExp(`${(sold.tax / 100).toLocaleString('en')}`),
  );

  // A refund of 200 of the card payment.
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: /^Refund a payment/ });
  // Left as it is, the money goes back the way it came, and the field says so.
  await expect(refund.getByRole('combobox', { name: 'Method' })).toHaveText('As paid (Card)');
  await refund.getByLabel('Amount to refund').fill('200');
  await refund.getByLabel('Reason').fill('One shaker returned');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(dialog.getByTestId('invoice-refund')).toContainText('One shaker returned');
  // The refund gives back money for what the studio took back: it is not owed again.
  await expect(dialog.getByTestId('invoice-refunded')).toHaveText(/\b200$/);
  const owed = sold.total - 100_000;
  await expect(dialog.getByTestId('invoice-balance')).toHaveText(
    new RegExp(`${(owed / 100).toLocaleString('en', { minimumFractionDigits: owed % 100 ? 2 : 0 })}$`),
  );

  // The invoice on paper.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await dialog.getByRole('button', { name: 'Print' }).click();
  const printed = page.getByTestId('invoice-print');
  await expect(printed).toContainText(productName);
  await expect(printed).toContainText(code);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('invoice-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Another invoice, issued unpaid by mistake, then voided.
  await page.goto(`/apps/member/${member.id}/invoice/add`);
  await page.getByRole('button', { name: 'Custom item' }).click();
  // A new line waits to be filled without shouting; typing its price and pressing Issue issues it.
  await expect(page.getByTestId('invoice-line').getByText('Enter a price of 0 or more.')).toHaveCount(0);
  await page
    .getByTestId('invoice-line')
    .getByRole('textbox', { name: /^Description/ })
    .fill('Locker by mistake');
  await page
    .getByTestId('invoice-line')
    .getByRole('textbox', { name: /^Unit price/ })
    .fill('300');
  await page.getByRole('radio', { name: 'Not now' }).check();
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await page.getByTestId('sale-done').getByRole('link', { name: 'Open invoice' }).click();
  const mistakeId = Number(new URL(page.url()).searchParams.get('invoice'));
  const mistake = await api<{ number: string }>(admin, 'GET', `invoices/${mistakeId}`);
  const mistakeDialog = page.getByRole('dialog', { name: `Invoice ${mistake.number}` });
  await mistakeDialog.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: `Void invoice ${mistake.number}` });
  await voiding.getByLabel('Reason').fill('Sold by mistake');
  await voiding.getByRole('button', { name: 'Void invoice' }).click();
  await expect(mistakeDialog.getByText('Void: Sold by mistake')).toBeVisible();

  // The month on screen moved by exactly what was done.
  const refundedTax = Math.round((20_000 * sold.tax) / sold.total);
  const pnl = delta(pnlBefore, await figuresOnScreen(page, pnlPath, MONTH_FIGURES));
  const tax = sold.tax - refundedTax;
  expect(pnl).toEqual({
    grossSales: sold.total,
    refunds: 20_000,
    tax,
    netRevenue: sold.total - 20_000 - tax,
    expenditure: 123_400,
    profit: sold.total - 20_000 - tax - 123_400,
  });
  const flows = delta(flowsBefore, await figuresOnScreen(page, flowsPath, FLOW_FIGURES));
  expect(flows).toEqual({ payments: 100_000, refunds: 20_000, net: 80_000, paymentCount: 1, refundCount: 1 });
});
