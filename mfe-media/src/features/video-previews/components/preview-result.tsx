import styled from 'styled-components';
import { previewFailedMessage } from '../../../lib/media-contracts';
import { usePreview, isFinished } from '../api/get-preview';
import { PreviewProgress } from './preview-progress';
import { StoryboardPlayer } from './storyboard-player';

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Whatever a card shows of its latest job: progress, the storyboard, or why it failed. */
export function PreviewResult({ jobId }: { jobId: string }) {
  const preview = usePreview(jobId);
  if (preview.isError) return <Failure role="alert">{preview.error.message || previewFailedMessage}</Failure>;
  const job = preview.data;
  if (!job)
    return <PreviewProgress job={{ status: 'queued', progress: 0, frameCount: 4, title: 'preview' }} />;
  if (!isFinished(job)) return <PreviewProgress job={job} />;
  if (job.status === 'failed') return <Failure role="alert">{job.error || previewFailedMessage}</Failure>;
  return <StoryboardPlayer key={job.id} job={job} />;
}
