import type { AuditLogItem } from '@cloudfit/shared/schemas/audit-log.schema';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { Staff } from '@cloudfit/shared/schemas/staff.schema';
import { memberInput } from '../../test-support/member-input';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

let server: TestServer;
let admin: string;
let client: string;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  const login = await server.login('admin@demo.com', 'admin');
  admin = login.accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
  const [row] = await server.query<{ id: number }>(`select id from staff where email = 'admin@demo.com'`);
  adminId = row!.id;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown, token = admin) {
  const response = await server.request(`/api/v1${path}`, { method, token, body });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
}

async function auditLog(query: string): Promise<{ items: AuditLogItem[]; total: number }> {
  const { status, body } = await call('GET', `/audit-log?${query}`);
  expect(status).toBe(200);
  return body;
}

async function count(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ count: number }>(
    `select count(*)::int as count from audit_log where ${where}`,
    params,
  );
  return row!.count;
}

describe('GET /audit-log', () => {
  it('shows a payment taken through POST /invoices/:id/payments, with who, before and after', async () => {
    const [member] = await server.query<{ id: number; home_center_id: number }>(
      'select id, home_center_id from members where archived_at is null order by id limit 1',
    );
    const created = await call('POST', '/invoices', {
      memberId: member!.id,
      centerId: member!.home_center_id,
      issue: true,
      lines: [{ kind: 'custom', referenceId: null, description: 'Audit test', quantity: 1, unitPrice: 8000 }],
    });
    expect(created.status).toBe(201);
    const paid = await call('POST', `/invoices/${created.body.id}/payments`, {
      amount: 3000,
      method: 'cash',
    });
    expect(paid.status).toBe(201);
    const invoice = paid.body as InvoiceItem;
    const paymentId = invoice.payments[0]!.id;

    const payment = await auditLog(`entity=payments&entityId=${paymentId}`);
    expect(payment.total).toBe(1);
    expect(payment.items[0]).toMatchObject({
      actorStaffId: adminId,
      actorName: 'John Doe',
      action: 'create',
      entity: 'payments',
      entityId: String(paymentId),
      before: null,
      after: { id: paymentId, invoiceId: invoice.id, amount: 3000, method: 'cash' },
    });

    const onInvoice = await auditLog(`entity=invoices&entityId=${invoice.id}&action=payment`);
    expect(onInvoice.total).toBe(1);
    expect(onInvoice.items[0]).toMatchObject({
      before: { id: invoice.id, paid: 0, status: 'issued' },
      after: { id: invoice.id, paid: 3000, status: 'partial' },
    });
    // Newest first: the payment's invoice entry was written after the invoice was issued.
    const all = await auditLog(`entity=invoices&entityId=${invoice.id}`);
    expect(all.items[0]!.action).toBe('payment');
    expect(all.total).toBe(await count('entity = $1 and entity_id = $2', ['invoices', String(invoice.id)]));
  });

  it('never shows a password hash, from the staff writes or from any other entry', async () => {
    const created = await call('POST', '/staff', {
      email: 'audit.test@demo.com',
      username: 'audit.test',
      fullName: 'Audit Test',
      role: 'client',
      centerIds: [],
      isTrainer: false,
      active: true,
      password: 'first-password',
    });
    expect(created.status).toBe(201);
    const account = created.body as Staff;
    const updated = await call('PUT', `/staff/${account.id}`, {
      email: account.email,
      fullName: 'Audit Tested',
      role: 'client',
      centerIds: [],
      isTrainer: false,
      active: true,
      version: account.version,
    });
    expect(updated.status).toBe(200);
    expect(
      (await call('POST', `/staff/${account.id}/password`, { password: 'second-password' })).status,
    ).toBe(204);
    // An entry written some other way, holding a whole staff row.
    const [row] = await server.query<{ password_hash: string }>('select * from staff where id = $1', [
      account.id,
    ]);
    await server.query(
      `insert into audit_log (actor_staff_id, action, entity, entity_id, after)
       values ($1, 'import', 'staff', $2, $3::jsonb)`,
      [
        adminId,
        String(account.id),
        JSON.stringify({ ...row, passwordHash: row!.password_hash, nested: [{ password: 'x' }] }),
      ],
    );

    const entries = await call('GET', `/audit-log?entity=staff&entityId=${account.id}&sortBy=at`);
    expect(entries.status).toBe(200);
    expect(entries.body.items.map((entry: AuditLogItem) => entry.action)).toEqual([
      'create',
      'update',
      'password-reset',
      'import',
    ]);
    expect(entries.body.items[1]).toMatchObject({
      before: { fullName: 'Audit Test' },
      after: { fullName: 'Audit Tested' },
    });
    expect(entries.body.items[3].after).toMatchObject({ full_name: 'Audit Tested', nested: [{}] });
    const csv = await server.request(`/api/v1/audit-log/export.csv?entity=staff&entityId=${account.id}`, {
      token: admin,
    });
    for (const text of [entries.text, await csv.text()]) {
      expect(text).not.toMatch(/password_?hash|"password"/i);
      expect(text).not.toContain(row!.password_hash);
    }
  });

  it('filters by actor, action and studio days in SQL, with totals matching a direct count, and pages', async () => {
    const [day] = await server.query<{ today: string }>(
      `select to_char((now() at time zone coalesce((select time_zone from studio_settings where id = 1), 'UTC'))::date, 'YYYY-MM-DD') as today`,
    );
    const today = day!.today;
    const mine = await auditLog(
      `actorStaffId=${adminId}&action=create&from=${today}&to=${today}&perPage=100`,
    );
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBe(
      await count(
        `actor_staff_id = $1 and action = 'create'
         and (at at time zone coalesce((select time_zone from studio_settings where id = 1), 'UTC'))::date = $2::date`,
        [adminId, today],
      ),
    );
    expect(mine.items.every((entry) => entry.actorStaffId === adminId && entry.action === 'create')).toBe(
      true,
    );
    const everything = await auditLog('perPage=5');
    expect(everything.total).toBe(await count('true'));
    const times = everything.items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await auditLog('perPage=5&page=2');
    expect(new Set([...everything.items, ...second.items].map((entry) => entry.id)).size).toBe(
      Math.min(10, everything.total),
    );
    expect((await auditLog('entity=no-such-thing')).total).toBe(0);
  });
});

