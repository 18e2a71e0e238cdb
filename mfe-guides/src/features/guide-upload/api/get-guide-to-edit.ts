import { useQuery } from '@tanstack/react-query';
import type { GuideDetail } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

export function getGuideToEdit(id: string, signal?: AbortSignal): Promise<GuideDetail> {
  return api.get<GuideDetail>(`/api/guides/${encodeURIComponent(id)}`, { signal });
}

/** The guide being edited (the same cache entry as its page, so coming from the page needs no request). */
export function useGuideToEdit(id: string | null) {
  return useQuery({
    queryKey: guideKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getGuideToEdit(id ?? '', signal),
    enabled: id !== null,
  });
}
