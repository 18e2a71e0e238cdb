import { toApiRequestError, toNetworkError, toTimeoutError } from './api-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type JsonRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * How long to wait for the whole answer before failing with a timeout (an ApiRequestError of code `network`):
   * `requestTimeoutMs` by default, `uploadTimeoutMs` for a file.
   */
  timeoutMs?: number;
  /** `blob` hands a successful answer over as it came (a PDF download); error answers are read as JSON either way. */
  responseType?: 'json' | 'blob';
};

/** A request with no answer in this time fails: a hung server must not leave a form busy forever. */
export const requestTimeoutMs = 20_000;
/** A file upload's limit: an 8 MB photo takes 40 s on a slow (1.6 Mbit/s) connection. */
export const uploadTimeoutMs = 120_000;

async function readBody(response: Response, as: JsonRequest['responseType']): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (as === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One request answered with JSON (a JSON body, or a file sent as it is): network failures and error answers both end as ApiRequestError. Aborts pass through. */
export async function sendJson<T>(fetchImpl: FetchLike, url: string, request: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const init: RequestInit = { method: request.method ?? 'GET', headers, signal: request.signal };
  if (request.body instanceof Blob) {
    // A file (a photo upload) is sent as it is, under its own type; the answer is JSON as for every request.
    headers['content-type'] = request.body.type || 'application/octet-stream';
    init.body = request.body;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  // The caller's signal still aborts the request (and that abort passes through); the time limit is ours.
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) onCallerAbort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timeoutMs = request.timeoutMs ?? (request.body instanceof Blob ? uploadTimeoutMs : requestTimeoutMs);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  init.signal = controller.signal;
  const failure = (error: unknown) => {
    if (timedOut) return toTimeoutError(url, timeoutMs);
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return toNetworkError(error);
  };
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      throw failure(error);
    }
    let body: unknown;
    try {
      body = await readBody(response, request.responseType);
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok) throw toApiRequestError(response.status, body);
    return body as T;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}
