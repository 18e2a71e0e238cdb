import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CaseListResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

export const casesPageSize = 20;

export function getCases({
  cursor,
  open,
  signal,
}: { cursor?: string; open?: boolean; signal?: AbortSignal } = {}): Promise<CaseListResponse> {
  const query = new URLSearchParams({ limit: String(casesPageSize) });
  if (open) query.set('open', 'true');
  if (cursor) query.set('cursor', cursor);
  return api.get<CaseListResponse>(`/api/trial/cases?${query}`, { auth: 'required', signal });
}

export const getCasesQueryOptions = (filters: { open?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: trialKeys.caseList(filters),
    queryFn: ({ pageParam, signal }) => getCases({ ...filters, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The caller's cases (the server applies the role scope), newest first, page by page. */
export function useCases(filters: { open?: boolean } = {}) {
  return useInfiniteQuery(getCasesQueryOptions(filters));
}
