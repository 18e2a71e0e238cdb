import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseAssignmentBody, CaseDetail, CaseNoteBody, CaseTransitionBody } from '@claims/contracts';
import { api, retryRepeatableWrite } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

const casePath = (id: string) => `/api/trial/cases/${encodeURIComponent(id)}`;

/** `idempotencyKey`: one per move the user means to make, so a move sent again after a lost answer is made once. */
export const moveCase = (
  id: string,
  { idempotencyKey, ...body }: CaseTransitionBody & { idempotencyKey?: string },
) => api.post<CaseDetail>(`${casePath(id)}/transitions`, body, { auth: 'required', idempotencyKey });

export const assignCase = (id: string, body: CaseAssignmentBody) =>
  api.put<CaseDetail>(`${casePath(id)}/assignment`, body, { auth: 'required' });

/** `idempotencyKey`: one per note the user means to add, so sending it again after a lost answer adds it once. */
export const addCaseNote = (
  id: string,
  { idempotencyKey, ...body }: CaseNoteBody & { idempotencyKey?: string },
) => api.post<CaseDetail>(`${casePath(id)}/notes`, body, { auth: 'required', idempotencyKey });

/**
 * After any change the case page shows the server's answer; lists and counts refresh. Every change here is safe to
 * send again (moves and notes carry an Idempotency-Key, an assignment puts the same values): a lost answer is tried
 * again before it is reported.
 */
function useCaseChange<Body>(id: string, send: (id: string, body: Body) => Promise<CaseDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(id, body),
    retry: retryRepeatableWrite,
    onSuccess: (updated) => {
      queryClient.setQueryData(trialKeys.caseDetail(id), updated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: trialKeys.caseLists() }),
        queryClient.invalidateQueries({ queryKey: trialKeys.caseSummary() }),
      ]);
    },
    // A refused move (409) may mean the case changed meanwhile: show the current state.
    onError: () => queryClient.invalidateQueries({ queryKey: trialKeys.caseDetail(id) }),
  });
}

export const useMoveCase = (id: string) => useCaseChange(id, moveCase);
export const useAssignCase = (id: string) => useCaseChange(id, assignCase);
export const useAddCaseNote = (id: string) => useCaseChange(id, addCaseNote);
