import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { consumerSurvey } from '../../../lib/site-content';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { ChartGrid, chartCardHeight, chartHeight, type SurveyChart } from './chart-layout';

const SurveyCharts = lazy(() => import('./survey-charts'));

const percent = (value: number) => `${value}%`;
const ofRespondents = (value: number) => `${value} of ${consumerSurvey.respondents}`;
const count = (value: number) => String(value);
const score = (value: number) => value.toFixed(2);

/** Every chart of the consumer survey results, in the order the report shows them. */
const surveyCharts: SurveyChart[] = [
  {
    id: 'claim-duration',
    title: 'How long the claim took',
    data: consumerSurvey.claimDuration,
    format: ofRespondents,
    label: count,
    layout: 'columns',
  },
  {
    id: 'frustrations',
    title: 'Biggest frustrations',
    data: consumerSurvey.frustrations,
    format: percent,
    label: percent,
    max: 100,
    layout: 'bars',
  },
  {
    id: 'satisfaction',
    title: 'Satisfaction with the claims process',
    data: consumerSurvey.satisfaction,
    format: ofRespondents,
    label: count,
    layout: 'columns',
  },
  {
    id: 'update-frequency',
    title: 'How often the insurer sent updates',
    data: consumerSurvey.updateFrequency,
    format: ofRespondents,
    label: count,
    layout: 'columns',
  },
  {
    id: 'concerns',
    title: 'Concerns about AI and video claims',
    data: consumerSurvey.concerns,
    format: percent,
    label: percent,
    max: 100,
    layout: 'bars',
  },
  {
    id: 'interest',
    title: 'Interest in a faster, AI-verified process',
    data: consumerSurvey.interest,
    format: ofRespondents,
    label: count,
    layout: 'columns',
  },
  {
    id: 'feature-scores',
    title: 'Feature scores (out of 5)',
    data: consumerSurvey.featureScores,
    format: (v) => `${score(v)} / 5`,
    label: score,
    max: 5,
    layout: 'bars',
  },
  {
    id: 'improvements',
    title: 'Improvements wanted most',
    data: consumerSurvey.desiredImprovements,
    format: percent,
    label: percent,
    max: 100,
    layout: 'bars',
  },
  {
    id: 'insurer-view',
    title: 'Effect on their view of the insurer',
    data: consumerSurvey.insurerView,
    format: percent,
    label: percent,
    max: 100,
    layout: 'bars',
  },
];

const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.space(10)};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.brandSoft};
    text-align: center;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.brand};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Same footprint as a drawn chart, so nothing below moves when the charts arrive. */
const Placeholder = styled.div`
  height: ${chartCardHeight}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

function ChartPlaceholders() {
  return (
    <ChartGrid role="status" aria-label="Loading the survey charts">
      {surveyCharts.map((chart) => (
        <Placeholder key={chart.id} />
      ))}
    </ChartGrid>
  );
}

/** Headline figures of the consumer survey, then its charts, drawn only when the visitor gets near them. */
export function SurveyResults() {
  const chartsRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chartsRef);
  return (
    <>
      <Figures>
        {consumerSurvey.headlineFigures.map((figure) => (
          <li key={figure.label}>
            <strong>{figure.value}</strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </Figures>
      <div ref={chartsRef}>
        {near ? (
          <Suspense fallback={<ChartPlaceholders />}>
            <SurveyCharts charts={surveyCharts} height={chartHeight} />
          </Suspense>
        ) : (
          <ChartPlaceholders />
        )}
      </div>
    </>
  );
}
