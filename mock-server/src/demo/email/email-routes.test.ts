import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(20_000);

let server: TestServer;
let developer: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

const call = (method: string, pathname: string, body?: unknown, token: string | undefined = developer) =>
  server.api(method, `/apps/email${pathname}`, { token, body });

const ids = (emails: Json[]) => emails.map((email) => email.id);

describe('GET /apps/email/emails', () => {
  it('lists the inbox newest first by default, with unread counts per folder and label', async () => {
    const { status, body } = await call('GET', '/emails');
    expect(status).toBe(200);
    expect(body.emails.length).toBeGreaterThan(5);
    expect(body.emails.every((email: Json) => email.folder === 'inbox')).toBe(true);
    const times = body.emails.map((email: Json) => email.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.emails[0]).toEqual({
      id: expect.any(Number),
      from: { name: expect.any(String), email: expect.stringContaining('@') },
      to: [expect.objectContaining({ email: expect.any(String) })],
      cc: expect.any(Array),
      subject: expect.any(String),
      message: expect.any(String),
      labels: expect.any(Array),
      folder: 'inbox',
      isRead: expect.any(Boolean),
      isStarred: expect.any(Boolean),
      time: expect.any(String),
    });
    const unreadInbox = body.emails.filter((email: Json) => !email.isRead).length;
    expect(body.emailsMeta.folders).toMatchObject({ inbox: unreadInbox, sent: 0 });
    expect(Object.keys(body.emailsMeta.labels).sort()).toEqual([
      'company',
      'important',
      'personal',
      'private',
    ]);
  });

  it('filters by folder, by label (outside the trash), and searches sender and subject', async () => {
    const spam = await call('GET', '/emails?folder=spam');
    expect(spam.body.emails.length).toBeGreaterThan(0);
    expect(spam.body.emails.every((email: Json) => email.folder === 'spam')).toBe(true);
    const starred = await call('GET', '/emails?folder=starred');
    expect(starred.body.emails.every((email: Json) => email.isStarred && email.folder !== 'trash')).toBe(
      true,
    );
    const company = await call('GET', '/emails?label=company');
    expect(company.body.emails.length).toBeGreaterThan(0);
    expect(
      company.body.emails.every(
        (email: Json) => email.labels.includes('company') && email.folder !== 'trash',
      ),
    ).toBe(true);
    const sample = spam.body.emails[0];
    const bySender = await call(
      'GET',
      `/emails?folder=spam&q=${encodeURIComponent(sample.from.name.toUpperCase())}`,
    );
    expect(ids(bySender.body.emails)).toContain(sample.id);
    const nothing = await call('GET', '/emails?q=no-such-words-anywhere');
    expect(nothing.body.emails).toEqual([]);
  });

  it("is the signed-in account's mailbox: its name and address as the inbox's recipient and the sender of sent mail", async () => {
    const inbox = (await call('GET', '/emails')).body.emails;
    for (const email of inbox) expect(email.to).toEqual([{ name: 'Devon Lin', email: 'developer@demo.com' }]);
    const sent = (await call('GET', '/emails?folder=sent')).body.emails;
    expect(sent.length).toBeGreaterThan(0);
    for (const email of sent) expect(email.from).toEqual({ name: 'Devon Lin', email: 'developer@demo.com' });
    expect(JSON.stringify([inbox, sent])).not.toContain('johndoe');
  });

  it('answers 400 to an unknown folder or label and to unknown parameters', async () => {
    expect((await call('GET', '/emails?folder=archive')).status).toBe(400);
    expect((await call('GET', '/emails?label=work')).status).toBe(400);
    expect((await call('GET', '/emails?page=2')).status).toBe(400);
  });

  it('needs a token, and refuses the client role', async () => {
    expect((await call('GET', '/emails', undefined, '')).status).toBe(401);
    expect((await call('GET', '/emails', undefined, client)).status).toBe(403);
  });
});

