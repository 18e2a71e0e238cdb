import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { GuideCategory, GuideListResponse, GuideSummary } from '@claims/contracts';
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

/**
 * Writes a guide's new counts into every library page held in the cache that shows it, so its card is right when the
 * visitor returns. Refetching would not do: the service may answer a list from its few-seconds list cache, with the
 * counts from before.
 */
export function updateGuideInLists(
  queryClient: QueryClient,
  id: string,
  counts: Partial<Pick<GuideSummary, 'views' | 'likes'>>,
) {
  const lists = queryClient.getQueriesData<InfiniteData<GuideListResponse>>({ queryKey: guideKeys.lists() });
  for (const [queryKey, data] of lists) {
    if (!data?.pages.some((page) => page.items.some((item) => item.id === id))) continue;
    queryClient.setQueryData<InfiniteData<GuideListResponse>>(queryKey, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === id ? { ...item, ...counts } : item)),
      })),
    });
  }
}
