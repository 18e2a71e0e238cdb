import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateGuidesBody, GenerateGuidesResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

export function generateGuides(body: GenerateGuidesBody): Promise<GenerateGuidesResponse> {
  return api.post<GenerateGuidesResponse>('/api/guides/generate', body, { auth: 'required' });
}

/** Runs the sample-guide generator (admin only); the library and its count reload afterwards. */
export function useGenerateGuides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateGuides,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}
