import type { MockReply, MockRequest } from './types';

export type { MockReply, MockRequest } from './types';
export type ApiHandler = (request: MockRequest) => MockReply | Promise<MockReply>;
/**
 * Handlers keyed by "METHOD /path", e.g. `'GET /api/guides'`, answering that path whatever its query string; or by
 * "METHOD /path?query", e.g. `'GET /api/trial/cases?limit=20&cursor=next-1'`, answering only that exact query (it wins
 * over the key without one). A page that asks with another query then finds no handler and fails the test.
 */
export type ApiHandlers = Record<string, ApiHandler>;

/** The part of a fetch Response the API client reads (jsdom has no fetch of its own). */
function jsonResponse({ status, body, contentType }: MockReply): Response {
  const type = contentType ?? 'application/json';
  const text = body === undefined ? '' : contentType ? String(body) : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' && body !== undefined ? type : null),
    },
    text: async () => text,
    blob: async () => new Blob([text], { type }),
  } as unknown as Response;
}

/** Requests every page may make without the test caring: signing out and the browser error log. */
const backgroundHandlers: ApiHandlers = {
  'POST /api/auth/sign-out': () => ({ status: 204 }),
  'POST /api/client-errors': () => ({ status: 204 }),
};

// Requests no handler answered since the last check: `expectEveryRequestHandled` fails the test on them.
const unhandled: string[] = [];

/**
 * The one fake API of every remote's tests: replaces fetch with handlers keyed by "METHOD /path".
 * A request nobody handles fails the test (MSW's `onUnhandledRequest: 'error'`).
 * Returns the requests made, in order, so a test can check what was sent.
 */
export function mockApi(handlers: ApiHandlers): MockRequest[] {
  const requests: MockRequest[] = [];
  const all: ApiHandlers = { ...backgroundHandlers, ...handlers };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const request = { method, url, body, headers };
    requests.push(request);
    const handler = all[`${method} ${url.pathname}${url.search}`] ?? all[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}${url.search}`);
      throw new Error(`Unhandled request ${method} ${url.pathname}${url.search}`);
    }
    return jsonResponse(await handler(request));
  }) as typeof fetch;
  return requests;
}

/**
 * The requests a handler with this key would answer ("METHOD /path" any query, "METHOD /path?query" only that one),
 * in the order they were sent: `requestsTo(requests, 'POST /api/trial/cases')[0].body`.
 */
export function requestsTo(requests: MockRequest[], key: string): MockRequest[] {
  const [method, target] = key.split(' ');
  const wanted = new URL(target, 'http://localhost');
  return requests.filter(
    ({ method: sent, url }) =>
      sent === method &&
      url.pathname === wanted.pathname &&
      (!target.includes('?') || url.search === wanted.search),
  );
}

/**
 * Fails the test when a request reached the fake API with no handler (a page that swallows the failed request
 * would otherwise pass). Call in `afterEach`.
 */
export function expectEveryRequestHandled(): void {
  const missed = unhandled.splice(0);
  if (missed.length) throw new Error(`Requests with no handler: ${missed.join(', ')}`);
}

/** The error body every service answers with, for handlers that fail. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): MockReply {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
