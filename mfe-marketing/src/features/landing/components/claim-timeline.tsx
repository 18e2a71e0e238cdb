import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { claimTimeline, claimTimelineTotal } from '../../../lib/site-content';
import { ClockIcon } from '@claims/ui';
import { paths } from '../../../config/paths';
import { Section } from '../../../components/section';

const Track = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.08);
    border: 1px solid rgba(255, 255, 255, 0.16);
    ${({ theme }) => theme.media.md} {
      flex-direction: column;
      text-align: center;
    }
  }
  svg {
    flex: none;
    color: #5fd0c1;
  }
`;

const Step = styled.span`
  display: block;
  font-weight: 600;
`;

const Duration = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: #ffffff;
`;

const Totals = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.lg};
    text-align: center;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Ours = styled.p`
  background: #14b8a6;
  color: #04211d;
`;

const Theirs = styled.p`
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.2);
`;

const Try = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  text-align: center;
  a {
    color: #bfe9e2;
    font-weight: 700;
  }
`;

/** How long each step takes, from the customer's report to the automatic payment. */
export function ClaimTimeline() {
  return (
    <Section
      id="timeline"
      tone="dark"
      eyebrow="Timeline"
      title="From report to payment in one day"
      intro="Each step starts the moment the last one ends. Nobody waits for a phone call."
    >
      <Track>
        {claimTimeline.map((item) => (
          <li key={item.step}>
            <ClockIcon size={28} />
            <span>
              <Step>{item.step}</Step>
              <Duration>{item.duration}</Duration>
            </span>
          </li>
        ))}
      </Track>
      <Totals>
        <Ours>
          Total with our platform
          <strong>{claimTimelineTotal.platform}</strong>
        </Ours>
        <Theirs>
          Traditional claims
          <strong>{claimTimelineTotal.traditional}</strong>
        </Theirs>
      </Totals>
      <Try>
        <Link to={paths.trialDashboard}>Open the trial dashboard and file a test claim</Link>
      </Try>
    </Section>
  );
}
