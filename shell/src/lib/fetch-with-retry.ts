export type FetchWithRetryOptions = {
  timeoutMs: number;
  /** Extra attempts after the first, for no-answer, timeout or 5xx. */
  retries: number;
  retryDelayMs: number;
  fetchImpl?: typeof fetch;
};

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(url: string, timeoutMs: number) {
    super(`No answer from ${url} within ${Math.round(timeoutMs / 1000)} s`);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOnce(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<Response> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', onOuterAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetchImpl(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw timedOut ? new RequestTimeoutError(url, timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * fetch with a time limit and a retry for failures that may pass (no answer, timeout, 5xx).
 * A 4xx is returned as it is: asking again would get the same answer.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: FetchWithRetryOptions,
): Promise<Response> {
  const fetchImpl =
    options.fetchImpl ?? ((input: RequestInfo | URL, requestInit?: RequestInit) => fetch(input, requestInit));
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await wait(options.retryDelayMs);
    try {
      const response = await fetchOnce(url, init, options.timeoutMs, fetchImpl);
      if (response.status < 500 || attempt === options.retries) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
