import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@claims/ui';
import { Section } from '../../../components/section';
import { anchors } from '../../../config/paths';
import { useNearViewport } from '../../../lib/use-near-viewport';

// The forms (and their validation library) load only when the visitor gets near them.
const SurveyTabs = lazy(() => import('./survey-tabs'));

// The placeholder holds the forms' height until they arrive; once they are there, the section is as tall as
// what it shows (a short thank-you panel leaves no blank space below it).
const Loading = styled.div`
  min-height: 46rem;
`;

const Gap = styled.div`
  height: 1.25rem;
`;

function SurveysLoading() {
  return (
    <Loading role="status" aria-label="Loading the surveys">
      <Skeleton height="3rem" radius="10px" />
      <Gap />
      <Skeleton height="40rem" radius="16px" />
    </Loading>
  );
}

/** The six-tab survey section of the landing page. */
export function SurveysSection() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <Section
      id={anchors.surveys}
      tone="muted"
      eyebrow="Surveys"
      title="Help shape the platform"
      intro="Pick the survey that fits you. Every answer is read by our team and goes into our research."
    >
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<SurveysLoading />}>
            <SurveyTabs />
          </Suspense>
        ) : (
          <SurveysLoading />
        )}
      </div>
    </Section>
  );
}
