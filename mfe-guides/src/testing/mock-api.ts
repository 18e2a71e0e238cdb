import type { Role, Session } from '@claims/contracts';
import { getSession, signIn, signOut } from '@claims/web-kit';

export type MockRequest = { method: string; url: URL; body: unknown };
export type MockReply = { status: number; body?: unknown };
type Handler = (request: MockRequest) => MockReply | Promise<MockReply>;

/** The part of a fetch Response the API client reads (jsdom has no fetch of its own). */
function jsonResponse({ status, body }: MockReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: {
      get: (name: string) =>
        name.toLowerCase() === 'content-type' && body !== undefined ? 'application/json' : null,
    },
    text: async () => text,
  } as unknown as Response;
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path"; a request nobody handles fails the test,
 * like MSW's `onUnhandledRequest: 'error'`. Returns the list of requests made.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const all: Record<string, Handler> = {
    'POST /api/auth/sign-out': () => ({ status: 204 }),
    'POST /api/client-errors': () => ({ status: 204 }),
    ...handlers,
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unhandled request ${method} ${url.pathname}${url.search}`);
    return jsonResponse(await handler(request));
  }) as typeof fetch;
  return requests;
}

export function makeSession(roles: Role[]): Session {
  return {
    accessToken: `token-${roles.join('-')}`,
    accessTokenExpiresAt: Date.now() + 15 * 60_000,
    refreshToken: 'refresh-token',
    user: {
      id: '6650f0c2a1b2c3d4e5f60001',
      email: 'pat@example.com',
      fullName: 'Pat Doe',
      createdAt: '2024-01-01T00:00:00.000Z',
    },
    roles,
  };
}

/** Signs the shared session in through the real session store, with the sign-in call answered here. */
export async function signInAs(roles: Role[], handlers: Record<string, Handler> = {}) {
  mockApi({ 'POST /api/auth/sign-in': () => ({ status: 200, body: makeSession(roles) }), ...handlers });
  await signIn({ email: 'pat@example.com', password: 'secret1' });
}

export async function signOutIfNeeded() {
  if (!getSession()) return;
  mockApi({});
  await signOut();
}
