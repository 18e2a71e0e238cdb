import styled from 'styled-components';
import type { VideoTemplate } from '@claims/contracts';
import { Button, Card } from '@claims/ui';
import { usePreview, isFinished } from '../api/get-preview';
import type { PreviewSlot } from '../hooks/use-preview-runner';
import { Failure, PreviewResult } from './preview-result';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;
const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`
  margin-top: auto;
`;

export type TemplateCardProps = {
  template: VideoTemplate;
  slot?: PreviewSlot;
  sending: boolean;
  /** Another run (Generate All) holds the page. */
  busy: boolean;
  /** Why the last run got no preview (the request failed before a job was queued). */
  failure?: string;
  onGenerate(): void;
};

/** One template: Generate (Regenerate once it has a result), its progress while the job runs, then the preview. */
export function TemplateCard({ template, slot, sending, busy, failure, onGenerate }: TemplateCardProps) {
  const job = usePreview(slot?.jobId).data;
  const running = sending || (slot !== undefined && (!job || !isFinished(job)));
  return (
    <Body as="article" aria-labelledby={`template-${template.id}`}>
      <Title id={`template-${template.id}`}>{template.title}</Title>
      <Description>{template.description}</Description>
      {slot && <PreviewResult jobId={slot.jobId} />}
      {failure && !sending && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button
          onClick={onGenerate}
          loading={running}
          loadingText="Generating..."
          disabled={busy}
          aria-label={`${slot ? 'Regenerate' : 'Generate'} ${template.title}`}
        >
          {slot ? 'Regenerate' : 'Generate'}
        </Button>
      </Actions>
    </Body>
  );
}
