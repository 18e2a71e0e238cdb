import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGuideBody, GuideDetail } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

export function updateGuide({ id, body }: { id: string; body: CreateGuideBody }): Promise<GuideDetail> {
  return api.put<GuideDetail>(`/api/guides/${encodeURIComponent(id)}`, body, { auth: 'required' });
}

/** Replaces a guide and its steps (its author or an admin); its page shows the answer, the library reloads. */
export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuide,
    onSuccess: (guide) => {
      queryClient.setQueryData(guideKeys.detail(guide.id), guide);
      void queryClient.invalidateQueries({ queryKey: guideKeys.lists() });
    },
  });
}
