import { ListCache } from '../../src/repositories/list-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ListCache', () => {
  let now = 0;
  const cache = () => new ListCache<string>({ ttlMs: 1000, maxEntries: 3, now: () => now });

  beforeEach(() => {
    now = 10_000;
  });

  it('answers repeated keys from one load until the entry expires', async () => {
    const pages = cache();
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await pages.get('newest', load)).toBe('first');
    now += 999;
    expect(await pages.get('newest', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after expiry answers the old value once more while one background load refreshes it', async () => {
    const pages = cache();
    const refreshed = deferred<string>();
    const load = jest.fn().mockResolvedValueOnce('first').mockReturnValueOnce(refreshed.promise);
    await pages.get('newest', load);
    now += 1500;
    expect(await pages.get('newest', load)).toBe('first');
    expect(await pages.get('newest', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(2);
    refreshed.resolve('second');
    await refreshed.promise;
    expect(await pages.get('newest', load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an entry unused for two lifetimes is loaded again before answering', async () => {
    const pages = cache();
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await pages.get('newest', load);
    now += 2000;
    expect(await pages.get('newest', load)).toBe('second');
  });

  it('a refresh that fails or finishes after a clear() is not kept', async () => {
    const pages = cache();
    await pages.get('a', async () => 'old a');
    await pages.get('b', async () => 'old b');
    now += 1500;
    const failing = deferred<string>();
    const late = deferred<string>();
    expect(await pages.get('a', () => failing.promise)).toBe('old a');
    expect(await pages.get('b', () => late.promise)).toBe('old b');
    failing.reject(new Error('database down'));
    await failing.promise.catch(() => undefined);
    expect(await pages.get('a', async () => 'new a')).toBe('new a');
    pages.clear();
    late.resolve('refreshed b');
    await late.promise;
    expect(await pages.get('b', async () => 'new b')).toBe('new b');
  });

  it('shares one load in flight between concurrent callers', async () => {
    const pages = cache();
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    const both = Promise.all([pages.get('k', load), pages.get('k', load)]);
    pending.resolve('page');
    expect(await both).toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const pages = cache();
    await expect(pages.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await pages.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('clear() drops every entry, and a load in flight during it is not kept', async () => {
    const pages = cache();
    await pages.get('a', async () => 'old a');
    const pending = deferred<string>();
    const inFlight = pages.get('b', () => pending.promise);
    pages.clear();
    pending.resolve('old b');
    expect(await inFlight).toBe('old b');
    expect(await pages.get('a', async () => 'new a')).toBe('new a');
    expect(await pages.get('b', async () => 'new b')).toBe('new b');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const pages = cache();
    for (const key of ['a', 'b', 'c', 'd']) await pages.get(key, async () => key);
    expect(pages.size).toBe(3);
    expect(await pages.get('a', async () => 'reloaded')).toBe('reloaded');
    expect(await pages.get('d', async () => 'reloaded')).toBe('d');
  });

  it('with a ttl of 0 every call loads', async () => {
    const pages = new ListCache<string>({ ttlMs: 0, maxEntries: 3 });
    const load = jest.fn(async () => 'page');
    await pages.get('k', load);
    await pages.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(pages.size).toBe(0);
  });
});
