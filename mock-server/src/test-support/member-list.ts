import type { MemberListItem } from '@cloudfit/shared/schemas/member.schema';
import type { TestServer } from './test-server';

export type MemberPage = { items: MemberListItem[]; total: number; totalCapped?: boolean };

/** `GET /members?<query>` as the given staff member; fails the test on anything but 200. */
export async function listMemberPage(server: TestServer, token: string, query: string): Promise<MemberPage> {
  const response = await server.request(`/api/v1/members?${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as MemberPage;
}
