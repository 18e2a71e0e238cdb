import { newIdempotencyKey } from '@claims/web-kit';

/** A booking request as it was sent, with the key it was sent with. */
export type SentRequest = { request: string; key: string };

/**
 * The key for sending `request`: the one it was sent with before (a retry after a lost answer, a double click, a
 * reload), or a new one for anything else. Made when the request is sent, not when the wizard opens, so a wizard
 * copied into a second tab books its own appointment instead of replaying the first tab's.
 */
export function requestKey(sent: SentRequest | undefined, request: object): SentRequest {
  const text = JSON.stringify(request);
  return sent?.request === text ? sent : { request: text, key: newIdempotencyKey() };
}
