import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { REPORT_CODES } from '../shared/src/schemas/report.schema';
import { expect, seriousViolations, signInByApi, test } from './fixtures';
import { pickerText, typeInPicker } from './pickers';

/**
 * Reports read a shared seeded database that other tests write to "now": a range that ended two
 * days ago holds only seeded history, so the screen and the API see the same figures.
 */
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: dayOffset(-150), to: dayOffset(-2) };
const FILTERS = `period=custom&from=${RANGE.from}&to=${RANGE.to}&centerId=all`;

interface Figures {
  currency: string;
  totals: Record<string, number>;
  definitions: Record<string, string>;
}

async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string | number>,
) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/v1/${path}?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

type FigureKind = 'money' | 'percent' | 'count';
const MONEY_TOTALS = [
  'payments',
  'reversed',
  'refunds',
  'net',
  'balance',
  'value',
  'package',
  'product',
  'custom',
  'total',
];
const kindOfTotal = (key: string): FigureKind =>
  [
    ...MONEY_TOTALS,
    'amount',
    'discount',
    'revenue',
    'expenditure',
    'profit',
    'grossSales',
    'tax',
    'netRevenue',
  ].includes(key)
    ? 'money'
    : key === 'utilization' || key === 'retention'
      ? 'percent'
      : 'count';

/** The screen's formatting in English: money in the studio's currency, percentages with one decimal. */
function formatFigure(kind: FigureKind, value: number, currency: string): string {
  if (kind === 'money') {
    // Whole amounts without cents, any cents with two digits.
    const digits = value % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value / 100);
  }
  if (kind === 'percent') {
    return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  }
  return new Intl.NumberFormat('en').format(value);
}

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);

/** Every total on screen shows the API's value and the API's definition next to it. */
async function expectFigures(page: Page, report: Figures, keys: string[]) {
  for (const key of keys) {
    const value = report.totals[key];
    expect(value, key).toBeDefined();
    await expect(figure(page, key).getByTestId('report-figure-value')).toHaveText(
      formatFigure(kindOfTotal(key), value ?? 0, report.currency),
    );
    const definition = report.definitions[key];
    if (definition) await expect(figure(page, key).getByTestId('report-definition')).toHaveText(definition);
  }
}

