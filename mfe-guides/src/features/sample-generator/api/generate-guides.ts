import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateGuidesBody, GenerateGuidesResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { guideKeys } from '../../../lib/query-keys';

/** `idempotencyKey`: the same run asked again (after a reload) is answered with what it made, not run twice. */
export function generateGuides({
  body,
  idempotencyKey,
}: {
  body: GenerateGuidesBody;
  idempotencyKey: string;
}): Promise<GenerateGuidesResponse> {
  return api.post<GenerateGuidesResponse>('/api/guides/generate', body, { auth: 'required', idempotencyKey });
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
