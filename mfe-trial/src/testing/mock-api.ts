type Answer = { status: number; body?: unknown };
type Handler = (body: unknown, init: RequestInit) => Answer;

/** A fetch stand-in for component tests: `METHOD path` → answer; anything else fails the test loudly. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown; headers: Record<string, string> }> = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    const answer = handler(body, init);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null),
      },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls, called: (key: string) => calls.filter((c) => c.key === key) };
}
