import { useMutation } from '@tanstack/react-query';
import type { GuideImageUploadResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';

/** Sends one picture as the request body (its own image type); the service re-encodes it and answers its address. */
export function uploadGuideImage(file: Blob): Promise<GuideImageUploadResponse> {
  return api.post<GuideImageUploadResponse>('/api/guides/images', file, { auth: 'required' });
}

export function useUploadGuideImage() {
  return useMutation({ mutationFn: uploadGuideImage });
}
