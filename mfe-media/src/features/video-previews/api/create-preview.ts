import type { CreatePreviewBody, PreviewJob } from '@claims/contracts';
import { api } from '@claims/web-kit';

/** Queues a preview (a template or a custom description); the answer is the job, at once. */
export function createPreview(body: CreatePreviewBody): Promise<PreviewJob> {
  return api.post<PreviewJob>('/api/media/previews', body);
}
