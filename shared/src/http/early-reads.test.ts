import {
  earlyReadsSettled,
  startEarlyReads,
  takeArrivedEarlyRead,
  takeEarlyRead,
  untakenEarlyReads,
} from './early-reads';

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

  it('sends a read once when both the page and main.js start it, and again for another token', () => {
    startEarlyReads([{ path: 'members', searchParams: { perPage: 10, page: 1 } }], 'token-1');
    startEarlyReads([{ path: 'members', searchParams: { page: 1, perPage: 10 } }], 'token-1');
    expect(sent).toEqual(['/api/v1/members?perPage=10&page=1 Bearer token-1']);
    startEarlyReads([{ path: 'members', searchParams: { page: 1, perPage: 10 } }], 'token-2');
    expect(sent).toHaveLength(2);
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

  it('hands a body that has arrived to a screen synchronously, once, and never a refused one', async () => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).includes('news')
        ? Response.json({ error: { code: 'forbidden' } }, { status: 403 })
        : Response.json({ items: [1, 2], total: 2 }),
    );
    startEarlyReads([{ path: 'members', searchParams: { page: 1 } }, { path: 'news' }], 'token-1');
    expect(takeArrivedEarlyRead('members', { page: 1 }, 'token-1')).toBeUndefined();
    await earlyReadsSettled(1_000);
    expect(takeArrivedEarlyRead('members', { page: 1 }, null)).toBeUndefined();
    expect(takeArrivedEarlyRead('news', undefined, 'token-1')).toBeUndefined();
    expect(takeArrivedEarlyRead('members', { page: 1 }, 'token-1')).toEqual({ items: [1, 2], total: 2 });
    expect(takeArrivedEarlyRead('members', { page: 1 }, 'token-1')).toBeUndefined();
    // The refused one is still there for the screen's own request, which then asks again.
    expect(untakenEarlyReads()).toEqual(['news?']);
  });

  it('stops waiting for answers that are slow to come', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    startEarlyReads([{ path: 'slow' }], 'token-1');
    // Never answered: waiting ends anyway (else the test times out).
    await expect(earlyReadsSettled(50)).resolves.toBeUndefined();
  });
});
