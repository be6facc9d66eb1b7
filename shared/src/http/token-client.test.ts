import type { AuthTokens } from '../schemas/auth.schema';
import { ApiError } from './api-error';
import { createTokenClient, type TokenClientSession } from './token-client';

/** A fake API at the edge of the unit: tokens `t1`, `t2`, ... where only the newest is valid. */
function fakeApi({ refreshFails = false, refreshDelayMs = 20 } = {}) {
  let validToken = 't1';
  let issued = 1;
  const calls = { refresh: 0, data: [] as string[] };

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/jwt/refresh-token')) {
      calls.refresh++;
      await new Promise((r) => setTimeout(r, refreshDelayMs));
      const body = (await request.json()) as { refreshToken: string };
      if (refreshFails || body.refreshToken !== 'r1') {
        return Response.json(
          { error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' } },
          { status: 401 },
        );
      }
      issued++;
      validToken = `t${issued}`;
      return Response.json({ accessToken: validToken, refreshToken: 'r1' } satisfies AuthTokens);
    }
    const auth = request.headers.get('authorization') ?? '';
    calls.data.push(auth);
    await new Promise((r) => setTimeout(r, Math.random() * 5));
    if (auth !== `Bearer ${validToken}`) {
      return Response.json({ error: { code: 'unauthorized', message: 'Unauthorized' } }, { status: 401 });
    }
    return Response.json({
      path: url.pathname,
      echo: request.method === 'POST' ? await request.json() : null,
    });
  };

  return {
    fetchImpl,
    calls,
    expireAccessToken: () => {
      validToken = 'rotated-elsewhere';
    },
  };
}

function memorySession(accessToken: string | null, refreshToken: string | null) {
  const state = { accessToken, refreshToken, expired: 0 };
  const session: TokenClientSession = {
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    setTokens: (tokens) => Object.assign(state, tokens),
    expire: () => {
      state.expired++;
      state.accessToken = null;
      state.refreshToken = null;
    },
  };
  return { state, session };
}

describe('token client', () => {
  it('sends the access token as a Bearer header', async () => {
    const api = fakeApi();
    const { session } = memorySession('t1', 'r1');
    const client = createTokenClient({ session, baseUrl: 'http://api.test/api/v1/', fetch: api.fetchImpl });
    await expect(client.get('members')).resolves.toEqual({ path: '/api/v1/members', echo: null });
    expect(api.calls.data).toEqual(['Bearer t1']);
  });

  it('makes exactly one refresh for 40 requests that fail at once, and retries each once', async () => {
    const api = fakeApi();
    api.expireAccessToken();
    const { state, session } = memorySession('t1', 'r1');
    const client = createTokenClient({ session, baseUrl: 'http://api.test/api/v1/', fetch: api.fetchImpl });

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? client.get<{ path: string }>(`members/${i}`)
          : client.post<{ echo: unknown }>('bookings', { i }),
      ),
    );

    expect(api.calls.refresh).toBe(1);
    expect(state.accessToken).toBe('t2');
    expect(api.calls.data).toHaveLength(80);
    expect(api.calls.data.filter((h) => h === 'Bearer t2')).toHaveLength(40);
    results.forEach((result, i) => {
      if (i % 2) expect(result).toMatchObject({ path: `/api/v1/members/${i}` });
      else expect(result).toMatchObject({ echo: { i } });
    });
  });

  it('rejects every waiting request and expires the session once when the refresh fails', async () => {
    const api = fakeApi({ refreshFails: true });
    api.expireAccessToken();
    const { state, session } = memorySession('t1', 'r1');
    const client = createTokenClient({ session, baseUrl: 'http://api.test/api/v1/', fetch: api.fetchImpl });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => client.get(`members/${i}`)),
    );

    expect(api.calls.refresh).toBe(1);
    expect(state.expired).toBe(1);
    expect(state.accessToken).toBeNull();
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((outcome as PromiseRejectedResult).reason.status).toBe(401);
    }
  });

  it('expires the session once when a request sent before the failed refresh is refused after it', async () => {
    const api = fakeApi({ refreshFails: true, refreshDelayMs: 1 });
    api.expireAccessToken();
    const { state, session } = memorySession('t1', 'r1');
    let releaseLate: () => void = () => undefined;
    const lateAnswer = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/late')) await lateAnswer;
      return api.fetchImpl(input, init);
    };
    const client = createTokenClient({ session, baseUrl: 'http://api.test/api/v1/', fetch: fetchImpl });

    const late = client.get('late');
    await expect(client.get('first')).rejects.toBeInstanceOf(ApiError);
    expect(state.expired).toBe(1);
    releaseLate();
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(state.expired).toBe(1);
    expect(api.calls.refresh).toBe(1);
  });

  it('refreshes again for a later wave of failures after a successful refresh', async () => {
    const api = fakeApi();
    api.expireAccessToken();
    const { session } = memorySession('t1', 'r1');
    const client = createTokenClient({ session, baseUrl: 'http://api.test/api/v1/', fetch: api.fetchImpl });
    await Promise.all([client.get('a'), client.get('b')]);
    api.expireAccessToken();
    await Promise.all([client.get('c'), client.get('d'), client.get('e')]);
    expect(api.calls.refresh).toBe(2);
  });

  it('does not refresh for calls marked skipRefresh, and passes the server message through', async () => {
    const api = fakeApi();
    api.expireAccessToken();
    const { session } = memorySession('t1', 'r1');
    const client = createTokenClient({ session, baseUrl: 'http://api.test/api/v1/', fetch: api.fetchImpl });
    await expect(client.post('jwt/login', { email: 'x' }, { skipRefresh: true })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    expect(api.calls.refresh).toBe(0);
  });

  it('fails instead of hanging when the server never answers', async () => {
    const { session } = memorySession('t1', 'r1');
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const client = createTokenClient({
      session,
      baseUrl: 'http://api.test/api/v1/',
      fetch: never,
      timeoutMs: 50,
    });
    await expect(client.get('members')).rejects.toThrow();
  });
});

