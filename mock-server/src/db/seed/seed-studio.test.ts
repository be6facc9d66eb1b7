import { getTableName } from 'drizzle-orm';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import { STUDIO_SEED_INSERT_ORDER } from './studio/seed-basics';

/*
 * The seed as it lands in a real database (PGlite, or PostgreSQL with DATABASE_URL): the test
 * server's copy of the seeded template, checked in SQL.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const studioTables = STUDIO_SEED_INSERT_ORDER.map(([, table]) => getTableName(table));

describe('the seeded studio', () => {
  it('has rows in every studio table', async () => {
    const counts = await server.query<{ table_name: string; count: number }>(
      studioTables
        .map((name) => `select '${name}' as table_name, count(*)::int as count from "${name}"`)
        .join(' union all '),
    );
    expect(counts).toHaveLength(studioTables.length);
    expect(counts.filter((row) => row.count === 0)).toEqual([]);
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(20_000);
  });

  it("keeps each membership's remaining credits equal to its credit movements", async () => {
    const wrong = await server.query(
      `select m.id, m.kind, m.credits_remaining, sum(c.delta)::int as ledger
         from memberships m left join membership_credit_movements c on c.membership_id = m.id
        group by m.id
       having (m.kind = 'time' and (m.credits_remaining is not null or count(c.id) > 0))
           or (m.kind <> 'time' and m.credits_remaining is distinct from coalesce(sum(c.delta), 0))`,
    );
    expect(wrong).toEqual([]);
    const [withCredits] = await server.query<{ n: number }>(
      `select count(*)::int as n from memberships where kind <> 'time'`,
    );
    expect(withCredits?.n).toBeGreaterThan(0);
  });

  it('never holds more live bookings in a class than its capacity', async () => {
    const overfull = await server.query(
      `select c.id, c.capacity, count(b.id)::int as taken
         from classes c join bookings b on b.class_id = c.id
        where b.status in ('booked', 'attended', 'no_show')
        group by c.id
       having count(b.id) > c.capacity`,
    );
    expect(overfull).toEqual([]);
  });

  it("keeps every invoice's paid amount equal to its payments (but those reversed) minus its refunds", async () => {
    const payments =
      'select sum(p.amount) from payments p where p.invoice_id = i.id and p.reversed_at is null';
    const wrong = await server.query(
      `select i.id, i.paid,
              coalesce((${payments}), 0)
            - coalesce((select sum(r.amount) from refunds r where r.invoice_id = i.id), 0) as net
         from invoices i
        where i.paid <> coalesce((${payments}), 0)
                      - coalesce((select sum(r.amount) from refunds r where r.invoice_id = i.id), 0)`,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps product stock equal to the sum of its movements at each center', async () => {
    const wrong = await server.query(
      `select coalesce(s.product_id, m.product_id) as product_id,
              coalesce(s.center_id, m.center_id) as center_id, s.quantity, m.moved
         from product_stock s
         full join (select product_id, center_id, sum(quantity_delta)::int as moved
                      from stock_movements group by product_id, center_id) m
           on m.product_id = s.product_id and m.center_id = s.center_id
        where s.quantity is distinct from m.moved`,
    );
    expect(wrong).toEqual([]);
  });

  it('schedules classes from eight weeks before the seeding day to four weeks after it', async () => {
    // studio_settings.updated_at is left to its default, now() of the seeding transaction.
    const [span] = await server.query<{ seeded_at: string; first: string; last: string }>(
      `select s.updated_at as seeded_at, min(c.starts_at) as first, max(c.starts_at) as last
         from studio_settings s, classes c group by s.updated_at`,
    );
    const seededAt = new Date(span!.seeded_at).getTime();
    const daysFromSeeding = (at: string) => (new Date(at).getTime() - seededAt) / DAY_MS;
    expect(daysFromSeeding(span!.first)).toBeGreaterThan(-58);
    expect(daysFromSeeding(span!.first)).toBeLessThan(-54);
    expect(daysFromSeeding(span!.last)).toBeGreaterThan(26);
    expect(daysFromSeeding(span!.last)).toBeLessThan(30);
  });

  it('has every member join before their first membership and invoice', async () => {
    const early = await server.query(
      `select ms.id from memberships ms join members m on m.id = ms.member_id join centers c on c.id = ms.center_id
        where (m.joined_at at time zone c.timezone)::date > ms.start_date or m.joined_at > ms.created_at
       union all
       select i.id from invoices i join members m on m.id = i.member_id join centers c on c.id = i.center_id
        where (m.joined_at at time zone c.timezone)::date > i.issued_on or m.joined_at > i.created_at`,
    );
    expect(early).toEqual([]);
  });

  it('spends 60 to 80 % of its net revenue over the seeded year, as the profit and loss report shows', async () => {
    const { accessToken } = await server.login('admin@demo.com', 'admin');
    const [range] = await server.query<{ from: string; to: string }>(
      `select to_char(max(issued_on) - 364, 'YYYY-MM-DD') as "from", to_char(max(issued_on), 'YYYY-MM-DD') as "to"
         from invoices`,
    );
    const response = await server.request(
      `/api/v1/reports/profit-and-loss?from=${range!.from}&to=${range!.to}`,
      {
        token: accessToken,
      },
    );
    const { totals } = (await response.json()) as { totals: { netRevenue: number; expenditure: number } };
    const ratio = totals.expenditure / totals.netRevenue;
    expect(ratio).toBeGreaterThanOrEqual(0.6);
    expect(ratio).toBeLessThanOrEqual(0.8);
  });

  it('dates no invoice, payment or refund later than the moment it was seeded', async () => {
    const [later] = await server.query<{ invoices: number; payments: number; refunds: number }>(
      `select (select count(*)::int from invoices, studio_settings s
                where created_at > now() or issued_on > (now() at time zone s.time_zone)::date) as invoices,
              (select count(*)::int from payments where paid_at > now()) as payments,
              (select count(*)::int from refunds where refunded_at > now()) as refunds`,
    );
    expect(later).toEqual({ invoices: 0, payments: 0, refunds: 0 });
  });

  describe("a seeded member's activity (GET /audit-log?memberId=)", () => {
    interface Entry {
      at: string;
      action: string;
      entity: string;
      entityId: string;
      actorName: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }
    async function activity(memberId: number): Promise<Entry[]> {
      const { accessToken } = await server.login('admin@demo.com', 'admin');
      const response = await server.request(`/api/v1/audit-log?memberId=${memberId}&perPage=100`, {
        token: accessToken,
      });
      expect(response.status).toBe(200);
      const { items, total } = (await response.json()) as { items: Entry[]; total: number };
      expect(total).toBe(items.length);
      return items;
    }
    const kinds = (entries: Entry[]) => entries.map((entry) => `${entry.entity}:${entry.action}`);

    it('tells a member with a freeze ended early their record, sales, payments and freeze, newest first', async () => {
      const [member] = await server.query<{ member_id: number; membership_id: number; end_date: string }>(
        `select ms.member_id, ms.id as membership_id, to_char(ms.end_date, 'YYYY-MM-DD') as end_date
           from membership_freezes f join memberships ms on ms.id = f.membership_id
          where f.ended_on is not null
            and exists (select 1 from payments p join invoices i on i.id = p.invoice_id
                         where i.member_id = ms.member_id)
          order by ms.member_id limit 1`,
      );
      const entries = await activity(member!.member_id);
      expect(kinds(entries)).toEqual(
        expect.arrayContaining([
          'members:create',
          'invoices:create',
          'invoices:issue',
          'memberships:create',
          'memberships:freeze',
          'memberships:unfreeze',
          'invoices:payment',
        ]),
      );
      // Newest first, the member's record created before anything else.
      const times = entries.map((entry) => new Date(entry.at).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(kinds(entries).at(-1)).toBe('members:create');
      expect(entries.at(-1)!.after).toMatchObject({ memberNumber: expect.any(String) });

      // A payment says how much, on which invoice, by whom: as the payment row records it.
      const payment = entries.find((entry) => entry.action === 'payment')!;
      const [paid] = await server.query<{ amount: number; number: string; staff: string; paid_at: string }>(
        `select p.amount::int, i.number, s.full_name as staff, p.paid_at
           from payments p join invoices i on i.id = p.invoice_id join staff s on s.id = p.staff_id
          where p.invoice_id = $1 and p.paid_at = $2`,
        [Number(payment.entityId), payment.at],
      );
      expect(Number(payment.after!.paid) - Number(payment.before!.paid)).toBe(paid!.amount);
      expect(payment.after!.number).toBe(paid!.number);
      expect(payment.actorName).toBe(paid!.staff);
      expect(payment.after!.total).toEqual(expect.any(Number));

      // The freeze moved the end later, ending it early gave the unused days back: to today's end date.
      const freeze = entries.find((entry) => entry.action === 'freeze')!;
      const unfreeze = entries.find((entry) => entry.action === 'unfreeze')!;
      expect(String(freeze.after!.endDate) > String(freeze.before!.endDate)).toBe(true);
      expect(unfreeze.before!.endDate).toBe(freeze.after!.endDate);
      expect(unfreeze.after!.endDate).toBe(member!.end_date);
      expect(new Date(unfreeze.at).getTime()).toBeGreaterThan(new Date(freeze.at).getTime());
      expect(freeze.actorName).toEqual(expect.any(String));

      // The sale: the invoice created as a draft, then issued with its number; the membership's dates.
      const sale = entries.find(
        (entry) =>
          entry.entity === 'memberships' &&
          entry.action === 'create' &&
          entry.entityId === String(member!.membership_id),
      )!;
      expect(sale.after).toMatchObject({ startDate: expect.any(String), endDate: freeze.before!.endDate });
      const issue = entries.find((entry) => entry.action === 'issue' && entry.entityId === payment.entityId)!;
      expect(issue.before).toMatchObject({ status: 'draft', number: null });
      expect(issue.after).toMatchObject({ status: 'issued', number: paid!.number });
    });

    it('tells a cancelled membership with its refund, and a voided invoice with its reason', async () => {
      const [cancelled] = await server.query<{ member_id: number; amount: number; cancel_reason: string }>(
        `select ms.member_id, r.amount::int, ms.cancel_reason
           from memberships ms join refunds r on r.invoice_id = ms.invoice_id
          where ms.status = 'cancelled' order by ms.member_id limit 1`,
      );
      const entries = await activity(cancelled!.member_id);
      const refund = entries.find((entry) => entry.action === 'refund')!;
      expect(Number(refund.before!.paid) - Number(refund.after!.paid)).toBe(cancelled!.amount);
      expect(entries.find((entry) => entry.action === 'cancel')!.after).toMatchObject({
        status: 'cancelled',
        cancelReason: cancelled!.cancel_reason,
      });

      const [voided] = await server.query<{ member_id: number; void_reason: string }>(
        `select member_id, void_reason from invoices where status = 'void' order by id limit 1`,
      );
      const voids = (await activity(voided!.member_id)).filter((entry) => entry.action === 'void');
      expect(voids[0]!.after).toMatchObject({ status: 'void', voidReason: voided!.void_reason });
      expect(voids[0]!.before).toMatchObject({ status: 'issued' });
    });

    it('tells a payment the manager reversed a few days ago, with its reason, on its invoice and in the activity', async () => {
      const reversed = await server.query<{
        id: number;
        invoice_id: number;
        member_id: number;
        days_ago: number;
      }>(
        `select p.id, p.invoice_id, i.member_id,
                extract(epoch from (s.updated_at - p.reversed_at)) / 86400 as days_ago
           from payments p join invoices i on i.id = p.invoice_id, studio_settings s
          where p.reversed_at is not null`,
      );
      expect(reversed).toHaveLength(1);
      const [{ id, invoice_id: invoiceId, member_id: memberId, days_ago: daysAgo }] = reversed as [
        (typeof reversed)[number],
      ];
      expect(Number(daysAgo)).toBeCloseTo(3, 5);

      const { accessToken } = await server.login('admin@demo.com', 'admin');
      const get = async (path: string) => {
        const response = await server.request(`/api/v1${path}`, { token: accessToken });
        expect(response.status).toBe(200);
        return response.json();
      };
      const { items } = (await get(`/payments?invoiceId=${invoiceId}`)) as {
        items: {
          id: number;
          reversedByName: string | null;
          reversalReason: string | null;
          paidAt: string;
          reversedAt: string | null;
        }[];
      };
      const payment = items.find((item) => item.id === id)!;
      expect(payment).toMatchObject({
        reversedByName: 'John Doe',
        reversalReason: 'The card was declined after the payment was recorded.',
      });
      expect(new Date(payment.paidAt).getTime()).toBeLessThan(new Date(payment.reversedAt!).getTime());
      // The invoice owes the reversed amount again.
      const invoice = (await get(`/invoices/${invoiceId}`)) as {
        status: string;
        paid: number;
        total: number;
      };
      expect(invoice).toMatchObject({ status: 'issued', paid: 0 });

      // Member Info's activity: the invoice's reversal, by the manager, when it happened.
      const reversal = (await activity(memberId)).find(
        (entry) => entry.entity === 'invoices' && entry.action === 'reversal',
      )!;
      expect(reversal).toMatchObject({ actorName: 'John Doe', at: payment.reversedAt });
      expect(reversal.before).toMatchObject({ status: 'paid', paid: invoice.total });
      expect(reversal.after).toMatchObject({ status: 'issued', paid: 0 });
    });

    it('dates no entry of the audit log later than the moment it was seeded', async () => {
      const [later] = await server.query<{ count: number; seeded: number }>(
        `select (select count(*)::int from audit_log a, studio_settings s where a.at > s.updated_at) as count,
                (select count(*)::int from audit_log) as seeded`,
      );
      expect(later!.count).toBe(0);
      expect(later!.seeded).toBeGreaterThan(20_000);
    });
  });

  it('gives the next insert into a seeded table a fresh id', async () => {
    const [before] = await server.query<{ rooms: number; news: number }>(
      'select (select max(id) from rooms) as rooms, (select max(id) from news) as news',
    );
    const [room] = await server.query<{ id: number }>(
      `insert into rooms (center_id, name, capacity) values (1, 'Seed test room', 8) returning id`,
    );
    const [story] = await server.query<{ id: number }>(
      `insert into news (title, body) values ('Seed test', 'Body') returning id`,
    );
    expect(room?.id).toBe((before?.rooms ?? 0) + 1);
    expect(story?.id).toBe((before?.news ?? 0) + 1);

    // And every other serial column of the schema: its sequence is past the largest id.
    const serials = await server.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    expect(serials.length).toBeGreaterThanOrEqual(studioTables.length);
    const behind = await server.query(
      serials
        .map(
          ({ table_name: table, column_name: column }) =>
            `select '${table}' as table_name, nextval(pg_get_serial_sequence('public."${table}"', '${column}')) as next,
                    (select max("${column}") from "${table}") as max_id`,
        )
        .map((query) => `select * from (${query}) q where next <= coalesce(max_id, 0)`)
        .join(' union all '),
    );
    expect(behind).toEqual([]);
  });
});
