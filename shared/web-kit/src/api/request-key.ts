import { newIdempotencyKey } from './api-client';

/** A creating request as it was sent, with the `Idempotency-Key` it was sent with. */
export type SentRequest = { request: string; key: string };

/**
 * The key for sending `request`: the one it was sent with before (a retry after a lost answer, a double click, a
 * reload), or a new one for anything else, so the service stores a retried request once and a changed one anew.
 * Made when the request is sent, not when the form opens, so a form copied into a second tab (a booking wizard)
 * makes its own record instead of replaying the first tab's.
 */
export function requestKey(sent: SentRequest | undefined, request: object): SentRequest {
  const text = JSON.stringify(request);
  return sent?.request === text ? sent : { request: text, key: newIdempotencyKey() };
}
