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

/** A running job: waiting for a renderer, then one step per rendered scene. */
export function PreviewProgress({
  job,
}: {
  job: Pick<PreviewJob, 'status' | 'progress' | 'frameCount' | 'title'>;
}) {
  const scene = Math.min(job.frameCount, Math.round((job.progress / 100) * job.frameCount) + 1);
  const label =
    job.status === 'queued' ? 'Waiting for a renderer…' : `Rendering scene ${scene} of ${job.frameCount}…`;
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
