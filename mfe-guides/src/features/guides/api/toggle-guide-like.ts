import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideDetail, GuideLikeResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { getGuideQueryOptions } from './get-guide';
import { updateGuideInLists } from './get-guides';

export function likeGuide(id: string): Promise<GuideLikeResponse> {
  return api.put<GuideLikeResponse>(`/api/guides/${encodeURIComponent(id)}/like`, undefined, {
    auth: 'required',
  });
}

export function unlikeGuide(id: string): Promise<GuideLikeResponse> {
  return api.delete<GuideLikeResponse>(`/api/guides/${encodeURIComponent(id)}/like`, { auth: 'required' });
}

/** Like or unlike: the count moves at once, and goes back if the server says no. */
export function useToggleGuideLike(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getGuideQueryOptions(id);
  return useMutation({
    mutationFn: (like: boolean) => (like ? likeGuide(id) : unlikeGuide(id)),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous && previous.likedByMe !== like) {
        queryClient.setQueryData(queryKey, {
          ...previous,
          likedByMe: like,
          likes: Math.max(0, previous.likes + (like ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _like, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ likes, likedByMe }) => {
      queryClient.setQueryData(queryKey, (guide: GuideDetail | undefined) =>
        guide ? { ...guide, likes, likedByMe } : guide,
      );
      // Cards in the library show the like count too.
      updateGuideInLists(queryClient, id, { likes });
    },
  });
}
