import styled from 'styled-components';
import type { PreviewJob } from '@claims/contracts';

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: width 0.3s ease;
`;
const Label = styled.p`
  margin: 0 0 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const noRendererQueuedMessage =
  'No renderer is running at the moment. Your preview stays in the queue and starts as soon as one is back.';
export const noRendererRenderingMessage =
  'The renderer stopped answering. Your preview goes on as soon as a renderer is back.';

/** What a running job is doing: waiting for a renderer (or for one to be back), then one step per rendered scene. */
function progressLabel(job: Pick<PreviewJob, 'status' | 'progress' | 'frameCount' | 'renderersOnline'>) {
  const noRenderer = job.renderersOnline === 0;
  if (job.status === 'queued') return noRenderer ? noRendererQueuedMessage : 'Waiting for a renderer…';
  if (noRenderer) return noRendererRenderingMessage;
  const scene = Math.min(job.frameCount, Math.round((job.progress / 100) * job.frameCount) + 1);
  return `Rendering scene ${scene} of ${job.frameCount}…`;
}

/** A running job: waiting for a renderer, then one step per rendered scene. */
export function PreviewProgress({
  job,
}: {
  job: Pick<PreviewJob, 'status' | 'progress' | 'frameCount' | 'title' | 'renderersOnline'>;
}) {
  const label = progressLabel(job);
  return (
    <div>
      <Label aria-live="polite">{label}</Label>
      <Track
        role="progressbar"
        aria-label={`Generating ${job.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
      >
        <Fill style={{ width: `${Math.max(4, job.progress)}%` }} />
      </Track>
    </div>
  );
}