describe('token client with early reads', () => {
  it('takes an early answer to the same GET once, then asks the API itself', async () => {
    const api = fakeApi();
    const { session } = memorySession('t1', 'r1');
    const early = Response.json({ path: 'early', echo: null });
    let answers = 1;
    const takeEarlyAnswer = jest.fn((path: string, _params: unknown, token: string) =>
      path === 'members' && token === 't1' && answers-- > 0 ? Promise.resolve(early) : undefined,
    );
    const client = createTokenClient({
      session,
      baseUrl: 'http://api.test/api/v1/',
      fetch: api.fetchImpl,
      takeEarlyAnswer,
    });

    await expect(client.get('members', { searchParams: { page: 1 } })).resolves.toEqual({
      path: 'early',
      echo: null,
    });
    expect(api.calls.data).toEqual([]);
    expect(takeEarlyAnswer).toHaveBeenCalledWith('members', { page: 1 }, 't1');
    await expect(client.get('members')).resolves.toEqual({ path: '/api/v1/members', echo: null });
    await client.post('members', { a: 1 });
    expect(takeEarlyAnswer).toHaveBeenCalledTimes(2);
  });

  it('refreshes and asks again when the early answer was refused, and retries one that failed on the wire', async () => {
    const api = fakeApi();
    api.expireAccessToken();
    const { state, session } = memorySession('t1', 'r1');
    const answers = [
      Promise.resolve(Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 })),
      Promise.reject(new TypeError('Failed to fetch')),
    ];
    const client = createTokenClient({
      session,
      baseUrl: 'http://api.test/api/v1/',
      fetch: api.fetchImpl,
      takeEarlyAnswer: (path) => (path === 'centers' ? answers.shift() : undefined),
    });

    await expect(client.get('centers')).resolves.toEqual({ path: '/api/v1/centers', echo: null });
    expect(api.calls.refresh).toBe(1);
    expect(state.accessToken).toBe('t2');
    await expect(client.get('centers')).resolves.toEqual({ path: '/api/v1/centers', echo: null });
    expect(api.calls.data).toEqual(['Bearer t2', 'Bearer t2']);
  });
});
