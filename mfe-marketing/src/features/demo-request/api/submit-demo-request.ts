import { useMutation } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
import type { DemoRequestSubmission, SubmissionReceipt } from '@claims/contracts';

/** `POST /api/marketing/demo-requests`: the service keeps it, confirms to the visitor by email and tells the team. */
export function submitDemoRequest(body: DemoRequestSubmission): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>('/api/marketing/demo-requests', body, { auth: 'none' });
}

export function useSubmitDemoRequest() {
  return useMutation({ mutationFn: submitDemoRequest });
}
