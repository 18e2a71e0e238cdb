import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PreviewJob } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { mediaKeys } from '../../../lib/query-keys';

/** How often a running job is asked for its progress. */
export const previewPollMs = 400;

export const isFinished = (job: Pick<PreviewJob, 'status'>) =>
  job.status === 'done' || job.status === 'failed';

export function getPreview(id: string, signal?: AbortSignal): Promise<PreviewJob> {
  return api.get<PreviewJob>(`/api/media/previews/${encodeURIComponent(id)}`, { signal });
}

export const getPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.preview(id),
    queryFn: ({ signal }) => getPreview(id, signal),
    // A finished job never changes; a running one is polled for its progress.
    staleTime: (query) => (query.state.data && isFinished(query.state.data) ? Infinity : 0),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : previewPollMs),
  });

/** One preview job, polled while it runs. */
export function usePreview(id: string | undefined) {
  return useQuery({ ...getPreviewQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Resolves with the job once it is done or failed (the batch waits on each item this way). */
export async function waitForPreview(queryClient: QueryClient, id: string): Promise<PreviewJob> {
  for (;;) {
    const job = await queryClient.fetchQuery({ ...getPreviewQueryOptions(id), staleTime: 0 });
    if (isFinished(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, previewPollMs));
  }
}
