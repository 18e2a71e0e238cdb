import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideStatsResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

export function getGuideStats(signal?: AbortSignal): Promise<GuideStatsResponse> {
  return api.get<GuideStatsResponse>('/api/guides/stats', { signal, auth: 'none' });
}

export const getGuideStatsQueryOptions = () =>
  queryOptions({ queryKey: guideKeys.stats(), queryFn: ({ signal }) => getGuideStats(signal), staleTime: 0 });

/** How many guides the library holds; read again every `refreshMs` when given (a run may still be adding them). */
export function useGuideStats(refreshMs?: number) {
  return useQuery({ ...getGuideStatsQueryOptions(), refetchInterval: refreshMs ?? false });
}
