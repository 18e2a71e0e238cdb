import styled from 'styled-components';
import type { ChartDatum } from '../../../lib/site-content';

/** One chart of the consumer survey: its data, how to read the numbers, and the chart's shape. */
export type SurveyChart = {
  id: string;
  title: string;
  data: readonly ChartDatum[];
  /** How a value is written: "38%", "17 of 50", "4.52 / 5". */
  format: (value: number) => string;
  /** The short label drawn on each bar: "38%", "17", "4.52". */
  label: (value: number) => string;
  max?: number;
  layout: 'bars' | 'columns';
};

/** The marks of a scale from 0 to `max`: every whole step up to 5 steps (0-5 by ones), otherwise quarters. */
export function evenTicks(max: number): number[] {
  const steps = max <= 5 ? max : 4;
  return Array.from({ length: steps + 1 }, (_, i) => (max / steps) * i);
}

/** Height of a drawn chart; the placeholders take the same room so nothing moves when charts arrive. */
export const chartHeight = 280;
/** The whole card around a chart: padding, caption and drawing. */
export const chartCardHeight = chartHeight + 100;

export const ChartGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
