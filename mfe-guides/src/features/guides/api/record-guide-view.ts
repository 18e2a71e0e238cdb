import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideDetail, GuideViewsResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { getGuideQueryOptions } from './get-guide';
import { updateGuideInLists } from './get-guides';

/**
 * The token goes with the view when the reader is signed in: the service counts a signed-in reader by their
 * account, and anyone else by their address and browser, so readers signed in behind one office or home address
 * each count.
 */
export function recordGuideView(id: string): Promise<GuideViewsResponse> {
  return api.post<GuideViewsResponse>(`/api/guides/${encodeURIComponent(id)}/views`);
}

/** Counts one view when a guide page has opened a guide that exists (once per opening, not per re-render). */
export function useRecordGuideView(id: string, guideFound: boolean) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => recordGuideView(id),
    onSuccess: ({ views }) => {
      queryClient.setQueryData(getGuideQueryOptions(id).queryKey, (guide: GuideDetail | undefined) =>
        guide ? { ...guide, views } : guide,
      );
      updateGuideInLists(queryClient, id, { views });
    },
  });
  const recordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!guideFound || recordedFor.current === id) return;
    recordedFor.current = id;
    mutate();
  }, [id, guideFound, mutate]);
}
