import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
import type { OutboxList } from '@claims/contracts';
import { freshLeads } from './get-leads';
import { marketingKeys } from '../../../lib/query-keys';

/** `GET /api/marketing/outbox`: admin only; every email the site wrote and whether it was sent. */
export function getOutbox(): Promise<OutboxList> {
  return api.get<OutboxList>('/api/marketing/outbox?limit=200', { auth: 'required' });
}

export const getOutboxQueryOptions = () =>
  queryOptions({ queryKey: marketingKeys.outbox(), queryFn: getOutbox, ...freshLeads });

export function useOutbox(enabled = true) {
  return useQuery({ ...getOutboxQueryOptions(), enabled });
}
