import { toApiRequestError, toNetworkError } from './api-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type JsonRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
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
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toNetworkError(error);
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toNetworkError(error);
  }
  if (!response.ok) throw toApiRequestError(response.status, body);
  return body as T;
}
