import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

/** Runs `onMount` once the surveys it stands beside have mounted (both leave the Suspense fallback together). */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * The six-tab survey section of the landing page. Until the forms are there, the placeholder is a stop of the Tab
 * order: a keyboard visitor tabbing down the page lands on it (which loads the forms, as scrolling near does) instead
 * of passing the section before it has loaded, and is moved to the chosen survey's tab once the forms have arrived.
 */
export function SurveysSection() {
  const ref = useRef<HTMLDivElement>(null);
  const nearViewport = useNearViewport(ref);
  const [focused, setFocused] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const near = nearViewport || focused;
  const onLoaded = useRef(() => {
    setLoaded(true);
    const holder = ref.current;
    if (holder && holder.ownerDocument.activeElement === holder)
      holder.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }).current;
  return (
    <Section
      id={anchors.surveys}
      tone="muted"
      eyebrow="Surveys"
      title="Help shape the platform"
      intro="Pick the survey that fits you. Every answer is read by our team and goes into our research."
    >
      <div
        ref={ref}
        role={loaded ? undefined : 'group'}
        tabIndex={loaded ? undefined : 0}
        aria-label={loaded ? undefined : 'Surveys, loading'}
        aria-busy={loaded ? undefined : true}
        onFocus={loaded ? undefined : () => setFocused(true)}
      >
        {near ? (
          <Suspense fallback={<SurveysLoading />}>
            <SurveyTabs />
            <Mounted onMount={onLoaded} />
          </Suspense>
        ) : (
          <SurveysLoading />
        )}
      </div>
    </Section>
  );
}
