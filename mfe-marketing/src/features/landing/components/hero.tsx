import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container, DownloadIcon, pageContentId } from '@claims/ui';
import { heroClaims, site } from '../../../lib/site-content';
import { ExternalLink } from '../../../components/external-link';
import { anchors, paths } from '../../../config/paths';
import { HeroNav } from './hero-nav';

const Band = styled.header`
  position: relative;
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(11, 122, 111, 0.55), transparent 60%),
    linear-gradient(160deg, #071a33 0%, #0b3b75 55%, #0b4f9c 100%);
  color: #ffffff;
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
  padding-bottom: ${({ theme }) => theme.space(16)};
  ${({ theme }) => theme.media.md} {
    padding-bottom: ${({ theme }) => theme.space(24)};
  }
`;

const Body = styled.div`
  max-width: 52rem;
  &:focus {
    outline: none;
  }
  padding-top: ${({ theme }) => theme.space(12)};
  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(20)};
  }
`;

const Tagline = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0.25rem 0.75rem;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: #d9f2ee;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: #ffffff;
  font-size: clamp(2.125rem, 6vw, 3.75rem);
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.08;
`;

const Lead = styled.p`
  max-width: 44rem;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  font-size: clamp(1.0625rem, 2.2vw, 1.25rem);
  color: #dbe6f4;
`;

const Claims = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.space(10)};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(3)};
    border-left: 3px solid #5fd0c1;
  }
  strong {
    display: block;
    font-size: clamp(1.5rem, 5vw, 2.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.1;
  }
  span {
    display: block;
    margin-top: 0.25rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: #c9d7ea;
  }
  /*
   * On a phone a column is 90-110 px: "100K+" and "Recidivism" fit it only with less room around them, and on the
   * narrowest phones with a smaller figure.
   */
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space(2)};
    li {
      padding: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(2)}
        ${({ theme }) => theme.space(2)};
    }
  }
  @media (max-width: 359px) {
    strong {
      font-size: 1.25rem;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const action = css<{ $kind: 'primary' | 'light' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 3rem;
  padding: 0.625rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  ${({ $kind }) =>
    $kind === 'primary'
      ? css`
          background: #14b8a6;
          color: #04211d;
          &:hover {
            background: #2dd4bf;
            color: #04211d;
          }
        `
      : $kind === 'light'
        ? css`
            background: #ffffff;
            color: #0b4f9c;
            &:hover {
              background: #e6effa;
              color: #083e7b;
            }
          `
        : css`
            background: transparent;
            color: #ffffff;
            border-color: rgba(255, 255, 255, 0.55);
            &:hover {
              background: rgba(255, 255, 255, 0.12);
              color: #ffffff;
            }
          `}
`;

const ActionLink = styled(Link)<{ $kind: 'primary' | 'light' | 'ghost' }>`
  ${action}
`;
const ActionAnchor = styled.a<{ $kind: 'primary' | 'light' | 'ghost' }>`
  ${action}
`;

const Outbound = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.75rem;
    color: #bfe9e2;
    font-weight: 600;
  }
  a:hover {
    color: #ffffff;
  }
`;

/** The top of the landing page: navigation, the platform's promise, the Phoenix Hubs claims and the main calls to action. */
export function Hero() {
  return (
    <Band>
      <Container>
        <HeroNav />
        {/* Where the skip link and the focus after a move go: past the navigation above. */}
        <Body id={pageContentId} tabIndex={-1}>
          <Tagline>{site.tagline}</Tagline>
          <Title>Repair claims verified by AI and settled the same day</Title>
          <Lead>
            AI diagnostics, live video checks, automatic approval and dispatch, and payment on verified
            completion for insurers, warranty providers, technicians and homeowners. And with Phoenix Hubs,
            e-waste and incarceration become refurbishment, carbon credits and second chances.
          </Lead>
          <Claims aria-label="Phoenix Hubs impact">
            {heroClaims.map((claim) => (
              <li key={claim.label}>
                <strong>{claim.value}</strong>
                <span>{claim.label}</span>
              </li>
            ))}
          </Claims>
          <Actions>
            <ActionAnchor $kind="primary" href={`#${anchors.resources}`}>
              <DownloadIcon size={20} />
              Download Proposal
            </ActionAnchor>
            <ActionLink $kind="light" to={paths.requestDemo}>
              Request Demo
            </ActionLink>
            <ActionLink $kind="ghost" to={paths.pitchDecks}>
              Investor Pitch Decks
            </ActionLink>
            <ActionLink $kind="ghost" to={paths.joinNetwork}>
              Join the Network
            </ActionLink>
            <ActionAnchor $kind="ghost" href={`#${anchors.research}`}>
              View Research &amp; Data
            </ActionAnchor>
          </Actions>
          <Outbound>
            <ExternalLink href={site.outbound.repairSite.url}>
              Book a repair with {site.outbound.repairSite.label}
            </ExternalLink>
            <ExternalLink href={site.outbound.coverPartner.url}>
              Protect your appliances with our cover partner
            </ExternalLink>
          </Outbound>
        </Body>
      </Container>
    </Band>
  );
}
