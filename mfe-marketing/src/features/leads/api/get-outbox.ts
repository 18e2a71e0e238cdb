import { useEmailOutbox } from '@claims/ui';
import { marketingKeys } from '../../../lib/query-keys';

/** `GET /api/marketing/outbox`: admin only; every email the marketing service wrote and whether it was sent. */
export const marketingOutboxPath = '/api/marketing/outbox';

export function useOutbox(enabled = true) {
  return useEmailOutbox(marketingOutboxPath, marketingKeys.outbox(), enabled);
}
