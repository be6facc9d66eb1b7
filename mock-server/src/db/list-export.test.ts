import type { MemberListItem } from '@cloudfit/shared/schemas/member.schema';
import type { PaymentListItem } from '@cloudfit/shared/schemas/payment.schema';
import type { NonPaymentRow, TransactionRow } from '@cloudfit/shared/schemas/report.schema';
import { studioWallClock } from '../http/csv-export';
import { csvRecords } from '../test-support/csv-records';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { EXPORT_BATCH_ROWS, EXPORT_KEY_BATCH_ROWS, REPORT_EXPORT_BATCH_ROWS } from './list-export';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
  // More members than one read of sort keys, with shared names and e-mails (ties broken by id)
  // and some without an e-mail (null keys to page over).
  await server.query(
    `insert into members (member_number, first_name, last_name, email, home_center_id)
     select 'Y' || lpad(g::text, 6, '0'), 'First' || (g % 97), (array['Anders', 'Baker', 'Chen', 'Dalton', 'Wang'])[1 + g % 5],
       case when g % 4 = 0 then null else 'm' || (g % 500) || '@example.com' end, 1 + g % 3
     from generate_series(1, ${EXPORT_KEY_BATCH_ROWS + 1_000}) g`,
  );
  await server.query('update members set email = null where id % 9 = 0');
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

/** Every item of a list, read a page of 100 at a time the way the screen pages it. */
async function everyPage<Item>(path: string, query: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const response = await server.request(`${path}?${query}&perPage=100&page=${page}`, { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Item[] };
    items.push(...body.items);
    if (body.items.length < 100) return items;
  }
}

