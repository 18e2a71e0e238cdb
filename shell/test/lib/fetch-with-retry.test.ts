import { fetchWithRetry, RequestTimeoutError } from '../../src/lib/fetch-with-retry';

const answer = (status: number) => ({ status, ok: status < 400 }) as Response;
const options = { timeoutMs: 1000, retries: 1, retryDelayMs: 100 };

describe('fetchWithRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up on a request that hangs, after one retry', async () => {
    const signals: AbortSignal[] = [];
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init!.signal!);
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = fetchWithRetry('/mfe/trial/mf-manifest.json', {}, { ...options, fetchImpl });
    const settled = expect(result).rejects.toBeInstanceOf(RequestTimeoutError);
    await jest.advanceTimersByTimeAsync(1000 + 100 + 1000);
    await settled;
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('retries once after a network failure or a 5xx', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200));
    const result = fetchWithRetry('/x', {}, { ...options, fetchImpl });
    await jest.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toMatchObject({ status: 200 });

    const serverError = jest.fn().mockResolvedValue(answer(503));
    const second = fetchWithRetry('/x', {}, { ...options, fetchImpl: serverError });
    await jest.advanceTimersByTimeAsync(100);
    await expect(second).resolves.toMatchObject({ status: 503 });
    expect(serverError).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a 4xx', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(404));
    await expect(fetchWithRetry('/x', {}, { ...options, fetchImpl })).resolves.toMatchObject({ status: 404 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
