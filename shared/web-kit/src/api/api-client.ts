import { getSessionStore } from '../session/default-session';
import type { SessionStore } from '../session/session-store';
import { ApiRequestError } from './api-error';
import { sendJson, type FetchLike, type JsonRequest } from './http';

export type ApiFetchOptions = JsonRequest & {
  /**
   * `optional` (default) sends the token when signed in; `required` fails with 401 'Not authenticated'
   * before sending when signed out; `none` never sends it.
   */
  auth?: 'optional' | 'required' | 'none';
  /**
   * Sent as `Idempotency-Key` so that a repeated request (after a lost answer) is stored once. POSTs get a fresh
   * key per call unless one is given (give the same key to retry the same operation); `false` sends none.
   */
  idempotencyKey?: string | false;
};

/** 128 random bits as hex; `crypto.getRandomValues` also works outside secure contexts, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ApiClientOptions = {
  fetch?: FetchLike;
  sessionStore?: () => SessionStore;
  baseUrl?: string;
};

export type ApiClient = {
  fetch<T>(path: string, options?: ApiFetchOptions): Promise<T>;
  get<T>(path: string, options?: Omit<ApiFetchOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<ApiFetchOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<ApiFetchOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<ApiFetchOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<ApiFetchOptions, 'method' | 'body'>): Promise<T>;
};

export const notAuthenticatedMessage = 'Not authenticated';

export function createApiClient(clientOptions: ApiClientOptions = {}): ApiClient {
  const fetchImpl: FetchLike = clientOptions.fetch ?? ((input, init) => fetch(input, init));
  const store = clientOptions.sessionStore ?? getSessionStore;
  const baseUrl = clientOptions.baseUrl ?? '';

  async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
    const { auth = 'optional', idempotencyKey, ...plain } = options;
    const key = idempotencyKey ?? (plain.method === 'POST' ? newIdempotencyKey() : false);
    // One key for this call, kept by the renewal retry below: the server stores the write once either way.
    const request: JsonRequest = key
      ? { ...plain, headers: { ...plain.headers, 'idempotency-key': key } }
      : plain;
    const url = `${baseUrl}${path}`;
    const withToken = (token: string | null): JsonRequest =>
      token ? { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } } : request;

    if (auth === 'none') return sendJson<T>(fetchImpl, url, request);
    const sessions = store();
    const token = await sessions.getAccessToken();
    if (!token && auth === 'required')
      throw new ApiRequestError(401, 'unauthorized', notAuthenticatedMessage);
    try {
      return await sendJson<T>(fetchImpl, url, withToken(token));
    } catch (error) {
      // A 401 with a token means it expired or was revoked: renew once (shared with concurrent callers) and retry.
      if (!token || !(error instanceof ApiRequestError) || error.status !== 401) throw error;
      const renewed = await sessions.refresh();
      if (!renewed) throw error;
      return sendJson<T>(fetchImpl, url, withToken(renewed.accessToken));
    }
  }

  return {
    fetch: apiFetch,
    get: (path, options) => apiFetch(path, { ...options, method: 'GET' }),
    post: (path, body, options) => apiFetch(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => apiFetch(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => apiFetch(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => apiFetch(path, { ...options, method: 'DELETE' }),
  };
}

/** The site's API client: same origin, Bearer token from the shared session. */
export const api: ApiClient = createApiClient();
export const apiFetch = api.fetch;
