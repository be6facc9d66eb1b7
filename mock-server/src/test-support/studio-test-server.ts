import type { Locale } from '@cloudfit/shared/constants';
import { memberInput } from './member-input';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from './test-server';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

export interface StudioTestServer {
  readonly server: TestServer;
  /** Access tokens of the seeded manager and front desk. */
  readonly admin: string;
  readonly client: string;
  /** `server.api` as the manager, or as `token`. */
  call(method: string, pathname: string, body?: unknown, token?: string): ReturnType<TestServer['api']>;
  /** `select count(*) from <from>`: rows of a table and condition, with parameters. */
  count(from: string, params?: unknown[]): Promise<number>;
  /** Audit entries written for one record. */
  auditCount(entity: string, id: number | string): Promise<number>;
  /** An item as a PUT body: the editable fields plus version. */
  editable(item: Json, fields: string[]): Record<string, unknown>;
  /** A new member named "Rule <lastName>" at `homeCenterId`, created through the API as the manager. */
  createMember(
    lastName: string,
    fields: { homeCenterId: number; preferredLanguage?: Locale },
  ): Promise<{ id: number; preferredLanguage: string | null }>;
}

/**
 * A test file's server on its own copy of the seeded studio, started before its tests and closed
 * after them, with the seeded accounts signed in.
 */
export function useStudioTestServer(): StudioTestServer {
  let server: TestServer | undefined;
  const tokens = { admin: '', client: '' };
  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ['admin', 'client'] as const) {
      tokens[role] = (await server.login(`${role}@demo.com`, role)).accessToken;
    }
  }, TEST_SERVER_START_TIMEOUT_MS);
  afterAll(() => server?.close());

  const started = () => {
    if (!server) throw new Error('The test server starts in beforeAll: use it inside a test.');
    return server;
  };
  const count = async (from: string, params: unknown[] = []) => {
    const [row] = await started().query<{ count: number }>(
      `select count(*)::int as count from ${from}`,
      params,
    );
    return row!.count;
  };
  return {
    get server() {
      return started();
    },
    get admin() {
      return tokens.admin;
    },
    get client() {
      return tokens.client;
    },
    call: (method, pathname, body, token = tokens.admin) => started().api(method, pathname, { token, body }),
    count,
    auditCount: (entity, id) => count('audit_log where entity = $1 and entity_id = $2', [entity, String(id)]),
    createMember: async (lastName, { homeCenterId, preferredLanguage }) => {
      const body = memberInput({
        firstName: 'Rule',
        lastName,
        homeCenterId,
        ...(preferredLanguage ? { preferredLanguage } : {}),
      });
      const created = await started().api('POST', '/members', { token: tokens.admin, body });
      if (created.status !== 201) throw new Error(`POST /members answered ${created.status}`);
      return created.body;
    },
    editable: (item, fields) =>
      Object.fromEntries([...fields, 'version'].map((field) => [field, item[field]])),
  };
}
