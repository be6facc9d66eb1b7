import type {
  CatalogueEntry,
  CatalogueReport,
  ReportCode,
  ReportColumn,
  ReportDefinitions,
} from '@cloudfit/shared/schemas/report.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/connection';
import { countedRedemptionOf } from '../coupons/coupon-redemptions';
import {
  centerCondition,
  instantInRange,
  publicRange,
  type ResolvedRange,
  resolveRange,
  studioDay,
  toNumber,
} from './report-range';

type Row = Record<string, string | number | null>;

interface ReportBody {
  definitions: ReportDefinitions;
  totals: Record<string, number>;
  columns: ReportColumn[];
  rows: Row[];
}

interface CatalogueReportDefinition extends CatalogueEntry {
  run(db: Database, range: ResolvedRange): Promise<ReportBody>;
}

const column = (key: string, label: string, kind: ReportColumn['kind']): ReportColumn => ({
  key,
  label,
  kind,
});

/** Reads the money and count columns of raw rows as numbers; the rest as they are. */
function numbers(rows: Record<string, unknown>[], columns: ReportColumn[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(
      columns.map(({ key, kind }) => [
        key,
        kind === 'money' || kind === 'count' || kind === 'percent'
          ? toNumber(row[key])
          : ((row[key] as string | null) ?? null),
      ]),
    ),
  );
}

function sumOf(rows: Row[], key: string): number {
  return rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
}

/** A share as a percentage with one decimal; 0 when there is nothing to share. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/**
 * Invoices that count as revenue: issued (not a draft), not void, issued on a day in the range,
 * at the chosen branch. Revenue, coupon usage and profit and loss all read this one condition.
 */
function revenueInvoices(range: ResolvedRange): SQL {
  return sql`i.status not in ('draft', 'void') and i.issued_on between ${range.from}::date and ${range.to}::date
    and ${centerCondition(sql.raw('i.center_id'), range)}`;
}

const REVENUE_DEFINITION =
  'the totals (after discounts and coupons, tax included) of invoice lines on invoices issued on a day in the range, not drafts and not void, at the chosen branch. It is what was invoiced, not what was collected: collected money is in the transactions report.';

const EXPENDITURE_DEFINITION =
  'Expenditure: the sum of recorded expenses whose date is in the range, at the chosen branch.';

const revenueColumns = [
  column('kind', 'Kind', 'text'),
  column('item', 'Item', 'text'),
  column('quantity', 'Quantity', 'count'),
  column('amount', 'Amount', 'money'),
  column('tax', 'Tax', 'money'),
];

async function revenueByItem(db: Database, range: ResolvedRange): Promise<Row[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.kind, l.description as item, sum(l.quantity)::text as quantity, sum(l.total)::text as amount,
          sum(l.tax)::text as tax
        from invoice_lines l join invoices i on i.id = l.invoice_id
        where ${revenueInvoices(range)}
        group by l.kind, l.description
        order by sum(l.total) desc, l.kind, l.description`,
  );
  return numbers(rows, revenueColumns);
}

async function expenditureByCategory(db: Database, range: ResolvedRange) {
  const columns = [
    column('category', 'Category', 'text'),
    column('expenses', 'Expenses', 'count'),
    column('amount', 'Amount', 'money'),
  ];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select e.category, count(*)::int as expenses, sum(e.amount)::text as amount
        from expenditures e
        where e.spent_on between ${range.from}::date and ${range.to}::date and ${centerCondition(sql.raw('e.center_id'), range)}
        group by e.category order by e.category`,
  );
  return { columns, rows: numbers(rows, columns) };
}

const CLASS_DEFINITION =
  'Classes not cancelled whose start falls on a day in the range (studio time zone), at the chosen branch.';

