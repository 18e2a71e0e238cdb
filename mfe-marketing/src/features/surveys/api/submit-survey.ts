import { useMutation } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
import type { SubmissionReceipt, SurveyType } from '@claims/contracts';

/** `POST /api/marketing/surveys/<type>`: the answers plus idempotency key, honeypot and page context. */
export function submitSurvey(type: SurveyType, body: Record<string, unknown>): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>(`/api/marketing/surveys/${type}`, body, { auth: 'none' });
}

export function useSubmitSurvey(type: SurveyType) {
  return useMutation({ mutationFn: (body: Record<string, unknown>) => submitSurvey(type, body) });
}
