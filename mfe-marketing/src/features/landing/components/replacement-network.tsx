import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { site } from '../../../lib/site-content';
import { ExternalLink } from '../../../components/external-link';
import { ArrowRightIcon } from '@claims/ui';
import { paths } from '../../../config/paths';
import { CardGrid, Section } from '../../../components/section';

const benefits = [
  {
    title: 'Same-day replacement',
    text: 'When a repair is not worth it, a matching appliance is delivered and installed, often the same day.',
  },
  {
    title: 'Verified, fair pricing',
    text: 'Replacement prices come from local partner stores and are checked against the claim before approval.',
  },
  {
    title: 'Nothing goes to landfill',
    text: 'The old unit is collected for refurbishment or certified recycling through Phoenix Hubs.',
  },
] as const;

const Benefit = styled.article`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: #0a5f57;
  }
  p {
    margin: 0;
  }
`;

const Audience = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.75rem;
    font-weight: 700;
  }
`;

const Audiences = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Cta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  margin-top: ${({ theme }) => theme.space(10)};
`;

const GetStarted = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3.25rem;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: #ffffff;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
    color: #ffffff;
  }
`;

const SideLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  a {
    font-weight: 600;
  }
`;

/** The appliance replacement network: its benefits and a way in for insurers, property managers and homeowners. */
export function ReplacementNetwork() {
  return (
    <Section
      id="replacement-network"
      eyebrow="Replacement network"
      title="When repair is not the answer, replacement is one step away"
      intro="Local appliance stores, rental companies and recyclers work as one network behind every claim."
    >
      <CardGrid $columns={3}>
        {benefits.map((benefit) => (
          <Benefit key={benefit.title}>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </Benefit>
        ))}
      </CardGrid>
      <Audiences $columns={3}>
        <Audience>
          <h3>Insurance providers</h3>
          <p>
            Settle replacement claims at verified local prices, with delivery, installation and haul-away
            included.
          </p>
          <Link to={paths.joinNetwork}>
            Join the network
            <ArrowRightIcon size={18} />
          </Link>
        </Audience>
        <Audience>
          <h3>Property managers</h3>
          <p>Replace failed units across every property from one account, scheduled around your tenants.</p>
          <Link to={paths.joinNetwork}>
            Join the network
            <ArrowRightIcon size={18} />
          </Link>
        </Audience>
        <Audience>
          <h3>Homeowners</h3>
          <p>
            Shop new and refurbished appliances from {site.outbound.applianceStore.label}, with same-day
            delivery.
          </p>
          <ExternalLink href={site.outbound.applianceStore.url}>Shop appliances</ExternalLink>
        </Audience>
      </Audiences>
      <Cta>
        <GetStarted href={site.outbound.applianceStore.url}>Get Started Now</GetStarted>
        <SideLinks>
          <Link to={paths.recyclingPickup}>Schedule a recycling pickup</Link>
          <Link to={paths.electronics}>Get cash for your electronics</Link>
        </SideLinks>
      </Cta>
    </Section>
  );
}
