import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, CheckIcon } from '@claims/ui';
import { site } from '../../../lib/site-content';
import { ExternalLink } from '../../../components/external-link';
import { paths } from '../../../config/paths';
import { Section } from '../../../components/section';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: #5fd0c1;
  }
`;

const Stats = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.08);
    border: 1px solid rgba(255, 255, 255, 0.16);
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: #ffffff;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.75rem;
    color: #bfe9e2;
    font-weight: 700;
  }
`;

const Primary = styled(Link)`
  padding: 0.625rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #14b8a6;
  && {
    color: #04211d;
  }
  text-decoration: none;
  &:hover {
    background: #2dd4bf;
  }
`;

const Credits = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #c9d7ea;
  a {
    color: #bfe9e2;
  }
`;

/** The repair-knowledge community for technicians and guide readers, run with our partner brands. */
export function CommunityPromo() {
  return (
    <Section
      id="community"
      tone="dark"
      center={false}
      eyebrow="For appliance repair technicians"
      title="The Repair Knowledge Network"
      intro="A community of technicians sharing what they know, with the service manuals, wiring diagrams and technical sheets to back it up."
    >
      <Layout>
        <div>
          <Badge tone="warning">Limited time: free membership</Badge>
          <Features>
            <li>
              <CheckIcon size={20} />
              Search service manuals, wiring diagrams and technical sheets by appliance model number.
            </li>
            <li>
              <CheckIcon size={20} />
              Over 100K technical documents from major appliance brands.
            </li>
            <li>
              <CheckIcon size={20} />
              Earn karma points when other users find your guides helpful.
            </li>
            <li>
              <CheckIcon size={20} />
              Join hundreds of technicians who trade fixes every day.
            </li>
          </Features>
          <Actions>
            <Primary to={paths.repairGuides}>Browse Repair Guides</Primary>
            <ExternalLink href={site.outbound.repairCommunity.url}>Visit the community</ExternalLink>
          </Actions>
          <Credits>
            Founding member:{' '}
            <ExternalLink href={site.outbound.foundingMember.url}>
              {site.outbound.foundingMember.label}
            </ExternalLink>
            . Partner:{' '}
            <ExternalLink href={site.outbound.partner.url}>{site.outbound.partner.label}</ExternalLink>.
          </Credits>
        </div>
        <Stats aria-label="Community in numbers">
          <li>
            <strong>156+</strong>
            Repair Guides
          </li>
          <li>
            <strong>Growing</strong>
            Community Members
          </li>
          <li>
            <strong>Active</strong>
            Knowledge Sharing
          </li>
        </Stats>
      </Layout>
    </Section>
  );
}