/** Every row of a report, read a page of 100 at a time. */
async function everyReportPage<Row>(path: string, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const response = await server.request(`${path}?${query}&perPage=100&page=${page}`, { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { rows: { items: Row[] } };
    rows.push(...body.rows.items);
    if (body.rows.items.length < 100) return rows;
  }
}

/** Exports give times as the studio's wall clock. */
async function studioTimeZone(): Promise<string> {
  const [settings] = await server.query<{ time_zone: string }>('select time_zone from studio_settings');
  return settings!.time_zone;
}

async function exported(path: string, query: string): Promise<Record<string, string>[]> {
  const response = await server.request(`${path}/export.csv?${query}`, { token });
  expect(response.status).toBe(200);
  return csvRecords(response);
}

describe('CSV exports read in batches', () => {
  it.each([
    ['the default sort', ''],
    ['e-mail descending, missing ones first', 'sortBy=email&sortDesc=true'],
    ['e-mail ascending, missing ones last', 'sortBy=email'],
    ['a ranked search', 'q=a'],
  ])(
    'export the members list in %s exactly as its pages list it',
    async (_name, query) => {
      const pages = await everyPage<MemberListItem>('/api/v1/members', query);
      expect(pages.length).toBeGreaterThan(EXPORT_KEY_BATCH_ROWS);
      const numbers = (await exported('/api/v1/members', query)).map((record) => record['Member number']);
      expect(numbers).toEqual(pages.map((member) => member.memberNumber));
    },
    60_000,
  );

  it("export a member's check-ins exactly as one read of them orders them when a read of keys ends among equal times", async () => {
    const [member] = await server.query<{ id: number }>(
      `insert into members (member_number, first_name, last_name, home_center_id)
       values ('PAGING1', 'Paging', 'Probe', 1) returning id`,
    );
    // Newest first: the read of keys ends at row EXPORT_KEY_BATCH_ROWS, inside 60 check-ins at one
    // instant (equal sort keys, ordered by id alone); each row's note tells it apart in the file.
    const before = EXPORT_KEY_BATCH_ROWS - 30;
    await server.query(
      `insert into check_ins (member_id, center_id, at, allowed, override_note)
       select $1, 1, case
           when g <= $2 then timestamptz '2026-06-01 12:00+00' - g * interval '1 minute'
           when g <= $2 + 60 then timestamptz '2026-05-01 12:00+00'
           else timestamptz '2026-04-01 12:00+00' - g * interval '1 second' end,
         true, 'probe ' || g
       from generate_series(1, $2 + 60 + 2 * ${EXPORT_BATCH_ROWS}) g`,
      [member!.id, before],
    );
    const onePage = await server.query<{ note: string }>(
      `select override_note as note from check_ins where member_id = $1 order by at desc, id desc`,
      [member!.id],
    );
    const records = await exported('/api/v1/check-ins', `memberId=${member!.id}`);
    expect(records.map((record) => record['Override note'])).toEqual(onePage.map((row) => row.note));
    expect(records.length).toBe(before + 60 + 2 * EXPORT_BATCH_ROWS);
  }, 60_000);

  it('export a list sorted by a joined table exactly as its pages list it', async () => {
    const query = 'sortBy=memberName&sortDesc=true';
    const pages = await everyPage<PaymentListItem>('/api/v1/payments', query);
    expect(pages.length).toBeGreaterThan(EXPORT_BATCH_ROWS);
    const records = await exported('/api/v1/payments', query);
    const timeZone = await studioTimeZone();
    expect(records.map((record) => [record['Paid at'], record.Invoice, record['Member number']])).toEqual(
      pages.map((payment) => [
        studioWallClock(payment.paidAt, timeZone),
        payment.invoiceNumber ?? '',
        payment.memberNumber ?? '',
      ]),
    );
  }, 60_000);

  it('export the transaction report over a year exactly as its pages list it', async () => {
    const [range] = await server.query<{ from: string; to: string }>(
      `select ((now() at time zone time_zone)::date - 400)::text as from, (now() at time zone time_zone)::date::text as to
       from studio_settings`,
    );
    const query = `from=${range!.from}&to=${range!.to}`;
    const pages = await everyReportPage<TransactionRow>('/api/v1/reports/transactions', query);
    expect(pages.length).toBeGreaterThan(REPORT_EXPORT_BATCH_ROWS);
    const records = await exported('/api/v1/reports/transactions', `${query}&table=rows`);
    const timeZone = await studioTimeZone();
    expect(records.map((record) => [record.Time, record.Invoice])).toEqual(
      pages.map((row) => [studioWallClock(row.at, timeZone), row.invoiceNumber ?? '']),
    );
  }, 60_000);

  it('export the non-payment rows exactly as the report pages them', async () => {
    // More open invoices than one batch.
    await server.query(`update invoices set status = 'issued', paid = 0 where status = 'paid' and total > 0`);
    const pages = await everyReportPage<NonPaymentRow>('/api/v1/reports/non-payment', '');
    expect(pages.length).toBeGreaterThan(REPORT_EXPORT_BATCH_ROWS);
    const records = await exported('/api/v1/reports/non-payment', 'table=rows');
    expect(records.map((record) => record.Invoice)).toEqual(pages.map((row) => row.invoiceNumber));
  }, 60_000);

  it('send every unchanged row once when rows change while a slow client downloads', async () => {
    // Enough members that the server stops reading while the client does not take the text.
    await server.query(
      `insert into members (member_number, first_name, last_name, home_center_id)
       select 'X' || lpad(g::text, 6, '0'), 'Bulk', 'Zz' || lpad(g::text, 6, '0'), 1
       from generate_series(1, 60000) g`,
    );
    const order = `order by lower(last_name) collate "C", lower(first_name) collate "C", id`;
    const before = await server.query<{ id: number; member_number: string }>(
      `select id, member_number from members where archived_at is null ${order}`,
    );
    const response = await server.request('/api/v1/members/export.csv', { token });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (text.split('\n').length < 3 * EXPORT_BATCH_ROWS) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the export ended before the changes');
      text += decoder.decode(value, { stream: true });
    }

    // Members already sent are archived and new ones sort before them: reading by position
    // (OFFSET) would now send some rows twice. The last member gets a new e-mail.
    const sent = before.slice(0, EXPORT_BATCH_ROWS);
    await server.query(`update members set archived_at = now() where id = any($1::int[])`, [
      sent.slice(0, 30).map((member) => member.id),
    ]);
    await server.query(
      `insert into members (member_number, first_name, last_name, home_center_id)
       select 'NEW' || g, 'New', 'Aaa', 1 from generate_series(1, 80) g`,
    );
    const last = before.at(-1)!;
    await server.query(`update members set email = 'changed@example.com' where id = $1`, [last.id]);

    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
    }
    const records = await csvRecords(new Response(text));
    expect(records.map((record) => record['Member number'])).toEqual(
      before.map((member) => member.member_number),
    );
    // The end of the list was read after the changes: the slow client held the reads back.
    expect(records.at(-1)!.Email).toBe('changed@example.com');
  }, 60_000);
});
