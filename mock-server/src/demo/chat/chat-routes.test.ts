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

async function call(method: string, pathname: string, body?: unknown, token: string | undefined = developer) {
  const response = await server.request(`/api/v1/apps/chat${pathname}`, { method, token, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

const contactShape = {
  id: expect.any(Number),
  fullName: expect.any(String),
  role: expect.any(String),
  about: expect.any(String),
  avatar: expect.any(String),
  status: expect.stringMatching(/^(online|offline|busy|away)$/),
};

describe('GET /apps/chat/chats-and-contacts', () => {
  it('returns the chats (unseen count, last message) newest first, every contact and the profile user', async () => {
    const { status, body } = await call('GET', '/chats-and-contacts');
    expect(status).toBe(200);
    expect(body.contacts).toHaveLength(10);
    expect(body.contacts[0]).toEqual(contactShape);
    expect(body.chatsContacts).toHaveLength(4);
    expect(body.chatsContacts[0]).toEqual({
      ...contactShape,
      chat: {
        id: expect.any(Number),
        unseenMsgs: expect.any(Number),
        lastMessage: { message: expect.any(String), time: expect.any(String), senderId: expect.any(Number) },
      },
    });
    const times = body.chatsContacts.map((contact: Json) => contact.chat.lastMessage.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.chatsContacts.some((contact: Json) => contact.chat.unseenMsgs > 0)).toBe(true);
    expect(body.profileUser).toMatchObject({
      id: 11,
      fullName: 'Devon Lin',
      role: 'developer',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    });
  });

  it("is the signed-in account's own chat: its name as the profile, its messages seen by it alone", async () => {
    const admin = (await server.login('admin@demo.com', 'admin')).accessToken;
    await call('POST', '/chats/7', { message: 'Only for Devon', senderId: 11 });
    const theirs = (await call('GET', '/chats-and-contacts', undefined, admin)).body;
    expect(theirs.profileUser).toMatchObject({ id: 11, fullName: 'John Doe', role: 'admin' });
    expect(JSON.stringify(theirs)).not.toContain('Only for Devon');
    const ours = (await call('GET', '/chats-and-contacts')).body;
    expect(ours.profileUser.fullName).toBe('Devon Lin');
    expect(JSON.stringify(ours)).toContain('Only for Devon');
    expect(JSON.stringify(ours)).not.toContain('John');
  });

  it('needs a token and refuses the client role', async () => {
    expect((await call('GET', '/chats-and-contacts', undefined, '')).status).toBe(401);
    expect((await call('GET', '/chats-and-contacts', undefined, client)).status).toBe(403);
  });
});

describe('GET /apps/chat/users/profile-user', () => {
  it('returns the profile user with status and settings', async () => {
    const { status, body } = await call('GET', '/users/profile-user');
    expect(status).toBe(200);
    expect(body).toEqual({
      ...contactShape,
      id: 11,
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    });
  });
});

describe('GET /apps/chat/chats/:id', () => {
  it('opens the chat with the contact and sets its unseen count to 0', async () => {
    const before = (await call('GET', '/chats-and-contacts')).body.chatsContacts;
    const unseen = before.find((contact: Json) => contact.chat.unseenMsgs > 0);
    const opened = await call('GET', `/chats/${unseen.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.contact).toEqual(contactShape);
    expect(opened.body.contact.id).toBe(unseen.id);
    expect(opened.body.chat).toMatchObject({ id: unseen.chat.id, userId: unseen.id, unseenMsgs: 0 });
    expect(opened.body.chat.messages.at(-1)).toEqual(unseen.chat.lastMessage);
    const after = (await call('GET', '/chats-and-contacts')).body.chatsContacts;
    expect(after.find((contact: Json) => contact.id === unseen.id).chat.unseenMsgs).toBe(0);
  });

  it('returns chat null for a contact without one, 404 for an unknown contact, 400 for a bad id', async () => {
    const chats = (await call('GET', '/chats-and-contacts')).body.chatsContacts.map(
      (contact: Json) => contact.id,
    );
    const withoutChat = (await call('GET', '/chats-and-contacts')).body.contacts.find(
      (contact: Json) => !chats.includes(contact.id) && contact.id !== 10,
    );
    const opened = await call('GET', `/chats/${withoutChat.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ chat: null, contact: expect.objectContaining({ id: withoutChat.id }) });
    const unknown = await call('GET', '/chats/999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Contact not found');
    expect((await call('GET', '/chats/abc')).status).toBe(400);
  });
});

describe('POST /apps/chat/chats/:id', () => {
  it('appends the message to the chat and answers 201 with it', async () => {
    const [first] = (await call('GET', '/chats-and-contacts')).body.chatsContacts;
    const sent = await call('POST', `/chats/${first.id}`, { message: 'See you at four.', senderId: 11 });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: first.chat.id,
      newMessageData: { message: 'See you at four.', senderId: 11, time: expect.any(String) },
    });
    const chat = (await call('GET', `/chats/${first.id}`)).body.chat;
    expect(chat.messages.at(-1)).toEqual(sent.body.newMessageData);
  });

  it('starts a chat with the next id when the contact has none', async () => {
    const before = (await call('GET', '/chats-and-contacts')).body.chatsContacts;
    const nextId = Math.max(...before.map((contact: Json) => contact.chat.id)) + 1;
    const sent = await call('POST', '/chats/10', { message: 'Hello there', senderId: 11 });
    expect(sent.status).toBe(201);
    expect(sent.body.id).toBe(nextId);
    const after = (await call('GET', '/chats-and-contacts')).body.chatsContacts;
    expect(after[0]).toMatchObject({ id: 10, chat: { id: nextId, lastMessage: { message: 'Hello there' } } });
  });

  it('refuses an empty message, a stranger as sender, and an unknown contact', async () => {
    expect((await call('POST', '/chats/1', { message: '  ', senderId: 11 })).status).toBe(400);
    expect((await call('POST', '/chats/1', { message: 'Hi', senderId: 5 })).status).toBe(400);
    expect((await call('POST', '/chats/1', { message: 'Hi' })).status).toBe(400);
    expect((await call('POST', '/chats/999', { message: 'Hi', senderId: 11 })).status).toBe(404);
  });
});
