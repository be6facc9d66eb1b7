import ky, { type KyInstance, type Options } from 'ky';
import { API_BASE_PATH, TOKEN_TYPE } from '../constants';
import type { AuthTokens } from '../schemas/auth.schema';
import { ApiError } from './api-error';
import { cleanSearchParams, type SearchParams } from './early-reads';

export interface TokenClientSession {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: AuthTokens): void;
  /** Clears the session after a failed refresh; the app then goes to the login screen. */
  expire(): void;
}

export interface TokenClientOptions {
  session: TokenClientSession;
  baseUrl?: string;
  refreshPath?: string;
  /** How long one request may take before it fails, so nothing ever hangs. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** An answer to this GET that is already on its way (an early read), taken once. */
  takeEarlyAnswer?: (
    path: string,
    searchParams: SearchParams | undefined,
    token: string,
  ) => Promise<Response> | undefined;
}

export interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  signal?: AbortSignal;
  /** Calls such as login and refresh must not trigger a refresh on 401. */
  skipRefresh?: boolean;
  /** Extra request headers, e.g. the user's language for a CSV export. */
  headers?: Record<string, string>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The one HTTP client of the app. It sends `Authorization: Bearer`; on a 401 it makes exactly one
 * refresh call however many requests fail at once, and retries each of them once with the new
 * token. If the refresh fails, every waiting request fails and the session expires.
 */
export function createTokenClient(options: TokenClientOptions) {
  const { session, refreshPath = 'jwt/refresh-token' } = options;
  const http: KyInstance = ky.create({
    prefix: options.baseUrl ?? `${API_BASE_PATH}/`,
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  let refreshInFlight: Promise<string> | null = null;

  async function refreshAccessToken(): Promise<string> {
    const refreshToken = session.getRefreshToken();
    if (!refreshToken) throw new ApiError(401, null, 'No refresh token');
    const response = await http.post(refreshPath, { json: { refreshToken } });
    if (!response.ok) throw await ApiError.fromResponse(response);
    const tokens = (await response.json()) as AuthTokens;
    session.setTokens(tokens);
    return tokens.accessToken;
  }

  /** Single flight: every caller that sees a 401 while a refresh runs waits for that same refresh. */
  function refreshOnce(): Promise<string> {
    if (!refreshInFlight) {
      refreshInFlight = refreshAccessToken()
        .catch((error: unknown) => {
          session.expire();
          throw ApiError.is(error) ? error : new ApiError(401, null, 'Session expired');
        })
        .finally(() => {
          refreshInFlight = null;
        });
    }
    return refreshInFlight;
  }

  function send(
    method: Method,
    path: string,
    request: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const early =
      method === 'get' && token ? options.takeEarlyAnswer?.(path, request.searchParams, token) : undefined;
    if (early) return early.catch(() => send(method, path, request, token));
    const kyOptions: Options = {
      method,
      headers: { ...request.headers, ...(token ? { Authorization: `${TOKEN_TYPE} ${token}` } : {}) },
      searchParams: cleanSearchParams(request.searchParams),
      ...(request.json !== undefined ? { json: request.json } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    };
    return http(path.replace(/^\//, ''), kyOptions);
  }

  async function request(method: Method, path: string, request: RequestOptions = {}): Promise<Response> {
    const usedToken = session.getAccessToken();
    let response = await send(method, path, request, usedToken);
    // A request sent with a token while the session was still there, refused after it expired
    // (another request's refresh failed meanwhile): the session is gone already, so it only fails.
    const sessionGone = usedToken !== null && !session.getAccessToken() && !session.getRefreshToken();
    if (response.status === 401 && !request.skipRefresh && !sessionGone) {
      const current = session.getAccessToken();
      // Another request may already have refreshed while this one was on the wire.
      const token = current && current !== usedToken ? current : await refreshOnce();
      response = await send(method, path, request, token);
      // A fresh token that is still refused means the account itself was shut out.
      if (response.status === 401) session.expire();
    }
    if (!response.ok) throw await ApiError.fromResponse(response);
    return response;
  }

  async function requestJson<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
    const response = await request(method, path, options);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => requestJson<T>('get', path, options),
    post: <T>(path: string, json?: unknown, options?: RequestOptions) =>
      requestJson<T>('post', path, { ...options, json }),
    put: <T>(path: string, json?: unknown, options?: RequestOptions) =>
      requestJson<T>('put', path, { ...options, json }),
    patch: <T>(path: string, json?: unknown, options?: RequestOptions) =>
      requestJson<T>('patch', path, { ...options, json }),
    delete: <T>(path: string, options?: RequestOptions) => requestJson<T>('delete', path, options),
  };
}

export type TokenClient = ReturnType<typeof createTokenClient>;
