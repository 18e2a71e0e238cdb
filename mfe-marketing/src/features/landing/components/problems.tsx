import styled from 'styled-components';
import { traditionalInsuranceProblems } from '../../../lib/site-content';
import { AlertIcon } from '@claims/ui';
import { CardGrid, Section } from '../../../components/section';

const Problem = styled.article`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.danger};
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  svg {
    color: ${({ theme }) => theme.colors.danger};
    flex: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Why claims are slow today: the four problems of traditional insurance. */
export function Problems() {
  return (
    <Section
      id="problems"
      tone="muted"
      eyebrow="The problem"
      title="Traditional insurance is broken"
      intro="Homeowners wait weeks, insurers overpay, and technicians chase payments. Four problems cause most of it."
    >
      <CardGrid $columns={4}>
        {traditionalInsuranceProblems.map((problem) => (
          <Problem key={problem.title}>
            <h3>
              <AlertIcon size={20} />
              {problem.title}
            </h3>
            <p>{problem.text}</p>
          </Problem>
        ))}
      </CardGrid>
    </Section>
  );
}
