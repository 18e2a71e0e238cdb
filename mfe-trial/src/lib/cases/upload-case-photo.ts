import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

/** Sends one photo as the request body (its own image type); the server re-encodes it and answers the case. */
export function uploadCasePhoto(caseId: string, file: Blob): Promise<CaseDetail> {
  return api.post<CaseDetail>(`/api/trial/cases/${encodeURIComponent(caseId)}/photos`, file, {
    auth: 'required',
  });
}

export function useUploadCasePhoto(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadCasePhoto(caseId, file),
    onSuccess: (updated) => queryClient.setQueryData(trialKeys.caseDetail(caseId), updated),
    // The photo may have landed though its answer was lost: show the case as it is. Picking the same photo again
    // adds nothing twice (the server keeps one copy of the same bytes).
    onError: () => queryClient.invalidateQueries({ queryKey: trialKeys.caseDetail(caseId) }),
  });
}
