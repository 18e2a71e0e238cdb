import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@claims/contracts';
import { api, retryRepeatableWrite } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

/** Sends one photo as the request body (its own image type); the server re-encodes it and answers the case. */
export function uploadCasePhoto(caseId: string, file: Blob): Promise<CaseDetail> {
  return api.post<CaseDetail>(`/api/trial/cases/${encodeURIComponent(caseId)}/photos`, file, {
    auth: 'required',
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `uploadCasePhoto`, sent again after a lost answer or a server fault as the case page's uploads are
 * (`retryRepeatableWrite`: twice more, after 1 s and 2 s). For the new-case form, whose case exists only once filed.
 */
export async function uploadCasePhotoRepeating(caseId: string, file: Blob): Promise<CaseDetail> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await uploadCasePhoto(caseId, file);
    } catch (error) {
      if (!retryRepeatableWrite(failures, error)) throw error;
      await wait(1000 * 2 ** failures);
    }
  }
}

export function useUploadCasePhoto(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadCasePhoto(caseId, file),
    // Sent again after a lost answer: the server keeps one copy of the same bytes and answers the case either way.
    retry: retryRepeatableWrite,
    onSuccess: (updated) => queryClient.setQueryData(trialKeys.caseDetail(caseId), updated),
    // The photo may have landed though no answer came back: show the case as it is. Picking the same photo again
    // adds nothing twice.
    onError: () => queryClient.invalidateQueries({ queryKey: trialKeys.caseDetail(caseId) }),
  });
}
