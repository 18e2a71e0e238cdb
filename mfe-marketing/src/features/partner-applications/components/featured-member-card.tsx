import styled from 'styled-components';
import { Badge, ButtonLink, Card, GlobeIcon, MapPinIcon, PhoneIcon } from '@claims/ui';
import { site } from '@claims/contracts';
import { ExternalLink } from '../../../components/external-link';
import { paths } from '../../../config/paths';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Details = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Visit = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: #ffffff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
    color: #ffffff;
  }
`;

/** The featured network member (an appliance store in Fort Worth, TX); the recycling page adds Schedule Pickup. */
export function FeaturedMemberCard({ schedulePickup = false }: { schedulePickup?: boolean }) {
  const member = site.featuredMember;
  return (
    <Body as="aside" aria-labelledby="featured-member-title">
      <Badge tone="accent">Featured Member</Badge>
      <h2 id="featured-member-title">{member.name}</h2>
      <p>{member.description}</p>
      <Details>
        <li>
          <MapPinIcon size={18} />
          {member.address}
        </li>
        <li>
          <PhoneIcon size={18} />
          <a href={member.phoneHref}>{member.phoneDisplay}</a>
        </li>
        <li>
          <GlobeIcon size={18} />
          <ExternalLink href={member.website} showIcon={false}>
            {member.websiteDisplay}
          </ExternalLink>
        </li>
      </Details>
      <Actions>
        <Visit href={member.website}>Visit Website</Visit>
        {schedulePickup && (
          <ButtonLink to={paths.recyclingPickup} variant="accent">
            Schedule Pickup
          </ButtonLink>
        )}
      </Actions>
    </Body>
  );
}
