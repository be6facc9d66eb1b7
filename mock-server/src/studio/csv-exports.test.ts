import Papa from 'papaparse';
import { CSV_HEADERS } from '../http/csv-export.i18n';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

/*
 * Every export with money, opened as a spreadsheet would: parsed by the conventions of the
 * user's language, each money column's header names the currency and each cell is the API's
 * minor-unit figure in major units.
 */
let server: TestServer;
let token: string;
let currency: string;
let wide: string;
/** The last 30 days: a list of a few hundred rows rather than the year. */
let recent: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
  const [settings] = await server.query<{ currency: string; from: string; recent: string; to: string }>(
    `select currency, ((now() at time zone time_zone)::date - 364)::text as from,
       ((now() at time zone time_zone)::date - 30)::text as recent,
       (now() at time zone time_zone)::date::text as to from studio_settings`,
  );
  currency = settings!.currency;
  wide = `from=${settings!.from}&to=${settings!.to}`;
  recent = `from=${settings!.recent}`;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

type Item = Record<string, unknown>;
/** A money column: its header without the currency, and the API's minor units of a JSON item. */
type MoneyColumn = [header: string, minor: (item: Item) => number | null];

const LANGUAGES = {
  en: { acceptLanguage: 'en-US,en;q=0.9', delimiter: ',', decimalMark: '.' },
  de: { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5', delimiter: ';', decimalMark: ',' },
  fr: { acceptLanguage: 'fr-FR', delimiter: ';', decimalMark: ',' },
  pt: { acceptLanguage: 'pt-BR,pt;q=0.8', delimiter: ';', decimalMark: ',' },
  'zh-TW': { acceptLanguage: 'zh-TW,zh;q=0.9', delimiter: ',', decimalMark: '.' },
} as const;
type Language = keyof typeof LANGUAGES;

async function json<T>(pathname: string): Promise<T> {
  const response = await server.request(pathname, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The CSV as a spreadsheet in `language` reads it: header and rows of cells. */
async function spreadsheet(pathname: string, language: Language): Promise<string[][]> {
  const conventions = LANGUAGES[language];
  const response = await server.request(pathname, {
    token,
    headers: { 'accept-language': conventions.acceptLanguage },
  });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8').decode(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: conventions.delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** A cell read as the locale writes numbers: "12345,00" in German is 12345 major units. */
function majorOf(cell: string, language: Language): number {
  const { decimalMark } = LANGUAGES[language];
  expect(cell).toMatch(decimalMark === ',' ? /^-?\d+,\d\d$/ : /^-?\d+\.\d\d$/);
  return Number(decimalMark === ',' ? cell.replace(',', '.') : cell);
}

function expectMoney(sheet: string[][], items: Item[], columns: MoneyColumn[], language: Language) {
  const [header, ...rows] = sheet;
  expect(items.length).toBeGreaterThan(0);
  expect(rows.length).toBeGreaterThanOrEqual(items.length);
  for (const [english, minor] of columns) {
    const name = language === 'en' ? english : (CSV_HEADERS[english]?.[language] ?? english);
    const index = header!.indexOf(`${name} (${currency})`);
    expect({ name, index: index >= 0 }).toEqual({ name, index: true });
    expect(header).not.toContain(name);
    items.forEach((item, row) => {
      const expected = minor(item);
      const cell = rows[row]![index]!;
      if (expected === null) expect(cell).toBe('');
      else
        expect({ name, row, major: majorOf(cell, language) }).toEqual({ name, row, major: expected / 100 });
    });
  }
}

const field =
  (key: string) =>
  (item: Item): number =>
    item[key] as number;

const LISTS: [path: string, columns: MoneyColumn[], language: Language][] = [
  [
    'invoices',
    [
      ['Subtotal', field('subtotal')],
      ['Discount', (i) => (i.discount as number) + (i.couponDiscount as number)],
      ['Tax', field('tax')],
      ['Total', field('total')],
      ['Refunded', field('refunded')],
      ['Paid', field('paid')],
      ['Balance', field('balance')],
    ],
    'de',
  ],
  [
    'payments',
    [
      ['Amount', field('amount')],
      ['Refunded', field('refunded')],
    ],
    'en',
  ],
  ['refunds', [['Amount', field('amount')]], 'fr'],
  ['expenditures', [['Amount', field('amount')]], 'de'],
  ['memberships', [['Price', field('pricePaid')]], 'zh-TW'],
  ['packages', [['Price', field('price')]], 'pt'],
  [
    'products',
    [
      ['Price', field('price')],
      ['Cost', field('cost')],
    ],
    'en',
  ],
  ['coupons', [['Amount off', (c) => (c.kind === 'fixed' ? (c.value as number) : null)]], 'de'],
];

describe('CSV exports with money', () => {
  it.each(LISTS)(
    '/%s/export.csv gives major units, the currency in the header',
    async (path, columns, language) => {
      const query = path === 'invoices' || path === 'payments' ? recent : '';
      const { items } = await json<{ items: Item[] }>(`/api/v1/${path}?perPage=25&${query}`);
      expectMoney(
        await spreadsheet(`/api/v1/${path}/export.csv?${query}`, language),
        items,
        columns,
        language,
      );
    },
    60_000,
  );

  it('gives the reports the same way: transactions, non-payment, revenue and profit and loss', async () => {
    const transactions = await json<{ rows: { items: Item[] } }>(
      `/api/v1/reports/transactions?${wide}&perPage=50`,
    );
    expectMoney(
      await spreadsheet(`/api/v1/reports/transactions/export.csv?${wide}`, 'de'),
      transactions.rows.items,
      [['Amount', (row) => (row.kind === 'refund' ? -(row.amount as number) : (row.amount as number))]],
      'de',
    );
    const byMethod = await json<{ byMethod: Item[] }>(`/api/v1/reports/transactions?${wide}`);
    expectMoney(
      await spreadsheet(`/api/v1/reports/transactions/export.csv?${wide}&table=byMethod`, 'en'),
      byMethod.byMethod,
      [
        ['Payment amount', field('payments')],
        ['Refund amount', field('refunds')],
        ['Net', field('net')],
      ],
      'en',
    );
    const open = await json<{ rows: { items: Item[] } }>('/api/v1/reports/non-payment?perPage=50');
    expectMoney(
      await spreadsheet('/api/v1/reports/non-payment/export.csv', 'fr'),
      open.rows.items,
      [
        ['Total', field('total')],
        ['Paid', field('paid')],
        ['Balance', field('balance')],
      ],
      'fr',
    );
    for (const code of ['revenue', 'profit-and-loss', 'expenditure', 'coupon-usage']) {
      const report = await json<{ rows: Item[]; columns: { key: string; label: string; kind: string }[] }>(
        `/api/v1/reports/${code}?${wide}`,
      );
      const money = report.columns.filter((column) => column.kind === 'money');
      expect(money.length).toBeGreaterThan(0);
      expectMoney(
        await spreadsheet(`/api/v1/reports/${code}/export.csv?${wide}`, 'de'),
        report.rows,
        money.map((column): MoneyColumn => [column.label, field(column.key)]),
        'de',
      );
    }
  }, 60_000);

  it('keeps the English conventions for a request without a language the studio speaks', async () => {
    const response = await server.request('/api/v1/expenditures/export.csv', {
      token,
      headers: { 'accept-language': 'ja-JP' },
    });
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    const header = (await response.text()).split('\r\n')[0];
    expect(header).toContain(`,Amount (${currency}),`);
  });
});

describe('CSV exports in the reader’s language and the studio’s time', () => {
  /** A member with two door attempts at known instants: let in, then refused for an expired membership. */
  async function memberWithCheckIns(): Promise<number> {
    const [member] = await server.query<{ id: number; center_id: number }>(
      `select id, home_center_id as center_id from members m
        where not exists (select 1 from check_ins c where c.member_id = m.id) order by id limit 1`,
    );
    await server.query(
      `insert into check_ins (member_id, center_id, at, allowed, reason, device)
       values ($1, $2, '2026-03-02T04:35:28.073Z', true, null, 'front desk'),
              ($1, $2, '2026-03-02T16:05:00Z', false, 'expired', 'front desk')`,
      [member!.id, member!.center_id],
    );
    return member!.id;
  }

  it('writes a German desk’s check-ins with German headers, Ja/Nein, the reason’s label and the Taipei wall clock', async () => {
    const [studio] = await server.query<{ time_zone: string }>('select time_zone from studio_settings');
    expect(studio!.time_zone).toBe('Asia/Taipei');
    const member = await memberWithCheckIns();
    const path = `/api/v1/check-ins/export.csv?memberId=${member}&sortBy=at&sortDesc=false`;

    const [header, ...rows] = await spreadsheet(path, 'de');
    expect(header).toEqual([
      'Zeitpunkt',
      'Mitgliedsnummer',
      'Mitglied',
      'Zugelassen',
      'Grund',
      'Notiz zur Ausnahme',
      'Gerät',
      'Synchronisiert am',
      'Zu prüfen',
    ]);
    const cells = rows.map(([at, , , allowed, reason, , , , review]) => [at, allowed, reason, review]);
    expect(cells).toEqual([
      ['2026-03-02 12:35', 'Ja', '', 'Nein'],
      // 16:05 UTC is past midnight in Taipei: the next day.
      ['2026-03-03 00:05', 'Nein', 'Mitgliedschaft abgelaufen', 'Nein'],
    ]);

    const [zhHeader, ...zhRows] = await spreadsheet(path, 'zh-TW');
    expect(zhHeader!.slice(0, 5)).toEqual(['時間', '會員編號', '會員', '允許', '原因']);
    expect(zhRows[1]!.slice(3, 5)).toEqual(['否', '會籍已到期']);

    const [enHeader, ...enRows] = await spreadsheet(path, 'en');
    expect(enHeader).toEqual([
      'At',
      'Member number',
      'Member',
      'Allowed',
      'Reason',
      'Override note',
      'Device',
      'Synced at',
      'Needs review',
    ]);
    expect(enRows[1]!.slice(0, 5)).toEqual([
      '2026-03-03 00:05',
      expect.any(String),
      expect.any(String),
      'No',
      'Membership expired',
    ]);
  });

  it('names payment methods, transaction kinds and invoice statuses in the reader’s language', async () => {
    const [header, ...rows] = await spreadsheet(`/api/v1/reports/transactions/export.csv?${recent}`, 'de');
    expect(header!.slice(0, 3)).toEqual(['Art', 'Zeit', 'Tag']);
    const kind = header!.indexOf('Art');
    const time = header!.indexOf('Zeit');
    const method = header!.indexOf('Zahlungsart');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['Zahlung', 'Erstattung']).toContain(row[kind]);
      expect(row[time]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(['Bar', 'Karte', 'Überweisung', 'Sonstiges']).toContain(row[method]);
    }
    const [invoiceHeader, ...invoices] = await spreadsheet(`/api/v1/invoices/export.csv?${recent}`, 'fr');
    const status = invoiceHeader!.indexOf('Statut');
    expect(status).toBeGreaterThanOrEqual(0);
    for (const invoice of invoices)
      expect(['Brouillon', 'Émise', 'Partiellement payée', 'Payée', 'Annulée', 'En retard']).toContain(
        invoice[status],
      );
  }, 60_000);

  it('words the catalogue exports too: package kinds and durations, class times', async () => {
    const [header, ...packages] = await spreadsheet('/api/v1/packages/export.csv', 'de');
    const kind = header!.indexOf('Art');
    const duration = header!.indexOf('Dauer');
    expect(packages.length).toBeGreaterThan(0);
    for (const row of packages) {
      expect(['Zeitbasiert', 'Mehrfachkarte', 'PT-Paket']).toContain(row[kind]);
      expect(row[duration]).toMatch(/^\d+ (Tage|Monate)$/);
    }
    const [classHeader, ...classes] = await spreadsheet(`/api/v1/classes/export.csv?${recent}`, 'zh-TW');
    expect(classHeader!.slice(0, 2)).toEqual(['開始時間', '結束時間']);
    expect(classes.length).toBeGreaterThan(0);
    for (const row of classes) {
      expect(row[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(['已排定', '已取消']).toContain(row[classHeader!.indexOf('狀態')]);
    }
    const [revenueHeader, ...revenue] = await spreadsheet(`/api/v1/reports/revenue/export.csv?${wide}`, 'de');
    expect(revenue.length).toBeGreaterThan(0);
    for (const row of revenue)
      expect(['Paket', 'Produkt', 'Freie Position']).toContain(row[revenueHeader!.indexOf('Art')]);
    const [spentHeader, ...spent] = await spreadsheet(`/api/v1/reports/expenditure/export.csv?${wide}`, 'pt');
    expect(spent.map((row) => row[spentHeader!.indexOf('Categoria')])).toContain('Renda');
  }, 60_000);
});
