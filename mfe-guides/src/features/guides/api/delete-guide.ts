import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiRequestError } from '@claims/web-kit';
import { announceGuideChange } from '../../../lib/guide-changes';
import { guideKeys } from '../../../lib/query-keys';

/**
 * Deletes a guide. A guide that is already gone (404) counts as deleted: the usual cause is this very delete sent
 * again after its answer was lost, and either way what the visitor asked for holds.
 */
export async function deleteGuide(id: string): Promise<void> {
  try {
    await api.delete<void>(`/api/guides/${encodeURIComponent(id)}`, { auth: 'required' });
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 404) throw error;
  }
}

/** Deletes a guide (its author or an admin); the library and the count reload, the guide's page is forgotten. */
export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    onSuccess: (_, id) => {
      // Not removed at once: the open page still shows it until the user has left for the library.
      void queryClient.invalidateQueries({ queryKey: guideKeys.detail(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: guideKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: guideKeys.stats() });
      announceGuideChange(id);
    },
  });
}
