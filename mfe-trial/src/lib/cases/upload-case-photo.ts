import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@claims/contracts';
import {
  ApiRequestError,
  getSessionStore,
  networkErrorMessage,
  notAuthenticatedMessage,
  toApiRequestError,
} from '@claims/web-kit';
import { trialKeys } from '../query-keys';

/** Sends one photo as the request body (its own image type); the server re-encodes it and answers the case. */
export async function uploadCasePhoto(caseId: string, file: Blob): Promise<CaseDetail> {
  const token = await getSessionStore().getAccessToken();
  if (!token) throw new ApiRequestError(401, 'unauthorized', notAuthenticatedMessage);
  let response: Response;
  try {
    response = await fetch(`/api/trial/cases/${encodeURIComponent(caseId)}/photos`, {
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
  return body as CaseDetail;
}

export function useUploadCasePhoto(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadCasePhoto(caseId, file),
    onSuccess: (updated) => queryClient.setQueryData(trialKeys.caseDetail(caseId), updated),
  });
}
