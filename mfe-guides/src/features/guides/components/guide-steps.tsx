import { useState } from 'react';
import styled from 'styled-components';
import type { GuideStep } from '@claims/contracts';
import { uploadedGuideImageId } from '@claims/contracts/src/guide-rules';
import { uploadedImageSources } from '../../../lib/uploaded-image-sources';
import { externalImagePath } from './guide-image';

const Section = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space(5)};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    margin: 0.2rem 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  h3,
  p {
    overflow-wrap: anywhere;
  }
`;

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
`;

const StepImage = styled.img`
  display: block;
  max-width: min(100%, 32rem);
  margin-top: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A step's picture comes through the service (from this site), so the page's image policy stays `'self'`. */
export const stepImagePath = (guideId: string, stepNumber: number, sourceUrl: string) =>
  externalImagePath(`/api/guides/${encodeURIComponent(guideId)}/steps/${stepNumber}/image`, sourceUrl);

const MissingImage = styled.p`
  max-width: min(100%, 32rem);
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const missingStepImageMessage = 'The picture for this step could not be loaded.';

/** A step picture; one that cannot be loaded leaves a note in its place rather than a broken image. */
function OptionalStepImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <MissingImage>{missingStepImageMessage}</MissingImage>;
  return (
    <StepImage
      src={src}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A step's title without a number its author wrote in front ("Step 1: Unplug it", "2. Drain the tub"): the page
 * numbers the steps itself, from 1 in order, so the author's own number would be said twice, and wrong once a step
 * without a title or description was dropped.
 */
export function titleWithoutOwnNumber(title: string): string {
  const bare = title.replace(/^\s*(?:step\s*\d+\s*[:.)\-–—]?\s*|\d+\s*[:.)\-–—]\s*)/i, '');
  return bare.trim() === '' ? title : bare;
}

/** The numbered steps, in step-number order. */
export function GuideSteps({ guideId, steps }: { guideId: string; steps: GuideStep[] }) {
  return (
    <Section aria-labelledby="steps-title">
      <h2 id="steps-title">Steps</h2>
      {steps.length === 0 ? (
        <Muted>This guide has no steps yet.</Muted>
      ) : (
        <List>
          {steps.map(({ title: ownTitle, ...step }) => {
            const title = titleWithoutOwnNumber(ownTitle);
            return (
              <Item key={step.stepNumber} aria-label={`Step ${step.stepNumber}: ${title}`}>
                <Number aria-hidden="true">{step.stepNumber}</Number>
                <div>
                  <h3>
                    <span className="step-label">Step {step.stepNumber}: </span>
                    {title}
                  </h3>
                  <p>{step.description}</p>
                  {step.imageUrl && (
                    <OptionalStepImage
                      // A picture that failed is forgotten when the step shows another one.
                      key={step.imageUrl}
                      src={
                        uploadedGuideImageId(step.imageUrl)
                          ? uploadedImageSources(step.imageUrl).src
                          : stepImagePath(guideId, step.stepNumber, step.imageUrl)
                      }
                      alt={`Step ${step.stepNumber}: ${title}`}
                    />
                  )}
                </div>
              </Item>
            );
          })}
        </List>
      )}
    </Section>
  );
}
