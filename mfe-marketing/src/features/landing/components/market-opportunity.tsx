import styled from 'styled-components';
import { marketFigures } from '../../../lib/site-content';
import { FigureLabel, FigureValue, Section } from '../../../components/section';

const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0 auto;
  padding: 0;
  max-width: 48rem;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.12);
    text-align: center;
  }
`;

/** The size of the opportunity: the claims-technology market and how many insurers still run on old models. */
export function MarketOpportunity() {
  return (
    <Section
      id="market"
      tone="brand"
      eyebrow="Market opportunity"
      title="A market ready to change"
      intro="Insurers know their claims process is slow and expensive. The technology to fix it is finally here."
    >
      <Figures>
        {marketFigures.map((figure) => (
          <li key={figure.label}>
            <FigureValue>{figure.value}</FigureValue>
            <FigureLabel>{figure.label}</FigureLabel>
          </li>
        ))}
      </Figures>
    </Section>
  );
}
