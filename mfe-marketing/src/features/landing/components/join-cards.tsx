import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRightIcon, Badge } from '@claims/ui';
import { anchors, paths } from '../../../config/paths';
import { CardGrid, Section } from '../../../components/section';

type JoinCard = { audience: string; text: string; action: string; to: string; badge?: string };

/** Who can join and where each audience goes (the spec's join-card table). */
const joinCards: JoinCard[] = [
  {
    audience: 'Insurers & Enterprises',
    text: 'See verified claims settled the same day, on your own data.',
    action: 'Request a Demo',
    to: paths.requestDemo,
  },
  {
    audience: 'Service Providers',
    text: 'Get steady, pre-approved jobs and get paid on completion.',
    action: 'Join the Network',
    to: paths.joinNetwork,
  },
  {
    audience: 'Appliance Store Owners',
    text: 'Fill replacement orders from insurance and warranty claims.',
    action: 'Join as a Store',
    to: paths.joinStoreNetwork,
  },
  {
    audience: 'Rental Companies',
    text: 'Place rent-to-own units with customers waiting on a claim.',
    action: 'Join as a Rental Partner',
    to: paths.joinRentalNetwork,
  },
  {
    audience: 'Recycling Partners',
    text: 'Receive replaced appliances and turn them into verified credits.',
    action: 'Join as a Recycler',
    to: paths.joinRecyclingNetwork,
  },
  {
    audience: 'Investors',
    text: 'Review the decks behind the seed round and the roadmap.',
    action: 'View Pitch Decks',
    to: paths.pitchDecks,
  },
  {
    audience: 'Technicians',
    text: 'Repair guides, manuals and wiring diagrams from a community of technicians.',
    action: 'Browse Repair Guides',
    to: paths.repairGuides,
    badge: 'Free membership during launch',
  },
];

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
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

/** A card's note ("Free membership during launch") wraps inside the card's padding rather than running past it. */
const CardBadge = styled(Badge)`
  max-width: 100%;
  white-space: normal;
`;

/** "Join us" cards, one per audience, each leading to its form or page. */
export function JoinCards() {
  return (
    <Section
      id={anchors.contact}
      tone="muted"
      eyebrow="Get in touch"
      title="Join the network"
      intro="Pick the door that fits you. Every request reaches a person on our team."
    >
      <CardGrid $columns={4}>
        {joinCards.map((card) => (
          <Card key={card.audience}>
            <h3>{card.audience}</h3>
            {card.badge && <CardBadge tone="accent">{card.badge}</CardBadge>}
            <p>{card.text}</p>
            <Link to={card.to}>
              {card.action}
              <ArrowRightIcon size={18} />
            </Link>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
