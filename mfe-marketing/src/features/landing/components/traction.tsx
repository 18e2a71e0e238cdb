import styled, { css } from 'styled-components';
import { Badge } from '@claims/ui';
import { roadmap, roadmapStatusLabels, tractionFigures, type RoadmapStatus } from '../../../lib/site-content';
import { FigureLabel, FigureValue, Section } from '../../../components/section';

const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.space(14)};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  ${FigureValue} {
    color: ${({ theme }) => theme.colors.brand};
  }
  ${FigureLabel} {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RoadmapTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Phases = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Phase = styled.li<{ $status: RoadmapStatus }>`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $status, theme }) =>
    $status === 'active' &&
    css`
      border: 2px solid ${theme.colors.accent};
      box-shadow: 0 0 0 4px ${theme.colors.accentSoft};
    `}
  ${({ $status }) =>
    $status === 'future' &&
    css`
      border-style: dashed;
    `}
  h4 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const statusTone = { active: 'darkgreen', upcoming: 'blue', future: 'grey' } as const;

/** Traction so far, and the roadmap with the current phase highlighted. */
export function Traction() {
  return (
    <Section id="traction" tone="muted" eyebrow="Traction" title="Momentum, and where we go next">
      <Figures>
        {tractionFigures.map((figure) => (
          <li key={figure.label}>
            <FigureValue>{figure.value}</FigureValue>
            <FigureLabel>{figure.label}</FigureLabel>
          </li>
        ))}
      </Figures>
      <RoadmapTitle>Roadmap</RoadmapTitle>
      <Phases>
        {roadmap.map((phase) => (
          <Phase
            key={phase.period}
            $status={phase.status}
            aria-current={phase.status === 'active' ? 'step' : undefined}
          >
            <Badge tone={statusTone[phase.status]}>{roadmapStatusLabels[phase.status]}</Badge>
            <h4>{phase.period}</h4>
            <p>{phase.title}</p>
            <ul>
              {phase.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Phase>
        ))}
      </Phases>
    </Section>
  );
}
