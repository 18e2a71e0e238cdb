import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { GuideCategory, GuideListResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

export const guidesPageSize = 24;

export type GuideFilters = { category?: GuideCategory; search?: string };

export function getGuides({
  category,
  search,
  cursor,
  signal,
}: GuideFilters & { cursor?: string; signal?: AbortSignal }): Promise<GuideListResponse> {
  const query = new URLSearchParams({ limit: String(guidesPageSize) });
  if (category) query.set('category', category);
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  return api.get<GuideListResponse>(`/api/guides?${query}`, { signal });
}

export const getGuidesQueryOptions = (filters: GuideFilters) =>
  infiniteQueryOptions({
    queryKey: guideKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getGuides({ ...filters, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The library, page by page; the previous results stay on screen while a new filter loads. */
export function useGuides(filters: GuideFilters) {
  return useInfiniteQuery({ ...getGuidesQueryOptions(filters), placeholderData: keepPreviousData });
}
