import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled from 'styled-components';
import { VisuallyHidden } from '@claims/ui';
import { ChartGrid, chartCardHeight, evenTicks, type SurveyChart } from './chart-layout';

const palette = ['#0b4f9c', '#0b7a6f', '#2563eb', '#0d9488', '#1e3a8a', '#0f766e'];

const Figure = styled.figure`
  height: ${chartCardHeight}px;
  margin: 0;
  overflow: hidden;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-weight: 700;
    line-height: 1.3;
    min-height: 2.6em;
  }
`;

function Chart({ chart, height }: { chart: SurveyChart; height: number }) {
  const data = chart.data.map((d) => ({ label: d.label, value: d.value }));
  const tick = { fontSize: 12, fill: '#4a5a70' };
  return (
    <Figure aria-labelledby={`chart-${chart.id}`}>
      <figcaption id={`chart-${chart.id}`}>{chart.title}</figcaption>
      {/* The drawing is for the eye; the list below carries the same numbers for screen readers. */}
      <div aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {chart.layout === 'bars' ? (
            <BarChart
              data={data}
              layout="vertical"
              margin={{ top: 4, right: 44, bottom: 4, left: 8 }}
              accessibilityLayer={false}
            >
              <CartesianGrid horizontal={false} stroke="#e2e8f0" />
              <XAxis
                type="number"
                domain={[0, chart.max ?? 'auto']}
                // Evenly spaced marks on a fixed scale (0-5: every point; 0-100: every quarter), all shown.
                ticks={chart.max ? evenTicks(chart.max) : undefined}
                interval={0}
                tick={tick}
              />
              <YAxis
                type="category"
                dataKey="label"
                width={146}
                tick={{ ...tick, fontSize: 11 }}
                interval={0}
              />
              <Tooltip formatter={(value) => chart.format(Number(value))} cursor={{ fill: '#eef3f8' }} />
              <Bar dataKey="value" radius={[0, 4, 4, 0]} isAnimationActive={false}>
                <LabelList
                  dataKey="value"
                  position="right"
                  formatter={(value) => chart.label(Number(value))}
                  fontSize={12}
                  fill="#0f1b2d"
                />
                {data.map((d, i) => (
                  <Cell key={d.label} fill={palette[i % palette.length]} />
                ))}
              </Bar>
            </BarChart>
          ) : (
            <BarChart
              data={data}
              margin={{ top: 20, right: 8, bottom: 4, left: 36 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={tick} interval={0} height={64} angle={-25} textAnchor="end" />
              <YAxis tick={tick} allowDecimals={false} width={28} />
              <Tooltip formatter={(value) => chart.format(Number(value))} cursor={{ fill: '#eef3f8' }} />
              <Bar dataKey="value" radius={[4, 4, 0, 0]} isAnimationActive={false}>
                <LabelList
                  dataKey="value"
                  position="top"
                  formatter={(value) => chart.label(Number(value))}
                  fontSize={12}
                  fill="#0f1b2d"
                />
                {data.map((d, i) => (
                  <Cell key={d.label} fill={palette[i % palette.length]} />
                ))}
              </Bar>
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <VisuallyHidden as="ul">
        {chart.data.map((d) => (
          <li key={d.label}>
            {d.label}: {chart.format(d.value)}
          </li>
        ))}
      </VisuallyHidden>
    </Figure>
  );
}

/** The consumer survey's charts (loaded on demand: the chart library is the heaviest code on the page). */
export default function SurveyCharts({ charts, height }: { charts: readonly SurveyChart[]; height: number }) {
  return (
    <ChartGrid>
      {charts.map((chart) => (
        <Chart key={chart.id} chart={chart} height={height} />
      ))}
    </ChartGrid>
  );
}
