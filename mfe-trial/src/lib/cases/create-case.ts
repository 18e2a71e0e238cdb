import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail, CreateCaseBody } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

/**
 * Files a case; 'Not authenticated' when signed out (before anything is sent). `idempotencyKey`: one per case the
 * customer means to file, so sending it again (a retry after a lost answer, a second click) files it once.
 */
export function createCase({
  body,
  idempotencyKey,
}: {
  body: CreateCaseBody;
  idempotencyKey?: string;
}): Promise<CaseDetail> {
  return api.post<CaseDetail>('/api/trial/cases', body, { auth: 'required', idempotencyKey });
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: (created) => {
      queryClient.setQueryData(trialKeys.caseDetail(created.id), created);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: trialKeys.caseLists() }),
        queryClient.invalidateQueries({ queryKey: trialKeys.caseSummary() }),
      ]);
    },
  });
}