test.describe('reports', () => {
  test('transactions: totals and the by-method table equal the API, and net is payments minus refunds', async ({
    page,
  }) => {
    const { accessToken } = await signInByApi(page, 'admin');
    await page.goto(`/report-transacion?${FILTERS}`);
    const report = await api<Figures & { byMethod: { method: string; net: number }[] }>(
      page.request,
      accessToken,
      'reports/transactions',
      RANGE,
    );
    await expectFigures(page, report, ['payments', 'refunds', 'net', 'paymentCount', 'refundCount']);
    const { payments = 0, refunds = 0, net } = report.totals;
    expect(payments).toBeGreaterThan(0);
    expect(net).toBe(payments - refunds);

    await page.getByRole('tab', { name: 'By method' }).click();
    await expect(page).toHaveURL(/table=byMethod/);
    const rows = page.getByTestId('report-row');
    await expect(rows).toHaveCount(report.byMethod.length);
    const netCells = rows.locator('[data-field="net"]');
    await expect(netCells).toHaveText(
      report.byMethod.map((row) => formatFigure('money', row.net, report.currency)),
    );

    // A payment reversed as recorded by mistake is in no money figure: counted and listed on its own.
    const { reversals } = report as unknown as {
      reversals: { total: number; items: { amount: number; reason: string; reversedByName: string }[] };
    };
    expect(reversals.total).toBeGreaterThan(0);
    await expectFigures(page, report, ['reversalCount', 'reversed']);
    await page.getByRole('tab', { name: 'Reversals' }).click();
    await expect(page).toHaveURL(/table=reversals/);
    await expect(rows).toHaveCount(reversals.total);
    const first = reversals.items[0]!;
    await expect(rows.first().locator('[data-field="reversalReason"]')).toHaveText(first.reason);
    await expect(rows.first().locator('[data-field="amount"]')).toHaveText(
      formatFigure('money', first.amount, report.currency),
    );
    await expect(rows.first().locator('[data-field="reversedByName"]')).toHaveText(first.reversedByName);
  });

  test('non-payment: totals and ageing equal the API and the open balances of the invoice list', async ({
    page,
  }) => {
    const { accessToken } = await signInByApi(page, 'admin');
    await page.goto(`/report-nonpay?${FILTERS}`);
    const report = await api<Figures & { buckets: { bucket: string; balance: number }[] }>(
      page.request,
      accessToken,
      'reports/non-payment',
      RANGE,
    );
    await expectFigures(page, report, ['balance', 'invoices']);
    expect(report.buckets.reduce((sum, bucket) => sum + bucket.balance, 0)).toBe(report.totals.balance);

    let openBalance = 0;
    let openInvoices = 0;
    for (const status of ['issued', 'partial']) {
      for (let page_ = 1; ; page_ += 1) {
        const list = await api<{ items: { balance: number }[]; total: number }>(
          page.request,
          accessToken,
          'invoices',
          {
            ...RANGE,
            status,
            perPage: 100,
            page: page_,
          },
        );
        openBalance += list.items.reduce((sum, invoice) => sum + invoice.balance, 0);
        openInvoices += list.items.length;
        if (page_ * 100 >= list.total) break;
      }
    }
    expect({ balance: report.totals.balance, invoices: report.totals.invoices }).toEqual({
      balance: openBalance,
      invoices: openInvoices,
    });

    await page.getByRole('tab', { name: 'Ageing' }).click();
    await expect(page.getByTestId('report-row').locator('[data-field="balance"]')).toHaveText(
      report.buckets.map((bucket) => formatFigure('money', bucket.balance, report.currency)),
    );
    await page.getByRole('tab', { name: 'Invoices' }).click();
    // The ageing rows stay on screen until the invoices arrive: open an invoice row, not one of them.
    const firstInvoice = page.getByTestId('report-row').first();
    await expect(firstInvoice.locator('[data-field="invoiceNumber"]')).not.toBeEmpty();
    await firstInvoice.click();
    await expect(page).toHaveURL(/\/invoice\?invoice=\d+$/);
  });

  test('personal training: totals and the trainers equal the API', async ({ page }) => {
    const { accessToken } = await signInByApi(page, 'admin');
    await page.goto(`/report-personal-training?${FILTERS}`);
    const report = await api<Figures & { rows: { trainerName: string }[] }>(
      page.request,
      accessToken,
      'reports/personal-training',
      RANGE,
    );
    await expectFigures(page, report, ['completed', 'cancelled', 'noShow', 'value', 'sessions', 'scheduled']);
    await expect(page.getByTestId('report-row').locator('[data-field="trainerName"]')).toHaveText(
      report.rows.slice(0, 10).map((row) => row.trainerName),
    );
  });

  for (const code of REPORT_CODES) {
    test(`catalogue ${code}: every total and the first page of rows equal the API`, async ({ page }) => {
      const { accessToken } = await signInByApi(page, 'admin');
      await page.goto(`/report/${code}?${FILTERS}`);
      const report = await api<
        Figures & { columns: { key: string; kind: string }[]; rows: Record<string, unknown>[] }
      >(page.request, accessToken, `reports/${code}`, RANGE);
      await expectFigures(page, report, Object.keys(report.totals));
      const rows = page.getByTestId('report-row');
      // Profit and loss shows every month of its range on one page.
      await expect(rows).toHaveCount(
        code === 'profit-and-loss' ? report.rows.length : Math.min(report.rows.length, 10),
      );
      const lastFigure = report.columns
        .filter((column) => !['text', 'date', 'month'].includes(column.kind))
        .pop();
      const firstRow = report.rows[0];
      if (lastFigure && firstRow) {
        await expect(rows.first().locator(`[data-field="${lastFigure.key}"]`)).toHaveText(
          formatFigure(lastFigure.kind as FigureKind, Number(firstRow[lastFigure.key]), report.currency),
        );
      }
    });
  }

  test('profit and loss: defined figures that agree with revenue and transactions, a year on one page', async ({
    page,
  }) => {
    const { accessToken } = await signInByApi(page, 'admin');
    const year = { from: dayOffset(-364), to: RANGE.to };
    const revenue = await api<Figures>(page.request, accessToken, 'reports/revenue', year);
    const transactions = await api<Figures>(page.request, accessToken, 'reports/transactions', year);
    const profitAndLoss = await api<Figures & { rows: { month: string }[] }>(
      page.request,
      accessToken,
      'reports/profit-and-loss',
      year,
    );
    const {
      grossSales = 0,
      refunds = 0,
      tax = 0,
      netRevenue,
      expenditure = 0,
      profit,
    } = profitAndLoss.totals;
    expect(grossSales).toBe(revenue.totals.total);
    expect(refunds).toBe(transactions.totals.refunds);
    expect(tax).toBeGreaterThan(0);
    expect(netRevenue).toBe(grossSales - refunds - tax);
    expect(profit).toBe((netRevenue ?? 0) - expenditure);

    await page.goto(`/report/profit-and-loss?period=custom&from=${year.from}&to=${year.to}&centerId=all`);
    await expectFigures(page, profitAndLoss, [
      'grossSales',
      'refunds',
      'tax',
      'netRevenue',
      'expenditure',
      'profit',
    ]);
    for (const key of ['grossSales', 'refunds', 'tax', 'netRevenue', 'expenditure', 'profit']) {
      await expect(figure(page, key).getByTestId('report-definition')).not.toBeEmpty();
    }
    // Twelve or thirteen months, all on the one page, each named as the locale names it.
    const months = page.getByTestId('report-row').locator('[data-field="month"]');
    expect(profitAndLoss.rows.length).toBeGreaterThan(10);
    await expect(months).toHaveText(
      profitAndLoss.rows.map((row) =>
        new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${row.month}-01T00:00:00Z`),
        ),
      ),
    );
    await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
    // The chart names each month under its bars.
    const chart = page.getByRole('figure', { name: 'Chart' });
    for (const month of await months.allTextContents()) {
      await expect(chart.locator('text', { hasText: month })).toBeVisible();
    }
  });

  test('revenue lists the largest amount first and names line kinds and expense categories in words', async ({
    page,
  }) => {
    const { accessToken } = await signInByApi(page, 'admin');
    const revenue = await api<Figures & { rows: { kind: string; amount: number }[] }>(
      page.request,
      accessToken,
      'reports/revenue',
      RANGE,
    );
    await page.goto(`/report/revenue?${FILTERS}`);
    const rows = page.getByTestId('report-row');
    const amounts = revenue.rows.slice(0, 10).map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await expect(rows.locator('[data-field="amount"]')).toHaveText(
      amounts.map((amount) => formatFigure('money', amount, revenue.currency)),
    );
    const kinds = { package: 'Package', product: 'Product', custom: 'Custom item' } as Record<string, string>;
    await expect(rows.locator('[data-field="kind"]')).toHaveText(
      revenue.rows.slice(0, 10).map((row) => kinds[row.kind] ?? '?'),
    );

    await page.goto(`/report/expenditure?${FILTERS}`);
    const categories = page.getByTestId('report-row').locator('[data-field="category"]');
    await expect(categories.first()).not.toBeEmpty();
    const shown = await categories.allTextContents();
    expect(shown).toContain('Stock purchase');
    expect(shown.filter((text) => /^[a-z_]+$/.test(text))).toEqual([]);
    // Every slice of the expenditure pie has its own colour.
    const slices = page.getByRole('figure', { name: 'Chart' }).locator('path.MuiPieChart-arc');
    await expect(slices).toHaveCount(shown.length);
    const fills = await slices.evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')));
    expect(new Set(fills).size).toBe(shown.length);
  });

  test('attendance bars keep every class title as a label', async ({ page }) => {
    const { accessToken } = await signInByApi(page, 'admin');
    const attendance = await api<Figures & { rows: { title: string }[] }>(
      page.request,
      accessToken,
      'reports/attendance',
      RANGE,
    );
    expect(attendance.rows.length).toBeGreaterThan(5);
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto(`/report/attendance?${FILTERS}`);
    const chart = page.getByRole('figure', { name: 'Chart' });
    for (const row of attendance.rows) {
      await expect(chart.locator('text', { hasText: row.title }).first()).toBeVisible();
    }
    // And the counts along the other axis: no tick label is cut to nothing.
    const tickLabels = chart.locator('text.MuiChartsAxis-tickLabel');
    await expect(tickLabels.first()).toBeVisible();
    expect((await tickLabels.allTextContents()).filter((text) => text.trim() === '')).toEqual([]);
  });

  test('on a tablet in Chinese profit and loss fits its card, months on one line, and chart ticks are short money', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cloudfit:locale', 'zh-TW'));
    await signInByApi(page, 'admin');
    await page.setViewportSize({ width: 768, height: 1000 });
    const year = { from: dayOffset(-364), to: RANGE.to };
    await page.goto(`/report/profit-and-loss?period=custom&from=${year.from}&to=${year.to}&centerId=all`);
    const firstRow = page.getByTestId('report-row').first();
    await expect(firstRow).toBeVisible();
    const card = page.locator('.MuiCard-root').filter({ has: firstRow });
    const cardBox = (await card.boundingBox())!;
    const profit = (await firstRow.locator('[data-field="profit"]').boundingBox())!;
    expect(profit.x + profit.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    const lines = await firstRow.locator('[data-field="month"]').evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);

    // The money along a chart's value axis is short enough to show whole: none cut to "$13,…".
    await page.goto(`/report/coupon-usage?${FILTERS}`);
    const ticks = page.getByRole('figure', { name: '圖表' }).locator('text.MuiChartsAxis-tickLabel');
    await expect(ticks.first()).toBeVisible();
    const texts = await ticks.allTextContents();
    expect(texts.filter((text) => text.includes('…') || text.trim() === '')).toEqual([]);
    expect(texts.filter((text) => text.startsWith('$')).length).toBeGreaterThan(2);
  });

  test("every report explains its figures in German, none in the API's English", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cloudfit:locale', 'de'));
    const { accessToken } = await signInByApi(page, 'admin');
    for (const [path, screen] of [
      ['reports/transactions', '/report-transacion'],
      ['reports/non-payment', '/report-nonpay'],
      ['reports/revenue', '/report/revenue'],
    ] as const) {
      const report = await api<Figures>(page.request, accessToken, path, RANGE);
      await page.goto(`${screen}?${FILTERS}`);
      const shown = page.getByTestId('report-definition');
      await expect(shown.first()).toBeVisible();
      await expect(shown.first()).not.toHaveText(/^(Money|Open balance|Revenue)/);
      const texts = await shown.allTextContents();
      const english = new Set(Object.values(report.definitions));
      expect({ screen, english: texts.filter((text) => english.has(text)) }).toEqual({ screen, english: [] });
    }
  });

  test('a German CSV download reads as a German spreadsheet: semicolons, decimal commas, the currency', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cloudfit:locale', 'de'));
    const { accessToken } = await signInByApi(page, 'admin');
    const report = await api<Figures & { rows: Record<string, string | number>[] }>(
      page.request,
      accessToken,
      'reports/profit-and-loss',
      RANGE,
    );
    await page.goto(`/report/profit-and-loss?${FILTERS}`);
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    await expect(figure(page, 'netRevenue').getByTestId('report-definition')).toHaveText(
      'Nettoumsatz = Bruttoumsatz − Erstattungen − Steuer.',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV exportieren' }).click(),
    ]);
    // Named for the report and its days, nothing more.
    expect(download.suggestedFilename()).toMatch(
      /^profit-and-loss-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = (await readFile((await download.path())!)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = text.slice(1).trim().split('\r\n');
    expect(header).toBe(
      `Monat;Bruttoumsatz (${report.currency});Erstattungsbetrag (${report.currency});Steuer (${report.currency});Nettoumsatz (${report.currency});Ausgaben (${report.currency});Gewinn (${report.currency})`,
    );
    expect(lines).toHaveLength(report.rows.length);
    const first = report.rows[0]!;
    const german = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
    expect(lines[0]!.split(';')).toEqual([
      String(first.month),
      ...['grossSales', 'refunds', 'tax', 'netRevenue', 'expenditure', 'profit'].map((key) =>
        german(Number(first[key])),
      ),
    ]);
  });

  test('the catalogue index links the ten reports; an unknown code says so inside the layout', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/report/no-such-report');
    await expect(page.getByTestId('report-not-found')).toContainText('There is no such report');
    await expect(page.getByRole('navigation', { name: 'CloudFit' })).toBeVisible();
    await page.getByRole('link', { name: /Coupon usage/ }).click();
    await expect(page).toHaveURL(/\/report\/coupon-usage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupon usage' })).toBeVisible();
    await page.goto('/report');
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(REPORT_CODES.length);
  });

  test('the filters are in the address: a shared link opens the same branch and range', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/report-personal-training');
    await page.getByRole('combobox', { name: /^Period/ }).click();
    await page.getByRole('option', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/period=lastMonth/);
    await page.getByRole('combobox', { name: /^Branch/ }).click();
    await page.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/centerId=\d+/);
    const shared = page.url();
    await page.goto('/member-list');
    await page.goto(shared);
    await expect(page.getByRole('combobox', { name: /^Period/ })).toHaveText('Last month');
    await expect(page.getByRole('combobox', { name: /^Branch/ })).not.toHaveText('All branches');
  });

  test('the front desk gets not-authorized on every report', async ({ page }) => {
    await signInByApi(page, 'client');
    for (const path of [
      '/report-transacion',
      '/report-nonpay',
      '/report-personal-training',
      '/report/revenue',
      '/report',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/not-authorized$/);
    }
  });

  for (const skin of ['light', 'dark'] as const) {
    test(`reports have no serious or critical axe violations in the ${skin} skin`, async ({ page }) => {
      await page.addInitScript(
        (layout) => localStorage.setItem('cloudfit:layout', layout),
        JSON.stringify({ skin }),
      );
      await signInByApi(page, 'admin');
      // The dark skin changes colours only: a table report and a chart report cover what it can break.
      const paths =
        skin === 'light'
          ? [
              '/report-transacion',
              '/report-nonpay',
              '/report-personal-training',
              '/report/attendance',
              '/report',
            ]
          : ['/report-transacion', '/report/attendance'];
      for (const path of paths) {
        await page.goto(`${path}?${FILTERS}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }
});

test('a custom range keeps a day as it is typed and asks for its figures once the year is whole, not for 0002, 0020 or 0202', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto(`/report/profit-and-loss?period=custom&to=${RANGE.to}&centerId=all`);
  await expect(page.getByTestId('report-range')).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/reports/')) asked.push(url.searchParams.get('from') ?? '');
  });
  // Month, day, then the year digit by digit, as a user types it.
  const from = page.getByRole('group', { name: /^From/ });
  await typeInPicker(from, '03012025');
  await expect.poll(() => asked).toContain('2025-03-01');
  expect(asked.filter((day) => day !== '2025-03-01')).toEqual([]);
  await expect(page).toHaveURL(/from=2025-03-01/);
  expect(await pickerText(from)).toBe('03/01/2025');
});
