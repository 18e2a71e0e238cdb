import type { Session } from '@claims/contracts';

export function makeSession(overrides: Partial<Session> = {}, expiresAt = Date.now() + 15 * 60_000): Session {
  return {
    accessToken: 'access-1',
    accessTokenExpiresAt: expiresAt,
    refreshToken: 'refresh-1',
    user: { id: 'u1', email: 'ann@example.com', fullName: 'Ann Lee', createdAt: '2024-01-01T00:00:00.000Z' },
    roles: ['customer'],
    ...overrides,
  };
}

export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** The part of a fetch Response the client reads (jsdom has no fetch of its own). */
export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = new Map(body === undefined ? [] : [['content-type', 'application/json']]);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => text,
  } as unknown as Response;
}

/** A fetch mock answering from a queue of handlers, recording every call. */
export function scriptedFetch(
  ...answers: Array<(url: string, init?: RequestInit) => Response | Promise<Response>>
) {
  const calls: Array<{ url: string; init?: RequestInit; body?: unknown }> = [];
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected request ${init?.method ?? 'GET'} ${url}`);
    return answer(url, init);
  });
  return { fetch: fn, calls };
}
