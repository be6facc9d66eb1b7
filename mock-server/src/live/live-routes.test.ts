import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { LiveEvent } from '@cloudfit/shared/live/live-event';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { MAX_EVENTS_AT_ONCE } from './live-hub';

jest.setTimeout(60_000);

interface StreamClient {
  events: LiveEvent[];
  resyncs: number;
  /** Waits until an event matches, failing after `timeoutMs`. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens `GET /api/v1/events` the way the browser does (fetch with the token) and parses the stream. */
async function openStream(origin: string, token: string, lastEventId?: number): Promise<StreamClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const response = await fetch(`${origin}/api/v1/events`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const client: StreamClient & { listeners: Set<() => void> } = {
    events: [],
    resyncs: 0,
    listeners: new Set(),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = client.events.find(match);
          if (!found) return false;
          client.listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          client.listeners.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(client.events)}`));
        }, timeoutMs);
        if (!check()) client.listeners.add(check);
      });
    },
    close: () => controller.abort(),
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name === 'change' && data) client.events.push(JSON.parse(data) as LiveEvent);
          if (name === 'resync') client.resyncs++;
          for (const listener of [...client.listeners]) listener();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return client;
}

const JWT_SECRET = 'live-stream-test-secret-of-enough-length';

const expenditure = {
  spentOn: '2026-01-15',
  centerId: 1,
  category: 'other',
  vendor: 'Live stream test',
  amount: 100,
  method: 'cash',
  note: null,
};

describe('GET /events (live changes)', () => {
  let server: TestServer;
  let admin: string;
  let desk: string;
  let deskStaffId: number;
  const streams: StreamClient[] = [];
  const open = async (token: string, lastEventId?: number) => {
    const stream = await openStream(server.origin, token, lastEventId);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    server = await startTestServer({ jwtSecret: new TextEncoder().encode(JWT_SECRET) });
    admin = (await server.login('admin@demo.com', 'admin')).accessToken;
    const deskLogin = await server.login('client@demo.com', 'client');
    desk = deskLogin.accessToken;
    deskStaffId = deskLogin.userData.id;
  }, TEST_SERVER_START_TIMEOUT_MS);

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await server?.close();
  });

  async function checkIn(memberId: number, centerId = 1): Promise<number> {
    const response = await server.request('/api/v1/check-ins', {
      method: 'POST',
      token: admin,
      body: { memberId, centerId, confirmRepeat: true },
    });
    expect([201, 422]).toContain(response.status);
    const body = (await response.json()) as { checkIn?: { id: number } };
    expect(response.status).toBe(201);
    return body.checkIn!.id;
  }

  it('sends a check-in made at another desk to the desk stream within a second, with who made it', async () => {
    const stream = await open(desk);
    const startedAt = performance.now();
    const checkInId = await checkIn(7);
    const event = await stream.waitFor(
      (e) => e.type === 'check-ins.check-in' && e.recordId === String(checkInId),
    );
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect(event).toMatchObject({ resource: 'check-ins', memberId: 7, branchId: 1 });
    expect(event.actorName).toBeTruthy();
  });

  it("keeps from the front desk's stream what the front desk may not read, and what is at a branch not its own", async () => {
    // The desk no longer works at branch 2: a room there is none of its business.
    await server.query('delete from staff_centers where staff_id = $1 and center_id = 2', [deskStaffId]);
    const deskStream = await open(desk);
    const adminStream = await open(admin);
    const spent = await server.request('/api/v1/expenditures', {
      method: 'POST',
      token: admin,
      body: expenditure,
    });
    expect(spent.status).toBe(201);
    const expenditureId = String(((await spent.json()) as { id: number }).id);
    const room = await server.request('/api/v1/rooms', {
      method: 'POST',
      token: admin,
      body: { centerId: 2, name: 'Live stream room', capacity: 10, active: true },
    });
    expect(room.status).toBe(201);
    const roomId = String(((await room.json()) as { id: number }).id);
    const lastId = await checkIn(8);

    await adminStream.waitFor((e) => e.resource === 'check-ins' && e.recordId === String(lastId));
    await deskStream.waitFor((e) => e.resource === 'check-ins' && e.recordId === String(lastId));
    expect(adminStream.events.map((e) => `${e.resource}:${e.recordId}`)).toEqual(
      expect.arrayContaining([`expenditures:${expenditureId}`, `rooms:${roomId}`]),
    );
    expect(deskStream.events.map((e) => e.resource)).not.toContain('expenditures');
    expect(deskStream.events.map((e) => e.resource)).not.toContain('rooms');
    await server.query('insert into staff_centers (staff_id, center_id) values ($1, 2)', [deskStaffId]);
  });

  it('answers 401 to a stream without a token', async () => {
    const response = await fetch(`${server.origin}/api/v1/events`);
    expect(response.status).toBe(401);
  });

  it('catches a reconnecting client up from its Last-Event-ID, and tells one too far behind to read everything again', async () => {
    const first = await open(desk);
    const seenId = await checkIn(9);
    const seen = await first.waitFor((e) => e.recordId === String(seenId) && e.resource === 'check-ins');
    first.close();

    const missed = [await checkIn(10), await checkIn(11)].map(String);
    const again = await open(desk, seen.id);
    await again.waitFor((e) => e.resource === 'check-ins' && e.recordId === missed[1]);
    expect(again.events.filter((e) => e.resource === 'check-ins').map((e) => e.recordId)).toEqual(missed);
    expect(again.resyncs).toBe(0);

    // The seeded history is far more than a stream replays.
    const farBehind = await open(desk, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(farBehind.resyncs).toBe(1);
    expect(farBehind.events).toEqual([]);
  });

  it('answers 400 to a Last-Event-ID that is no event id', async () => {
    const response = await server.request('/api/v1/events', {
      token: desk,
      headers: { 'last-event-id': 'abc' },
    });
    expect(response.status).toBe(400);
  });

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await server.request(`/api/v1${path}`, { method: 'POST', token: admin, body });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as T;
  }

  /** Waits until `stream` has `count` events matching, and answers their record ids. */
  async function idsOf(stream: StreamClient, match: (event: LiveEvent) => boolean, count: number) {
    await stream.waitFor(() => stream.events.filter(match).length >= count, 15_000).catch(() => undefined);
    return new Set(stream.events.filter(match).map((event) => event.recordId));
  }

  it('announces a bulk tag on each member it changes, thousands at once, to the desk', async () => {
    const deskStream = await open(desk);
    const few = await post<{ members: number }>('/members/bulk', {
      selection: { ids: [21, 22] },
      action: { type: 'addTag', tag: 'Live few' },
    });
    expect(few.members).toBe(2);
    const fewEvents = await idsOf(deskStream, (e) => e.type === 'members.bulk-add-tag', 2);
    expect([...fewEvents].sort()).toEqual(['21', '22']);
    const event = deskStream.events.find((e) => e.recordId === '21')!;
    const [held] = await server.query<{ version: number }>('select version from members where id = 21');
    // The version tells an open profile form of the member that it is behind.
    expect(event).toMatchObject({
      memberId: 21,
      version: held!.version,
      changed: expect.arrayContaining(['tags']),
    });
    expect(event.actorName).toBeTruthy();

    // Thousands of events would outrun a desk: it is told to read everything again, once.
    const all = await post<{ members: number }>('/members/bulk', {
      selection: { filter: {} },
      action: { type: 'addTag', tag: 'Live all' },
    });
    expect(all.members).toBeGreaterThan(MAX_EVENTS_AT_ONCE);
    await deskStream.waitFor(() => deskStream.resyncs > 0, 15_000);
    const afterCheckIn = await checkIn(14);
    await deskStream.waitFor((e) => e.resource === 'check-ins' && e.recordId === String(afterCheckIn));
    expect(deskStream.resyncs).toBe(1);
    expect(deskStream.events.filter((e) => e.type === 'members.bulk-add-tag')).toHaveLength(2);
  });

  it('announces a payment reversed as recorded by mistake, with its invoice and member', async () => {
    const stream = await open(admin);
    const invoice = await post<{ id: number; total: number }>('/invoices', {
      memberId: 9,
      centerId: 1,
      issue: true,
      lines: [
        { kind: 'custom', referenceId: null, description: 'Live reversal', quantity: 1, unitPrice: 10_000 },
      ],
    });
    const paid = await post<{ payments: { id: number }[] }>(`/invoices/${invoice.id}/payments`, {
      amount: invoice.total,
      method: 'cash',
    });
    const paymentId = paid.payments[0]!.id;
    await post(`/payments/${paymentId}/reversal`, { reason: 'Card, not cash' });
    const event = await stream.waitFor((e) => e.type === 'payments.reversal');
    expect(event).toMatchObject({ recordId: String(paymentId), invoiceId: invoice.id, memberId: 9 });
    await stream.waitFor((e) => e.type === 'invoices.reversal' && e.recordId === String(invoice.id));
  });

  it("announces a closure's extended memberships with their members", async () => {
    const adminStream = await open(admin);
    const onDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await post<{ membershipsExtended: number }>('/closures', {
      centerId: 3,
      startsOn: onDay(20),
      endsOn: onDay(21),
      reason: 'Live stream closure',
    });
    expect(created.membershipsExtended).toBeGreaterThan(0);
    const extended = await idsOf(
      adminStream,
      (e) => e.type === 'memberships.closure-extend',
      created.membershipsExtended,
    );
    expect(extended.size).toBe(created.membershipsExtended);
    const sample = adminStream.events.find((e) => e.type === 'memberships.closure-extend')!;
    expect(sample.memberId).toEqual(expect.any(Number));
    expect(sample.changed).toEqual(expect.arrayContaining(['endDate']));
  });

  it('announces members moved to another branch to the desk', async () => {
    const deskStream = await open(desk);
    const [first, second] = await server.query<{ id: number }>(
      'select id from members where home_center_id = 1 and archived_at is null order by id limit 2',
    );
    const moved = await post<{ moved: number }>('/centers/1/move-members', {
      toCenterId: 2,
      memberIds: [first!.id, second!.id],
    });
    expect(moved.moved).toBe(2);
    const events = await idsOf(deskStream, (e) => e.type === 'members.move-home-center', 2);
    expect(events).toEqual(new Set([String(first!.id), String(second!.id)]));
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('GET /events with two API processes on one PostgreSQL', () => {
  let server: TestServer;
  let second: ChildProcess | undefined;
  let secondOrigin: string;

  beforeAll(async () => {
    server = await startTestServer({ jwtSecret: new TextEncoder().encode(JWT_SECRET) });
    const [row] = await server.query<{ name: string }>('select current_database() as name');
    const name = row!.name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const port = await freePort();
    secondOrigin = `http://127.0.0.1:${port}`;
    second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        JWT_SECRET,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${secondOrigin}/healthz`).catch(() => null);
      if (ready?.ok) break;
      if (tries > 300) throw new Error('the second API process did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, TEST_SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second!.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await server?.close();
  });

  it('sends a check-in written through process A to a stream client of process B', async () => {
    const desk = (await server.login('client@demo.com', 'client')).accessToken;
    const admin = (await server.login('admin@demo.com', 'admin')).accessToken;
    const stream = await openStream(secondOrigin, desk);
    try {
      const startedAt = performance.now();
      const response = await server.request('/api/v1/check-ins', {
        method: 'POST',
        token: admin,
        body: { memberId: 12, centerId: 1, confirmRepeat: true },
      });
      expect(response.status).toBe(201);
      const { checkIn } = (await response.json()) as { checkIn: { id: number } };
      const event = await stream.waitFor(
        (e) => e.resource === 'check-ins' && e.recordId === String(checkIn.id),
      );
      expect(performance.now() - startedAt).toBeLessThan(1_000);
      expect(event.memberId).toBe(12);
    } finally {
      stream.close();
    }
  });

  it('listens again when its listening connection is cut, and delivers what committed meanwhile', async () => {
    const desk = (await server.login('client@demo.com', 'client')).accessToken;
    const admin = (await server.login('admin@demo.com', 'admin')).accessToken;
    const stream = await openStream(secondOrigin, desk);
    try {
      const cut = await server.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect(cut.length).toBeGreaterThan(0);
      const response = await server.request('/api/v1/check-ins', {
        method: 'POST',
        token: admin,
        body: { memberId: 13, centerId: 1, confirmRepeat: true },
      });
      expect(response.status).toBe(201);
      const { checkIn } = (await response.json()) as { checkIn: { id: number } };
      await stream.waitFor((e) => e.resource === 'check-ins' && e.recordId === String(checkIn.id), 5_000);
    } finally {
      stream.close();
    }
  });
});
