import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideDetail } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

export function getGuide(id: string, signal?: AbortSignal): Promise<GuideDetail> {
  return api.get<GuideDetail>(`/api/guides/${encodeURIComponent(id)}`, { signal });
}

export const getGuideQueryOptions = (id: string) =>
  queryOptions({
    queryKey: guideKeys.detail(id),
    queryFn: ({ signal }) => getGuide(id, signal),
  });

/** One guide with its steps (and whether the signed-in user liked it). */
export function useGuide(id: string, enabled = true) {
  return useQuery({ ...getGuideQueryOptions(id), enabled });
}
