import { startEarlyReads, takeEarlyRead, untakenEarlyReads } from './early-reads';

describe('early reads', () => {
  let sent: string[];
  beforeEach(() => {
    for (const key of untakenEarlyReads()) {
      const [path, query] = key.split('?');
      takeEarlyRead(path!, Object.fromEntries(new URLSearchParams(query)), 'any');
    }
    sent = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
      return Response.json({ url: String(input) });
    });
  });

  it('sends each read with the token, and hands its answer to the same request once, whatever the order of its parameters', async () => {
    startEarlyReads(
      [
        { path: 'members', searchParams: { perPage: 10, page: 1, centerId: undefined } },
        { path: 'settings/profile' },
      ],
      'token-1',
    );
    expect(sent).toEqual([
      '/api/v1/members?perPage=10&page=1 Bearer token-1',
      '/api/v1/settings/profile Bearer token-1',
    ]);
    const answer = takeEarlyRead('members', { page: 1, perPage: 10, q: '' }, 'token-1');
    await expect(answer?.then((response) => response.json())).resolves.toEqual({
      url: '/api/v1/members?perPage=10&page=1',
    });
    expect(takeEarlyRead('members', { page: 1, perPage: 10 }, 'token-1')).toBeUndefined();
    expect(untakenEarlyReads()).toEqual(['settings/profile?']);
  });

  it('gives nothing for another request, another token or an answer too old to stand for a new request', () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyReads([{ path: 'centers', searchParams: { perPage: 100 } }, { path: 'centers' }], 'token-1');
    expect(takeEarlyRead('centers', { perPage: 50 }, 'token-1')).toBeUndefined();
    expect(takeEarlyRead('centers', { perPage: 100 }, 'token-2')).toBeUndefined();
    now.mockReturnValue(60_000);
    expect(takeEarlyRead('centers', undefined, 'token-1')).toBeUndefined();
    expect(untakenEarlyReads()).toEqual([]);
    now.mockRestore();
  });
});
