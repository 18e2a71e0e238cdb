import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
import type { LeadsList, LeadsQueryInput } from '@claims/contracts';
import { marketingKeys } from '../../../lib/query-keys';

export function leadsSearchParams(query: LeadsQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * New submissions reach an open board without a reload: asked again every 30 s while the tab is visible, and when
 * the admin comes back to the window (the site's default is neither).
 */
export const freshLeads = { refetchInterval: 30_000, refetchOnWindowFocus: true } as const;

/** `GET /api/marketing/leads`: admin only; one kind and type, newest first, with the counts of every tab. */
export function getLeads(query: LeadsQueryInput): Promise<LeadsList> {
  return api.get<LeadsList>(`/api/marketing/leads?${leadsSearchParams(query)}`, { auth: 'required' });
}

export const getLeadsQueryOptions = (query: LeadsQueryInput) =>
  queryOptions({
    queryKey: marketingKeys.leads(query),
    queryFn: () => getLeads(query),
    // Typing in the search box keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    ...freshLeads,
  });

export function useLeads(query: LeadsQueryInput, enabled = true) {
  return useQuery({ ...getLeadsQueryOptions(query), enabled });
}
