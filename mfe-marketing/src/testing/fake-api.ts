/**
 * A stand-in for the network in component tests: each test declares the requests it expects; any other
 * request fails the test (the same contract as MSW's onUnhandledRequest: 'error').
 */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};
export type FakeResponse = { status?: number; body?: unknown; contentType?: string; delayMs?: number };
type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export function installFakeApi() {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    requests.push(request);
    const handler = routes.get(`${method} ${url.pathname}`);
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}`);
      throw new TypeError(`Unhandled request in test: ${method} ${url.pathname}`);
    }
    const response = await handler(request);
    if (response.delayMs) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
    const contentType = response.contentType ?? 'application/json';
    const text =
      response.body === undefined
        ? ''
        : contentType.includes('json')
          ? JSON.stringify(response.body)
          : String(response.body);
    const status = response.status ?? 200;
    // jsdom has no Response; this is the part of it the API client reads.
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: async () => text,
    } as unknown as Response;
  };

  const original = globalThis.fetch;
  globalThis.fetch = fetchImpl as typeof fetch;

  return {
    on(method: string, path: string, handler: Handler | FakeResponse) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    requests,
    /** Call in afterEach: a request nobody declared is a failing test. */
    assertAllHandled() {
      if (unhandled.length) throw new Error(`Unhandled requests: ${unhandled.join(', ')}`);
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