describe('GET /audit-log?memberId', () => {
  it("gives a member's activity: their record, their memberships' freezes and their invoices' payments", async () => {
    const [pkg] = await server.query<{ id: number; centerId: number }>(
      `select p.id, pc.center_id as "centerId" from packages p join package_centers pc on pc.package_id = p.id
       where p.kind = 'time' and p.active order by p.id limit 1`,
    );
    const member = await call(
      'POST',
      '/members',
      memberInput({ firstName: 'Audrey', lastName: 'Timeline', homeCenterId: pkg!.centerId }),
    );
    expect(member.status).toBe(201);
    const memberId = member.body.id as number;
    const [{ today }] = (await server.query<{ today: string }>(
      `select to_char((now() at time zone timezone)::date, 'YYYY-MM-DD') as today from centers where id = $1`,
      [pkg!.centerId],
    )) as [{ today: string }];
    const sold = await call('POST', `/members/${memberId}/memberships`, {
      packageId: pkg!.id,
      centerId: pkg!.centerId,
      startDate: today,
    });
    expect(sold.status).toBe(201);
    const frozen = await call('POST', `/memberships/${sold.body.id}/freeze`, {
      fromDate: today,
      toDate: today,
      reason: 'Flu',
      version: sold.body.version,
    });
    expect(frozen.status).toBe(200);
    const paid = await call('POST', `/invoices/${sold.body.invoiceId}/payments`, {
      amount: 100,
      method: 'cash',
    });
    expect(paid.status).toBe(201);

    const { items, total } = await auditLog(`memberId=${memberId}&perPage=100`);
    const entries = items.map((item) => `${item.entity}:${item.action}`);
    expect(entries).toEqual(
      expect.arrayContaining(['members:create', 'memberships:freeze', 'invoices:payment']),
    );
    expect(total).toBe(items.length);
    // Nothing about anyone else.
    const others = items.filter(
      (item) =>
        (item.entity === 'members' && item.entityId !== String(memberId)) ||
        (item.entity === 'memberships' && item.entityId !== String(sold.body.id)) ||
        (item.entity === 'invoices' && item.entityId !== String(sold.body.invoiceId)),
    );
    expect(others).toEqual([]);
  });
});

describe('access and validation', () => {
  it('lets the front desk list payments but not read the audit log; no token is 401', async () => {
    expect((await call('GET', '/payments', undefined, client)).status).toBe(200);
    expect((await call('GET', '/audit-log', undefined, client)).status).toBe(403);
    expect((await call('GET', '/audit-log/export.csv', undefined, client)).status).toBe(403);
    expect((await server.request('/api/v1/audit-log')).status).toBe(401);
    expect((await server.request('/api/v1/audit-log/export.csv')).status).toBe(401);
    const developer = (await server.login('developer@demo.com', 'developer')).accessToken;
    expect((await call('GET', '/audit-log?perPage=1', undefined, developer)).status).toBe(200);
  });

  it('answers 400 with the field for a bad filter', async () => {
    const cases: [string, string][] = [
      ['actorStaffId=abc', 'actorStaffId'],
      ['entity=a%20b', 'entity'],
      [`entityId=${'x'.repeat(65)}`, 'entityId'],
      ['from=2026-13-01', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['sortBy=before', 'sortBy'],
      ['perPage=0', 'perPage'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await call('GET', `/audit-log?${query}`);
      expect([query, status, Object.keys(body.error.fields ?? {})]).toEqual([query, 400, [field]]);
    }
  });
});
