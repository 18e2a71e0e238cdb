import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GuideDetail, UpdateGuideBody } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { announceGuideChange } from '../../../lib/guide-changes';
import { guideKeys } from '../../../lib/query-keys';

/** `body.revision`: the guide's revision when the edit began; a guide saved since is refused (409), not overwritten. */
export function updateGuide({ id, body }: { id: string; body: UpdateGuideBody }): Promise<GuideDetail> {
  return api.put<GuideDetail>(`/api/guides/${encodeURIComponent(id)}`, body, { auth: 'required' });
}

/**
 * A guide saved: its page shows it as stored, the library reloads, the visitor's other tabs are told. Also for a save
 * found stored after its answer was lost (the edit form's retry), which no mutation answered.
 */
export function rememberSavedGuide(queryClient: QueryClient, guide: GuideDetail): void {
  queryClient.setQueryData(guideKeys.detail(guide.id), guide);
  void queryClient.invalidateQueries({ queryKey: guideKeys.lists() });
  announceGuideChange(guide.id);
}

/** Replaces a guide and its steps (its author or an admin); its page shows the answer, the library reloads. */
export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuide,
    onSuccess: (guide) => rememberSavedGuide(queryClient, guide),
  });
}