export const CATALOGUE_REPORTS: CatalogueReportDefinition[] = [
  {
    code: 'revenue',
    title: 'Revenue',
    description: 'What was invoiced, by package, product and custom line.',
    async run(db, range) {
      const rows = await revenueByItem(db, range);
      const byKind = (kind: string) =>
        sumOf(
          rows.filter((row) => row.kind === kind),
          'amount',
        );
      return {
        definitions: {
          total: `Revenue (gross sales): ${REVENUE_DEFINITION}`,
          package: 'The revenue of package lines (memberships sold through an invoice).',
          product: 'The revenue of product lines.',
          custom: 'The revenue of custom lines.',
          quantity: 'Units sold on those lines.',
          tax: 'The tax inside that revenue; the profit and loss report takes it, less the tax share of refunds, out of net revenue.',
          rows: 'Revenue per line kind and item (the line description), largest amount first.',
        },
        totals: {
          package: byKind('package'),
          product: byKind('product'),
          custom: byKind('custom'),
          total: sumOf(rows, 'amount'),
          tax: sumOf(rows, 'tax'),
        },
        columns: revenueColumns,
        rows,
      };
    },
  },
  {
    code: 'attendance',
    title: 'Attendance',
    description: 'Bookings of classes in the range by outcome, per class.',
    async run(db, range) {
      const columns = [
        column('title', 'Class', 'text'),
        column('classes', 'Classes', 'count'),
        column('booked', 'Booked', 'count'),
        column('attended', 'Attended', 'count'),
        column('noShow', 'No-show', 'count'),
        column('cancelled', 'Cancelled', 'count'),
        column('waitlisted', 'Waitlisted', 'count'),
      ];
      const rows = numbers(
        await queryRows(
          db,
          sql`select c.title, count(distinct c.id)::int as classes,
                (count(b.id) filter (where b.status = 'booked'))::int as "booked",
                (count(b.id) filter (where b.status = 'attended'))::int as "attended",
                (count(b.id) filter (where b.status = 'no_show'))::int as "noShow",
                (count(b.id) filter (where b.status in ('cancelled', 'late_cancelled')))::int as "cancelled",
                (count(b.id) filter (where b.status = 'waitlisted'))::int as "waitlisted"
              from classes c left join bookings b on b.class_id = c.id
              where c.status <> 'cancelled' and ${instantInRange(sql.raw('c.starts_at'), range)}
                and ${centerCondition(sql.raw('c.center_id'), range)}
              group by c.title order by c.title`,
        ),
        columns,
      );
      const keys = ['classes', 'booked', 'attended', 'noShow', 'cancelled', 'waitlisted'];
      return {
        definitions: {
          classes: CLASS_DEFINITION,
          booked: 'Bookings still booked: the class is to come or attendance was not marked.',
          attended: 'Bookings marked attended.',
          noShow: 'Bookings marked no-show.',
          cancelled: 'Bookings cancelled by the member or the desk, on time or late.',
          waitlisted: 'Members still on the waitlist.',
          rows: 'The same figures per class title.',
        },
        totals: Object.fromEntries(keys.map((key) => [key, sumOf(rows, key)])),
        columns,
        rows,
      };
    },
  },
  {
    code: 'class-utilization',
    title: 'Class utilization',
    description: 'Places taken against capacity, per class.',
    async run(db, range) {
      const columns = [
        column('title', 'Class', 'text'),
        column('classes', 'Classes', 'count'),
        column('capacity', 'Places', 'count'),
        column('taken', 'Taken', 'count'),
        column('utilization', 'Utilization %', 'percent'),
      ];
      const raw = await queryRows<Record<string, unknown>>(
        db,
        sql`select c.title, count(*)::int as classes, sum(c.capacity)::int as capacity, sum(t.taken)::int as taken
            from classes c
            cross join lateral (
              select count(*) as taken from bookings b
              where b.class_id = c.id and b.status in ('booked', 'attended', 'no_show')
            ) t
            where c.status <> 'cancelled' and ${instantInRange(sql.raw('c.starts_at'), range)}
              and ${centerCondition(sql.raw('c.center_id'), range)}
            group by c.title order by c.title`,
      );
      const rows = numbers(raw, columns).map((row) => ({
        ...row,
        utilization: percent(Number(row.taken), Number(row.capacity)),
      }));
      const capacity = sumOf(rows, 'capacity');
      const taken = sumOf(rows, 'taken');
      return {
        definitions: {
          classes: CLASS_DEFINITION,
          capacity: "The sum of those classes' capacities.",
          taken:
            'Places held by a booking that is booked, attended or no-show (a no-show still took a place).',
          utilization: 'Taken divided by places, as a percentage with one decimal.',
          rows: 'The same figures per class title.',
        },
        totals: { classes: sumOf(rows, 'classes'), capacity, taken, utilization: percent(taken, capacity) },
        columns,
        rows,
      };
    },
  },
  {
    code: 'membership-expiring',
    title: 'Memberships expiring',
    description: 'Memberships whose last day falls in the range, and whether the member has renewed.',
    async run(db, range) {
      const columns = [
        column('memberNumber', 'Member number', 'text'),
        column('memberName', 'Member', 'text'),
        column('package', 'Package', 'text'),
        column('endDate', 'Last day', 'date'),
        column('creditsRemaining', 'Credits left', 'count'),
        column('renewed', 'Renewed', 'text'),
      ];
      const rows = numbers(
        await queryRows(
          db,
          sql`select m.member_number as "memberNumber", m.first_name || ' ' || m.last_name as "memberName",
                p.name as package, ms.end_date::text as "endDate", ms.credits_remaining as "creditsRemaining",
                case when exists (
                  select 1 from memberships n
                  where n.member_id = ms.member_id and n.id <> ms.id and n.status = 'active' and n.end_date > ms.end_date
                ) then 'yes' else 'no' end as renewed
              from memberships ms
              join members m on m.id = ms.member_id
              join packages p on p.id = ms.package_id
              where ms.status = 'active' and ms.end_date between ${range.from}::date and ${range.to}::date
                and ${centerCondition(sql.raw('ms.center_id'), range)}
              order by ms.end_date, m.member_number, ms.id`,
        ),
        columns,
      );
      return {
        definitions: {
          memberships:
            'Memberships not cancelled whose last day (after freezes) is in the range, sold at the chosen branch.',
          renewed: 'Of those, memberships whose member holds another active membership ending later.',
          creditsRemaining: 'Class credits or PT sessions left; empty for a time-based membership.',
        },
        totals: { memberships: rows.length, renewed: rows.filter((row) => row.renewed === 'yes').length },
        columns,
        rows,
      };
    },
  },
  {
    code: 'new-members',
    title: 'New members',
    description: 'Members who joined in the range, per day.',
    async run(db, range) {
      const columns = [column('day', 'Day', 'date'), column('newMembers', 'New members', 'count')];
      const rows = numbers(
        await queryRows(
          db,
          sql`select ${studioDay(sql.raw('m.joined_at'), range.timeZone)} as day, count(*)::int as "newMembers"
              from members m
              where m.archived_at is null and ${instantInRange(sql.raw('m.joined_at'), range)}
                and ${centerCondition(sql.raw('m.home_center_id'), range)}
              group by 1 order by 1`,
        ),
        columns,
      );
      return {
        definitions: {
          newMembers:
            'Members (not archived) whose join time falls on a day in the range (studio time zone), with the chosen home branch.',
          rows: 'The same count per day that had at least one new member.',
        },
        totals: { newMembers: sumOf(rows, 'newMembers') },
        columns,
        rows,
      };
    },
  },
  {
    code: 'retention',
    title: 'Retention',
    description: 'Members holding a membership on the first day who still hold one on the last day.',
    async run(db, range) {
      const columns = [
        column('centerName', 'Home center', 'text'),
        column('atStart', 'Members at start', 'count'),
        column('retained', 'Retained', 'count'),
        column('retention', 'Retention %', 'percent'),
      ];
      const holds = (day: string) =>
        sql`exists (select 1 from memberships ms where ms.member_id = m.id and ms.status = 'active'
              and ms.start_date <= ${day}::date and ms.end_date >= ${day}::date)`;
      const raw = await queryRows<Record<string, unknown>>(
        db,
        sql`select c.name as "centerName", count(*)::int as "atStart", (count(*) filter (where ${holds(range.to)}))::int as retained
            from members m join centers c on c.id = m.home_center_id
            where m.archived_at is null and ${holds(range.from)} and ${centerCondition(sql.raw('m.home_center_id'), range)}
            group by c.id, c.name order by c.name`,
      );
      const rows = numbers(raw, columns).map((row) => ({
        ...row,
        retention: percent(Number(row.retained), Number(row.atStart)),
      }));
      const atStart = sumOf(rows, 'atStart');
      const retained = sumOf(rows, 'retained');
      return {
        definitions: {
          atStart:
            'Members (not archived, with the chosen home branch) holding a membership that is not cancelled and covers the first day of the range.',
          retained: 'Of those, members holding such a membership that covers the last day of the range.',
          retention: 'Retained divided by members at start, as a percentage with one decimal.',
          rows: 'The same figures per home branch.',
        },
        totals: { atStart, retained, retention: percent(retained, atStart) },
        columns,
        rows,
      };
    },
  },
  {
    code: 'check-ins',
    title: 'Check-ins',
    description: 'Check-in attempts per day: allowed, refused and overridden.',
    async run(db, range) {
      const columns = [
        column('day', 'Day', 'date'),
        column('attempts', 'Attempts', 'count'),
        column('allowed', 'Allowed', 'count'),
        column('refused', 'Refused', 'count'),
        column('overridden', 'Overridden', 'count'),
      ];
      const rows = numbers(
        await queryRows(
          db,
          sql`select ${studioDay(sql.raw('k.at'), range.timeZone)} as day, count(*)::int as attempts,
                (count(*) filter (where k.allowed))::int as allowed,
                (count(*) filter (where not k.allowed))::int as refused,
                (count(*) filter (where k.overridden_by_id is not null))::int as overridden
              from check_ins k
              where ${instantInRange(sql.raw('k.at'), range)} and ${centerCondition(sql.raw('k.center_id'), range)}
              group by 1 order by 1`,
        ),
        columns,
      );
      return {
        definitions: {
          attempts: 'Every check-in attempt on a day in the range (studio time zone), at the chosen branch.',
          allowed: 'Attempts that let the member in, including refusals a staff member overrode.',
          refused: 'Attempts that were refused and not overridden.',
          overridden: 'Refusals a staff member overrode with a note (also counted as allowed).',
          rows: 'The same figures per day with at least one attempt.',
        },
        totals: Object.fromEntries(
          ['attempts', 'allowed', 'refused', 'overridden'].map((key) => [key, sumOf(rows, key)]),
        ),
        columns,
        rows,
      };
    },
  },
  {
    code: 'coupon-usage',
    title: 'Coupon usage',
    description: 'Coupon redemptions and the discount they gave, per coupon.',
    async run(db, range) {
      const columns = [
        column('code', 'Coupon', 'text'),
        column('redemptions', 'Redemptions', 'count'),
        column('discount', 'Discount', 'money'),
      ];
      const rows = numbers(
        await queryRows(
          db,
          sql`select k.code, count(*)::int as redemptions, sum(r.discount)::text as discount
              from coupon_redemptions r
              join invoices i on i.id = r.invoice_id
              join coupons k on k.id = r.coupon_id
              where ${revenueInvoices(range)} and ${countedRedemptionOf('i')}
              group by k.code order by k.code`,
        ),
        columns,
      );
      return {
        definitions: {
          redemptions:
            'Coupons applied to invoices counted as revenue: issued on a day in the range, not drafts and not void, at the chosen branch.',
          discount: 'The discount those coupons took off those invoices.',
          rows: 'The same figures per coupon code.',
        },
        totals: { redemptions: sumOf(rows, 'redemptions'), discount: sumOf(rows, 'discount') },
        columns,
        rows,
      };
    },
  },
  {
    code: 'expenditure',
    title: 'Expenditure',
    description: 'Expenses in the range by category.',
    async run(db, range) {
      const { columns, rows } = await expenditureByCategory(db, range);
      return {
        definitions: {
          amount: EXPENDITURE_DEFINITION,
          expenses: 'How many expenses were recorded.',
          rows: 'The same figures per category.',
        },
        totals: { expenses: sumOf(rows, 'expenses'), amount: sumOf(rows, 'amount') },
        columns,
        rows,
      };
    },
  },
  {
    code: 'profit-and-loss',
    title: 'Profit and loss',
    description: 'Net revenue (sales less refunds and tax) minus expenditure, per month.',
    async run(db, range) {
      const columns = [
        column('month', 'Month', 'month'),
        column('grossSales', 'Gross sales', 'money'),
        column('refunds', 'Refund amount', 'money'),
        column('tax', 'Tax', 'money'),
        column('netRevenue', 'Net revenue', 'money'),
        column('expenditure', 'Expenditure', 'money'),
        column('profit', 'Profit', 'money'),
      ];
      const raw = await queryRows<Record<string, unknown>>(
        db,
        sql`select month, sum(gross)::text as "grossSales", sum(refunds)::text as refunds, sum(tax)::text as tax,
              sum(expenditure)::text as expenditure
            from (
              select to_char(i.issued_on, 'YYYY-MM') as month, l.total as gross, 0 as refunds, l.tax, 0 as expenditure
              from invoice_lines l join invoices i on i.id = l.invoice_id
              where ${revenueInvoices(range)}
              union all
              select to_char((r.refunded_at at time zone ${range.timeZone})::date, 'YYYY-MM'), 0, r.amount,
                -coalesce(round(r.amount::numeric * i.tax / nullif(i.total, 0)), 0), 0
              from refunds r join invoices i on i.id = r.invoice_id
              where ${instantInRange(sql.raw('r.refunded_at'), range)} and ${centerCondition(sql.raw('i.center_id'), range)}
                and i.status <> 'void'
              union all
              select to_char(e.spent_on, 'YYYY-MM'), 0, 0, 0, e.amount
              from expenditures e
              where e.spent_on between ${range.from}::date and ${range.to}::date and ${centerCondition(sql.raw('e.center_id'), range)}
            ) figures
            group by month order by month`,
      );
      const rows = numbers(raw, columns).map((row) => {
        const netRevenue = Number(row.grossSales) - Number(row.refunds) - Number(row.tax);
        return { ...row, netRevenue, profit: netRevenue - Number(row.expenditure) };
      });
      const grossSales = sumOf(rows, 'grossSales');
      const refunds = sumOf(rows, 'refunds');
      const tax = sumOf(rows, 'tax');
      const netRevenue = grossSales - refunds - tax;
      const expenditure = sumOf(rows, 'expenditure');
      return {
        definitions: {
          grossSales: `Gross sales: ${REVENUE_DEFINITION} The same figure as the revenue report's total.`,
          refunds:
            'Refunds: money given back to members on a day in the range, on invoices of the chosen branch that are not void, whichever day the invoice was issued. A void invoice was never a sale, so its refunds only give its payments back and come off nothing here; the transactions report counts every refund.',
          tax: "Tax: the tax on those invoice lines (inside gross sales), owed to the tax office and not the studio's income, less the tax share of the refunds (each refund times its invoice's tax divided by its invoice's total, rounded to a minor unit): a refund gives that tax back with the money, so it is taken off once.",
          netRevenue: 'Net revenue = gross sales − refunds − tax.',
          expenditure: `${EXPENDITURE_DEFINITION} The same figure as the expenditure report's total.`,
          profit: 'Profit = net revenue − expenditure.',
          rows: 'The same figures per calendar month: of the invoice issue date, the refund day or the expense date. Every month adds up the same way.',
        },
        totals: { grossSales, refunds, tax, netRevenue, expenditure, profit: netRevenue - expenditure },
        columns,
        rows,
      };
    },
  },
];

export function findCatalogueReport(code: string): CatalogueReportDefinition | undefined {
  return CATALOGUE_REPORTS.find((report) => report.code === code);
}

export function catalogue(): CatalogueEntry[] {
  return CATALOGUE_REPORTS.map(({ code, title, description }) => ({ code, title, description }));
}

export async function runCatalogueReport(
  db: Database,
  report: CatalogueReportDefinition,
  query: { from?: string; to?: string; centerId?: number },
): Promise<CatalogueReport> {
  const range = await resolveRange(db, query);
  const body = await report.run(db, range);
  return {
    code: report.code as ReportCode,
    title: report.title,
    range: publicRange(range),
    currency: range.currency,
    ...body,
  };
}
