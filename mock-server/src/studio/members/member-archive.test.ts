import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, auditCount } = studio;

describe('member create and archive', () => {
  it('creates members with the next member number and archives them (admin only)', async () => {
    const input = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      birthday: '1990-12-10',
      gender: 'female',
      address: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      homeCenterId: 1,
      photoUrl: null,
      tags: ['vip'],
      notes: null,
    };
    const [max] = await studio.server.query<{ n: number }>(
      'select max(substring(member_number from 2)::int)::int as n from members',
    );
    const [first, second] = await Promise.all([
      call('POST', '/members', input, studio.client),
      call('POST', '/members', { ...input, email: 'ada2@example.com' }, studio.client),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const numbers = [first.body.memberNumber, second.body.memberNumber].sort();
    expect(numbers).toEqual([max!.n + 1, max!.n + 2].map((n) => `M${String(n).padStart(6, '0')}`));

    const id = first.body.id;
    expect((await call('POST', `/members/${id}/archive`, { version: 1 }, studio.client)).status).toBe(403);
    expect((await call('POST', `/members/${id}/archive`, { version: 1 })).status).toBe(204);
    expect((await call('GET', `/members/${id}`)).status).toBe(404);
    expect((await call('POST', `/members/${id}/archive`, { version: 2 })).status).toBe(404);
    expect(await auditCount('members', id)).toBe(2);
  });
});
