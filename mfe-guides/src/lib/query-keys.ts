import type { GuideCategory } from '@claims/contracts';

/** Query keys of guide data, shared by every feature that reads or changes guides. */
export const guideKeys = {
  all: ['guides'] as const,
  lists: () => [...guideKeys.all, 'list'] as const,
  list: (filters: { category?: GuideCategory; search?: string }) =>
    [...guideKeys.lists(), { category: filters.category ?? null, search: filters.search ?? '' }] as const,
  details: () => [...guideKeys.all, 'detail'] as const,
  detail: (id: string) => [...guideKeys.details(), id] as const,
  stats: () => [...guideKeys.all, 'stats'] as const,
};