describe('POST /apps/email/update-emails', () => {
  it('marks read, stars and moves emails; the lists and counts follow', async () => {
    const inbox = (await call('GET', '/emails')).body;
    const unread = inbox.emails.find((email: Json) => !email.isRead);
    const read = await call('POST', '/update-emails', {
      emailIds: [unread.id],
      dataToUpdate: { isRead: true },
    });
    expect(read.status).toBe(200);
    expect(read.body.emails).toEqual([expect.objectContaining({ id: unread.id, isRead: true })]);
    const after = (await call('GET', '/emails')).body;
    expect(after.emailsMeta.folders.inbox).toBe(inbox.emailsMeta.folders.inbox - 1);

    const target = inbox.emails.find((email: Json) => !email.isStarred);
    await call('POST', '/update-emails', { emailIds: [target.id], dataToUpdate: { isStarred: true } });
    expect(ids((await call('GET', '/emails?folder=starred')).body.emails)).toContain(target.id);

    await call('POST', '/update-emails', { emailIds: [target.id], dataToUpdate: { folder: 'trash' } });
    expect(ids((await call('GET', '/emails?folder=trash')).body.emails)).toContain(target.id);
    expect(ids((await call('GET', '/emails?folder=starred')).body.emails)).not.toContain(target.id);
    expect(ids((await call('GET', '/emails')).body.emails)).not.toContain(target.id);
  });

  it('answers 404 to an unknown email and 400 to bad changes', async () => {
    const unknown = await call('POST', '/update-emails', {
      emailIds: [99_999],
      dataToUpdate: { isRead: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Email not found');
    expect((await call('POST', '/update-emails', { emailIds: [1], dataToUpdate: {} })).status).toBe(400);
    expect(
      (await call('POST', '/update-emails', { emailIds: [1], dataToUpdate: { folder: 'starred' } })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/update-emails', { emailIds: [], dataToUpdate: { isRead: true } })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/update-emails', { emailIds: ['1'], dataToUpdate: { isRead: 1 } })).status,
    ).toBe(400);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each email', async () => {
    const inbox = (await call('GET', '/emails')).body.emails;
    const plain = inbox.find((email: Json) => !email.labels.includes('private'));
    const added = await call('POST', '/update-emails-label', { emailIds: [plain.id], label: 'private' });
    expect(added.status).toBe(200);
    expect(added.body.emails[0].labels).toContain('private');
    expect(ids((await call('GET', '/emails?label=private')).body.emails)).toContain(plain.id);
    const removed = await call('POST', '/update-emails-label', { emailIds: [plain.id], label: 'private' });
    expect(removed.body.emails[0].labels).not.toContain('private');
  });

  it('answers 404 to an unknown email and 400 to an unknown label', async () => {
    expect(
      (await call('POST', '/update-emails-label', { emailIds: [99_999], label: 'private' })).status,
    ).toBe(404);
    expect((await call('POST', '/update-emails-label', { emailIds: [1], label: 'work' })).status).toBe(400);
  });
});

describe('GET /apps/email/paginate-email', () => {
  it('returns the neighbour in the same list, and null past either end', async () => {
    const spam = (await call('GET', '/emails?folder=spam')).body.emails;
    expect(spam.length).toBeGreaterThan(1);
    const next = await call('GET', `/paginate-email?dir=next&emailId=${spam[0].id}&folder=spam`);
    expect(next.status).toBe(200);
    expect(next.body.email.id).toBe(spam[1].id);
    const previous = await call('GET', `/paginate-email?dir=previous&emailId=${spam[1].id}`);
    expect(previous.body.email.id).toBe(spam[0].id);
    expect((await call('GET', `/paginate-email?dir=previous&emailId=${spam[0].id}`)).body.email).toBeNull();
    expect((await call('GET', `/paginate-email?dir=next&emailId=${spam.at(-1).id}`)).body.email).toBeNull();
  });

  it('answers 404 to an unknown email and 400 to a bad direction or id', async () => {
    const unknown = await call('GET', '/paginate-email?dir=next&emailId=99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Email not found');
    expect((await call('GET', '/paginate-email?dir=up&emailId=1')).status).toBe(400);
    expect((await call('GET', '/paginate-email?dir=next&emailId=abc')).status).toBe(400);
    expect((await call('GET', '/paginate-email?dir=next')).status).toBe(400);
  });
});

describe('POST /apps/email/emails', () => {
  it('sends from the signed-in user and files the email under sent', async () => {
    const sent = await call('POST', '/emails', {
      email: {
        to: ['ana@example.com'],
        cc: [],
        subject: 'Quarterly plan',
        message: 'See the attached plan.',
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.email).toMatchObject({
      from: { email: 'developer@demo.com' },
      to: [{ email: 'ana@example.com' }],
      folder: 'sent',
      isRead: true,
    });
    const list = (await call('GET', '/emails?folder=sent')).body.emails;
    expect(list[0].id).toBe(sent.body.email.id);
  });

  it('refuses a message without recipient, subject or valid addresses', async () => {
    const blank = await call('POST', '/emails', { email: { to: [], cc: [], subject: ' ', message: 'x' } });
    expect(blank.status).toBe(400);
    const badAddress = await call('POST', '/emails', {
      email: { to: ['not-an-address'], cc: [], subject: 'Hi', message: 'x' },
    });
    expect(badAddress.status).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const response = await server.request('/api/v1/openapi.json');
    const document = (await response.json()) as Json;
    expect(document.paths['/api/v1/apps/email/emails'].post.description).toMatch(/compose/);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/apps/email/update-emails', '/api/v1/apps/email/paginate-email']),
    );
  });
});
