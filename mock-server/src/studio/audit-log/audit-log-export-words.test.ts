import { csvRecords } from '../../test-support/csv-records';
import { memberInput } from '../../test-support/member-input';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

let server: TestServer;
let admin: string;
let centerId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  const [center] = await server.query<{ id: number }>('select id from centers order by id limit 1');
  centerId = center!.id;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

async function exported(query: string, language: string): Promise<Record<string, string>[]> {
  const response = await server.request(`/api/v1/audit-log/export.csv?${query}`, {
    token: admin,
    headers: { 'accept-language': language },
  });
  expect(response.status).toBe(200);
  return csvRecords(response);
}

describe('the audit-log export', () => {
  it('names actions and entities in the reader’s language, in the words of the member’s timeline', async () => {
    const member = await server.api('POST', '/members', {
      token: admin,
      body: memberInput({ firstName: 'Wanda', lastName: 'Worte', homeCenterId: centerId }),
    });
    expect(member.status).toBe(201);
    const memberId = (member.body as { id: number }).id;
    const room = await server.api('POST', '/rooms', {
      token: admin,
      body: { centerId, name: 'Wortraum', capacity: 12, active: true },
    });
    expect(room.status).toBe(201);
    const roomId = (room.body as { id: number }).id;

    const german = await exported(`entity=members&entityId=${memberId}`, 'de');
    expect(german.map((row) => [row.Aktion, row.Objekt])).toEqual([['Mitglied angelegt', 'Mitglied']]);
    const chinese = await exported(`entity=members&entityId=${memberId}`, 'zh-TW');
    expect(chinese.map((row) => [row['動作'], row['對象']])).toEqual([['建立會員', '會員']]);
    // An entity with no words of its own for an action takes the action's general word.
    const english = await exported(`entity=rooms&entityId=${roomId}`, 'en');
    expect(english.map((row) => [row.Action, row.Entity])).toEqual([['Created', 'Room']]);
    const french = await exported(`entity=rooms&entityId=${roomId}`, 'fr');
    expect(french.map((row) => [row.Action, row.Objet])).toEqual([['Créé', 'Salle']]);
  });
});
