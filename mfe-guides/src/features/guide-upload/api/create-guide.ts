import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGuideBody, GuideDetail } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { announceGuideChange } from '../../../lib/guide-changes';
import { guideKeys } from '../../../lib/query-keys';

/** `idempotencyKey`: the same key for the same guide sent again (`requestKey`), so a retry publishes it once. */
export function createGuide({
  body,
  idempotencyKey,
}: {
  body: CreateGuideBody;
  idempotencyKey?: string;
}): Promise<GuideDetail> {
  return api.post<GuideDetail>('/api/guides', body, { auth: 'required', idempotencyKey });
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
      announceGuideChange(guide.id);
    },
  });
}
