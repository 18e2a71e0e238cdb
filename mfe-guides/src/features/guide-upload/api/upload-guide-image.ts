import { useMutation } from '@tanstack/react-query';
import type { GuideImageUploadResponse } from '@claims/contracts';
import {
  ApiRequestError,
  getSessionStore,
  networkErrorMessage,
  notAuthenticatedMessage,
  toApiRequestError,
} from '@claims/web-kit';

/** Sends one picture as the request body (its own image type); the service re-encodes it and answers its address. */
export async function uploadGuideImage(file: Blob): Promise<GuideImageUploadResponse> {
  const token = await getSessionStore().getAccessToken();
  if (!token) throw new ApiRequestError(401, 'unauthorized', notAuthenticatedMessage);
  let response: Response;
  try {
    response = await fetch('/api/guides/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': file.type, accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiRequestError(0, 'network', networkErrorMessage);
  }
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw toApiRequestError(response.status, body);
  return body as GuideImageUploadResponse;
}

export function useUploadGuideImage() {
  return useMutation({ mutationFn: uploadGuideImage });
}
