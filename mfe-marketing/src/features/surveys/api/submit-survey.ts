import { useMutation } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
import type { SubmissionReceipt, SurveySubmission, SurveyType } from '@claims/contracts';

/** `POST /api/marketing/surveys/<type>`: the answers plus idempotency key, honeypot and page context. */
export function submitSurvey(type: SurveyType, body: SurveySubmission): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>(`/api/marketing/surveys/${type}`, body, { auth: 'none' });
}

export function useSubmitSurvey(type: SurveyType) {
  return useMutation({ mutationFn: (body: SurveySubmission) => submitSurvey(type, body) });
}
