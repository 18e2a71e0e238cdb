import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGuideBody, GuideDetail } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

export function createGuide(body: CreateGuideBody): Promise<GuideDetail> {
  return api.post<GuideDetail>('/api/guides', body, { auth: 'required' });
}

/** Creates a guide with its steps; the new guide is cached for its page and the library reloads. */
export function useCreateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuide,
    onSuccess: (guide) => {
      queryClient.setQueryData(guideKeys.detail(guide.id), guide);
      void queryClient.invalidateQueries({ queryKey: guideKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: guideKeys.stats() });
    },
  });
}
