import { GIVEN_NAMES, MEMBER_TAGS, TAIWANESE_SURNAMES } from '../core-seed-data';

/**
 * The scale seed as SQL: each step one `INSERT ... SELECT` over generate_series, so PostgreSQL
 * builds the rows itself (per-row JavaScript is far too slow at this size). "Random" choices are
 * `hashint8` of an id and a salt, not random(): a rebuild on the same day gives the same data, up
 * to the order in which the engine numbers generated classes (so a few bookings differ between
 * PGlite and PostgreSQL).
 *
 * Proportions follow the realistic seed (2,400 members in 3 centers): about 800 members a
 * center, 1.2 memberships and 1.6 invoices a member, a payment for nine invoices in ten, 2.2
 * classes a center a day with 13 bookings each, 5 PT sessions per PT package, 2.3 check-ins a
 * member. The added members get new centers, so a center keeps the realistic seed's size.
 */
export interface ScalePlan {
  /** The last member id after the seed (the realistic seed's members keep theirs). */
  targetMembers: number;
  /** The studio's today, 'YYYY-MM-DD', in its time zone. */
  today: string;
  timeZone: string;
}

export interface ScaleStep {
  name: string;
  sql: string;
}

export const MEMBERS_PER_CENTER = 800;

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(', ')}]`;

/** `hashint8(key * 7919 + salt)` folded into 0..n-1. */
const pick = (key: string, salt: number, n: number | string) =>
  `((abs(hashint8((${key})::bigint * 7919 + ${salt})::bigint) % ${n})::int)`;

export function scaleSteps(plan: ScalePlan): ScaleStep[] {
  const { today, timeZone } = plan;
  const tz = literal(timeZone);
  const given = textArray([...GIVEN_NAMES.female, ...GIVEN_NAMES.male]);
  const surnames = textArray(TAIWANESE_SURNAMES);
  const tags = textArray(MEMBER_TAGS);
  const day = `${literal(today)}::date`;
  // Local wall-clock time on a day, as an instant.
  const localAt = (dateExpr: string, minutesExpr: string) =>
    `((${dateExpr})::timestamp + (${minutesExpr}) * interval '1 minute') at time zone ${tz}`;

  return [
    {
      name: 'plan',
      sql: `create temp table scale_plan as
        select (select max(id) from members) + 1 as first_member, ${plan.targetMembers} as last_member,
               (select max(id) from centers) + 1 as first_center,
               (select max(id) from centers) + ceil((${plan.targetMembers} - (select max(id) from members))::numeric / ${MEMBERS_PER_CENTER})::int as last_center,
               (select tax_rate_basis_points from studio_settings where id = 1) as tax_bp,
               (select next_invoice_number from studio_settings where id = 1) as next_number,
               (select array_agg(id order by id) from staff where active and not is_trainer) as desk,
               (select array_agg(id order by id) from staff where active and is_trainer) as trainers,
               (select array_agg(id order by id) from products where active) as products`,
    },
    {
      name: 'centers',
      sql: `insert into centers (id, name, code, address, phone, timezone)
        select c, 'CloudFit Branch ' || lpad(c::text, 3, '0'), 'BR' || lpad(c::text, 3, '0'),
               'No. ' || c || ', Scale Rd., Taipei City', '02-27' || lpad(c::text, 2, '0') || '-' || lpad((c * 37 % 10000)::text, 4, '0'),
               ${tz}
        from scale_plan, generate_series(first_center, last_center) c`,
    },
    {
      name: 'rooms',
      sql: `insert into rooms (center_id, name, capacity)
        select c.id, r.name, r.capacity from scale_plan p
        join centers c on c.id >= p.first_center
        cross join (select name, capacity from rooms where center_id = (select min(id) from centers)) r`,
    },
    {
      name: 'package centers',
      sql: `insert into package_centers (package_id, center_id)
        select pc.package_id, c.id from scale_plan p
        join centers c on c.id >= p.first_center
        cross join (select package_id from package_centers where center_id = (select min(id) from centers)) pc`,
    },
    {
      name: 'members',
      sql: `insert into members (id, member_number, first_name, last_name, email, phone, birthday, gender,
                                 home_center_id, tags, joined_at, created_at, updated_at)
        select g, 'M' || lpad(g::text, 6, '0'), f.first_name, f.last_name,
               lower(f.first_name || '.' || f.last_name) || g || '@example.com',
               '09' || lpad(${pick('g', 11, 100)}::text, 2, '0') || '-' || lpad(${pick('g', 12, 1000)}::text, 3, '0') || '-' || lpad(${pick('g', 13, 1000)}::text, 3, '0'),
               (${day} - 6000 - ${pick('g', 14, 18000)})::date,
               case when ${pick('g', 15, 100)} < 52 then 'female' when ${pick('g', 15, 100)} < 98 then 'male' else 'other' end,
               p.first_center + (g - p.first_member) / ${MEMBERS_PER_CENTER},
               case when ${pick('g', 16, 3)} = 0 then '{}'::text[] else array[(${tags})[1 + ${pick('g', 17, MEMBER_TAGS.length)}]] end,
               j.joined, j.joined, j.joined
        from scale_plan p, generate_series(p.first_member, p.last_member) g,
             lateral (select (${given})[1 + ${pick('g', 18, GIVEN_NAMES.female.length + GIVEN_NAMES.male.length)}] as first_name,
                             (${surnames})[1 + ${pick('g', 19, TAIWANESE_SURNAMES.length)}] as last_name) f,
             lateral (select ${localAt(`${day} - ${pick('g', 20, 1095)}`, `420 + ${pick('g', 21, 840)}`)} as joined) j`,
    },
    {
      // One membership per new member and a second for one in five; the invoice that sold it has the same k.
      name: 'sales plan',
      sql: `create temp table scale_sales as
        select row_number() over (order by s.member_id, s.nth)::int as k, s.*, pk.kind, pk.name as package_name,
               pk.credits, pk.price,
               (s.start_date + case when pk.duration_unit = 'months' then pk.duration_value * interval '1 month'
                                    else pk.duration_value * interval '1 day' end)::date - 1 as end_date,
               ${pick('s.member_id * 2 + s.nth', 30, 1000)} as roll
        from (
          select m.id as member_id, n.nth, m.home_center_id as center_id,
                 case when ${pick('m.id * 2 + n.nth', 31, 100)} < 73 then 1 + ${pick('m.id * 2 + n.nth', 32, 7)}
                      when ${pick('m.id * 2 + n.nth', 31, 100)} < 92 then 8 + ${pick('m.id * 2 + n.nth', 32, 4)}
                      else 12 + ${pick('m.id * 2 + n.nth', 32, 4)} end as package_id,
                 (${day} - case when n.nth = 1 then ${pick('m.id', 33, 365)} else ${pick('m.id', 34, 90)} end)::date as start_date
          from scale_plan p join members m on m.id >= p.first_member
          cross join generate_series(1, 2) n(nth)
          where n.nth = 1 or ${pick('m.id', 35, 5)} = 0
        ) s join packages pk on pk.id = s.package_id`,
    },
    {
      name: 'invoice bases',
      sql: `create temp table scale_base as
        select (select coalesce(max(id), 0) from invoices) as invoice, (select coalesce(max(id), 0) from memberships) as membership,
               (select coalesce(max(id), 0) from pt_sessions) as pt, (select count(*) from scale_sales)::int as sales`,
    },
    {
      // Product sales: two in five members bought one or two products.
      name: 'product lines plan',
      sql: `create temp table scale_product_lines as
        select dense_rank() over (order by m.id)::int as k, m.id as member_id, m.home_center_id as center_id, l.position,
               pr.id as product_id, pr.name, 1 + ${pick('m.id * 3 + l.position', 40, 3)} as quantity, pr.price,
               (${day} - ${pick('m.id', 41, 365)})::date as issued_on
        from scale_plan p join members m on m.id >= p.first_member
        cross join generate_series(1, 2) l(position)
        cross join lateral (select id, name, price from products
                            where id = p.products[1 + ${pick('m.id * 3 + l.position', 42, 'cardinality(p.products)')}]) pr
        where ${pick('m.id', 43, 100)} < 41 and (l.position = 1 or ${pick('m.id', 44, 2)} = 0)`,
    },
    {
      name: 'invoices',
      sql: `insert into invoices (id, number, member_id, center_id, status, issued_on, due_date, currency, subtotal, tax,
                                  total, paid, void_reason, voided_at, created_by_id, created_at, updated_at)
        select b.invoice + s.k, 'CF-' || lpad((p.next_number + s.k - 1)::text, 6, '0'), s.member_id, s.center_id,
               case when s.roll < 890 then 'paid' when s.roll < 950 then 'partial' when s.roll < 998 then 'issued' else 'void' end,
               s.start_date, s.start_date + 14, 'TWD', s.price, t.tax, s.price + t.tax,
               case when s.roll < 890 then s.price + t.tax when s.roll < 950 then (s.price + t.tax) / 200 * 100 else 0 end,
               case when s.roll >= 998 then 'Sold in error' end,
               case when s.roll >= 998 then ${localAt('s.start_date', '1080')} end,
               p.desk[1 + ${pick('s.k', 50, 'cardinality(p.desk)')}], ${localAt('s.start_date', `480 + ${pick('s.k', 51, 720)}`)},
               ${localAt('s.start_date', `480 + ${pick('s.k', 51, 720)}`)}
        from scale_sales s, scale_plan p, scale_base b, lateral (select round(s.price * p.tax_bp / 1000000.0)::bigint * 100 as tax) t`,
    },
    {
      name: 'package lines',
      sql: `insert into invoice_lines (invoice_id, position, kind, reference_id, description, quantity, unit_price, tax, total)
        select b.invoice + s.k, 1, 'package', s.package_id, s.package_name, 1, s.price, i.tax, i.total
        from scale_sales s, scale_base b, invoices i where i.id = b.invoice + s.k`,
    },
    {
      name: 'product invoices',
      sql: `insert into invoices (id, number, member_id, center_id, status, issued_on, due_date, currency, subtotal, tax,
                                  total, paid, created_by_id, created_at, updated_at)
        select b.invoice + b.sales + l.k, 'CF-' || lpad((p.next_number + b.sales + l.k - 1)::text, 6, '0'), l.member_id, l.center_id,
               case when ${pick('l.k', 60, 100)} < 95 then 'paid' else 'issued' end,
               l.issued_on, l.issued_on + 14, 'TWD', l.subtotal, l.tax, l.subtotal + l.tax,
               case when ${pick('l.k', 60, 100)} < 95 then l.subtotal + l.tax else 0 end,
               p.desk[1 + ${pick('l.k', 61, 'cardinality(p.desk)')}], ${localAt('l.issued_on', `480 + ${pick('l.k', 62, 720)}`)},
               ${localAt('l.issued_on', `480 + ${pick('l.k', 62, 720)}`)}
        from (select k, min(member_id) as member_id, min(center_id) as center_id, min(issued_on) as issued_on,
                     sum(quantity * price)::bigint as subtotal,
                     sum(round(quantity * price * (select tax_bp from scale_plan) / 1000000.0) * 100)::bigint as tax
              from scale_product_lines group by k) l, scale_plan p, scale_base b`,
    },
    {
      name: 'product lines',
      sql: `insert into invoice_lines (invoice_id, position, kind, reference_id, description, quantity, unit_price, tax, total)
        select b.invoice + b.sales + l.k, l.position, 'product', l.product_id, l.name, l.quantity, l.price, t.tax,
               l.quantity * l.price + t.tax
        from scale_product_lines l, scale_base b, scale_plan p,
             lateral (select round(l.quantity * l.price * p.tax_bp / 1000000.0)::bigint * 100 as tax) t`,
    },
    {
      // A paid invoice has one payment of its total, a partly paid one a payment of half; then a
      // refund takes a quarter back from one paid invoice in sixty, which stays paid with nothing owed.
      name: 'payments',
      sql: `insert into payments (invoice_id, amount, method, paid_at, staff_id, created_at)
        select i.id, i.paid,
               case when ${pick('i.id', 70, 100)} < 45 then 'card' when ${pick('i.id', 70, 100)} < 75 then 'cash'
                    when ${pick('i.id', 70, 100)} < 95 then 'transfer' else 'other' end,
               i.created_at + ${pick('i.id', 71, 30)} * interval '1 minute',
               p.desk[1 + ${pick('i.id', 72, 'cardinality(p.desk)')}], i.created_at
        from scale_base b, scale_plan p, invoices i
        where i.id > b.invoice and i.paid > 0`,
    },
    {
      name: 'refunds',
      sql: `insert into refunds (payment_id, invoice_id, amount, method, reason, refunded_at, staff_id, created_at)
        select pay.id, i.id, i.total / 400 * 100, pay.method, 'Partial refund on request', pay.paid_at + interval '3 days',
               pay.staff_id, pay.paid_at + interval '3 days'
        from scale_base b, invoices i join payments pay on pay.invoice_id = i.id
        where i.id > b.invoice and i.status = 'paid' and ${pick('i.id', 73, 60)} = 0 and i.total / 400 > 0`,
    },
    {
      name: 'refunded invoices',
      sql: `update invoices i set paid = i.paid - i.total / 400 * 100, refunded = i.total / 400 * 100
        from scale_base b where i.id > b.invoice and i.status = 'paid' and ${pick('i.id', 73, 60)} = 0 and i.total / 400 > 0`,
    },
    {
      name: 'memberships',
      sql: `insert into memberships (id, member_id, package_id, kind, center_id, start_date, end_date, status, credits_total,
                                     credits_remaining, trainer_id, price_paid, invoice_id, cancel_reason, cancelled_at,
                                     sold_by_id, created_at, updated_at)
        select b.membership + s.k, s.member_id, s.package_id, s.kind, s.center_id, s.start_date, s.end_date,
               case when s.kind = 'time' and ${pick('s.k', 80, 33)} = 0 then 'cancelled' else 'active' end,
               s.credits, s.credits,
               case when s.kind = 'pt' then p.trainers[1 + ${pick('s.k', 81, 'cardinality(p.trainers)')}] end,
               i.total, i.id,
               case when s.kind = 'time' and ${pick('s.k', 80, 33)} = 0 then 'Moved away' end,
               case when s.kind = 'time' and ${pick('s.k', 80, 33)} = 0 then i.created_at + interval '20 days' end,
               i.created_by_id, i.created_at, i.created_at
        from scale_sales s, scale_base b, scale_plan p, invoices i where i.id = b.invoice + s.k`,
    },
    {
      name: 'sale credits',
      sql: `insert into membership_credit_movements (membership_id, delta, reason, reference_id, staff_id, at)
        select ms.id, ms.credits_total, 'sale', ms.invoice_id, ms.sold_by_id, ms.created_at
        from scale_base b, memberships ms where ms.id > b.membership and ms.kind <> 'time' and ms.credits_total > 0`,
    },
    {
      // Weekly sessions from the start, up to the package's sessions and at most six.
      name: 'pt sessions',
      sql: `insert into pt_sessions (member_id, trainer_id, center_id, membership_id, starts_at, ends_at, status, completed_at,
                                     created_at, updated_at)
        select ms.member_id, ms.trainer_id, ms.center_id, ms.id, x.starts_at, x.starts_at + interval '1 hour',
               x.status, case when x.status = 'completed' then x.starts_at + interval '1 hour' end, ms.created_at, ms.created_at
        from scale_base b, memberships ms
        cross join lateral generate_series(1, least(ms.credits_total, 1 + ${pick('ms.id', 90, 6)})) n
        cross join lateral (
          select ${localAt('ms.start_date + 7 * (n - 1) + 1', `420 + 60 * ${pick('ms.id * 31 + n', 91, 13)}`)} as starts_at
        ) t
        cross join lateral (
          select t.starts_at, case when t.starts_at > now() then 'scheduled'
                                   when ${pick('ms.id * 31 + n', 92, 100)} < 85 then 'completed'
                                   when ${pick('ms.id * 31 + n', 92, 100)} < 93 then 'cancelled' else 'no_show' end as status
        ) x
        where ms.id > b.membership and ms.kind = 'pt'`,
    },
    {
      name: 'pt credits',
      sql: `insert into membership_credit_movements (membership_id, delta, reason, reference_id, staff_id, at)
        select s.membership_id, -1, 'pt', s.id, s.trainer_id, s.completed_at
        from scale_base b, pt_sessions s where s.id > b.pt and s.status = 'completed'`,
    },
    {
      name: 'pt credits remaining',
      sql: `update memberships ms set credits_remaining = ms.credits_total - u.used
        from (select s.membership_id, count(*)::int as used from scale_base b, pt_sessions s
              where s.id > b.pt and s.status = 'completed' group by s.membership_id) u
        where ms.id = u.membership_id`,
    },
    {
      // 2.2 classes a center a day, eight weeks back to four ahead, in the center's first three rooms.
      name: 'classes',
      sql: `insert into classes (center_id, room_id, instructor_id, title, starts_at, ends_at, capacity, status, cancel_reason)
        select c.id, r.id, p.trainers[1 + ${pick('c.id * 1000 + d * 3 + slot', 100, 'cardinality(p.trainers)')}],
               (array['Morning Flow Yoga', 'HIIT 45', 'Body Pump', 'Pilates Mat', 'Stretch & Mobility', 'Rhythm Spin', 'Boxing Fitness'])[1 + ${pick('c.id * 1000 + d * 3 + slot', 101, 7)}],
               t.starts_at, t.starts_at + interval '1 hour', r.capacity,
               case when ${pick('c.id * 1000 + d * 3 + slot', 102, 100)} = 0 then 'cancelled' else 'scheduled' end,
               case when ${pick('c.id * 1000 + d * 3 + slot', 102, 100)} = 0 then 'Instructor unwell' end
        from scale_plan p
        join centers c on c.id >= p.first_center
        cross join generate_series(-56, 27) d
        cross join generate_series(0, 2) slot
        cross join lateral (select id, capacity from rooms where center_id = c.id order by id offset slot limit 1) r
        cross join lateral (select ${localAt(`${day} + d`, '(array[420, 720, 1140])[slot + 1]')} as starts_at) t
        where slot < 2 or ${pick('c.id * 1000 + d', 103, 5)} = 0`,
    },
    {
      // About 13 bookings a class, from members of the class's center, never the same member twice.
      name: 'bookings',
      sql: `insert into bookings (class_id, member_id, status, booked_at, cancelled_at, attended_at)
        select c.id, p.first_member + (c.center_id - p.first_center) * ${MEMBERS_PER_CENTER} + o.slot, x.status,
               c.starts_at - interval '2 days',
               case when x.status in ('cancelled', 'late_cancelled') then c.starts_at - interval '1 day' end,
               case when x.status = 'attended' then c.starts_at end
        from scale_plan p
        join classes c on c.center_id >= p.first_center and c.status = 'scheduled'
        cross join lateral generate_series(0, least(c.capacity, 10 + ${pick('c.id', 110, 7)}) - 1) j
        cross join lateral (select (${pick('c.id', 111, MEMBERS_PER_CENTER)} + j * 37) % ${MEMBERS_PER_CENTER} as slot) o
        cross join lateral (
          select case when c.starts_at > now() then case when ${pick('c.id * 64 + j', 112, 100)} < 93 then 'booked' else 'cancelled' end
                      when ${pick('c.id * 64 + j', 112, 100)} < 80 then 'attended'
                      when ${pick('c.id * 64 + j', 112, 100)} < 89 then 'no_show'
                      when ${pick('c.id * 64 + j', 112, 100)} < 98 then 'cancelled' else 'late_cancelled' end as status
        ) x
        where p.first_member + (c.center_id - p.first_center) * ${MEMBERS_PER_CENTER} + o.slot <= p.last_member`,
    },
    {
      name: 'check-ins',
      sql: `insert into check_ins (member_id, center_id, at, allowed, reason, staff_id, device)
        select m.id, m.home_center_id,
               ${localAt(`${day} - ${pick('m.id * 4 + n', 120, 56)}`, `360 + ${pick('m.id * 4 + n', 121, 900)}`)},
               ${pick('m.id * 4 + n', 122, 100)} >= 3,
               case when ${pick('m.id * 4 + n', 122, 100)} < 3 then 'expired' end,
               p.desk[1 + ${pick('m.id * 4 + n', 123, 'cardinality(p.desk)')}], 'Front desk scanner'
        from scale_plan p join members m on m.id >= p.first_member
        cross join generate_series(1, 4) n
        where ${pick('m.id * 4 + n', 124, 100)} < 57`,
    },
    {
      name: 'invoice numbering',
      sql: `update studio_settings set next_invoice_number = next_invoice_number + (select count(*) from invoices i, scale_base b where i.id > b.invoice)
        where id = 1`,
    },
    { name: 'drop plan', sql: 'drop table scale_plan, scale_sales, scale_base, scale_product_lines' },
  ];
}

/** The foreign keys the steps fill: child table, column, parent table. */
const REFERENCES: [string, string, string][] = [
  ['members', 'home_center_id', 'centers'],
  ['rooms', 'center_id', 'centers'],
  ['invoices', 'member_id', 'members'],
  ['invoices', 'center_id', 'centers'],
  ['invoices', 'created_by_id', 'staff'],
  ['invoice_lines', 'invoice_id', 'invoices'],
  ['payments', 'invoice_id', 'invoices'],
  ['payments', 'staff_id', 'staff'],
  ['refunds', 'payment_id', 'payments'],
  ['refunds', 'invoice_id', 'invoices'],
  ['memberships', 'member_id', 'members'],
  ['memberships', 'package_id', 'packages'],
  ['memberships', 'center_id', 'centers'],
  ['memberships', 'invoice_id', 'invoices'],
  ['memberships', 'trainer_id', 'staff'],
  ['membership_credit_movements', 'membership_id', 'memberships'],
  ['pt_sessions', 'member_id', 'members'],
  ['pt_sessions', 'membership_id', 'memberships'],
  ['pt_sessions', 'trainer_id', 'staff'],
  ['classes', 'room_id', 'rooms'],
  ['classes', 'instructor_id', 'staff'],
  ['bookings', 'class_id', 'classes'],
  ['bookings', 'member_id', 'members'],
  ['check_ins', 'member_id', 'members'],
  ['check_ins', 'staff_id', 'staff'],
];

/**
 * One query counting rows whose reference points nowhere. The steps run with foreign-key
 * triggers off (row-by-row checks were half the build time), so this set-based check replaces them.
 */
export function danglingReferencesSql(): string {
  return REFERENCES.map(
    ([child, column, parent]) =>
      `select '${child}.${column}' as reference, count(*)::int as dangling from ${child} c
       where c.${column} is not null and not exists (select 1 from ${parent} p where p.id = c.${column})`,
  ).join('\nunion all\n');
}
