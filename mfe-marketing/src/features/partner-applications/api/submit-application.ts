import { useMutation } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
import type { ApplicationSubmission, ApplicationType, SubmissionReceipt } from '@claims/contracts';

/** `POST /api/marketing/applications/<type>`: the service keeps it and tells the applicant and the team. */
export function submitApplication(
  type: ApplicationType,
  body: ApplicationSubmission,
): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>(`/api/marketing/applications/${type}`, body, { auth: 'none' });
}

export function useSubmitApplication(type: ApplicationType) {
  return useMutation({ mutationFn: (body: ApplicationSubmission) => submitApplication(type, body) });
}
