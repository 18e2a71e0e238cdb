import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { aiProtectionSteps } from '../../../lib/site-content';
import { ArrowRightIcon } from '@claims/ui';
import { paths } from '../../../config/paths';
import { Section } from '../../../components/section';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    margin-bottom: ${({ theme }) => theme.space(4)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    color: #ffffff;
    font-weight: 800;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const More = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    font-weight: 700;
  }
`;

/** The four steps of AI protection, from report to verified payment. */
export function AiProtection() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title="AI protection in four steps"
      intro="Every claim is verified before money moves, and every repair is verified before it is paid."
    >
      <Steps>
        {aiProtectionSteps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
      <More>
        <Link to={paths.videoAi}>
          See the AI video preview center
          <ArrowRightIcon size={18} />
        </Link>
      </More>
    </Section>
  );
}
