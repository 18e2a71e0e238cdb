import { site } from '@claims/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ArrowUpIcon,
  BrandMark,
  MailIcon,
  MicroblogIcon,
  PhoneIcon,
  ProfessionalNetworkIcon,
  ShieldIcon,
} from '@claims/ui';
import { paths } from '../../../config/paths';

const Footer = styled.footer`
  margin-top: auto;
  /* Never the browser's scroll anchor: more of a page added above it (a list's next page) comes into view, rather
     than the page moving to keep the footer in place. */
  overflow-anchor: none;
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  a,
  button {
    color: #ffffff;
  }
  a:hover {
    color: #9fd8cf;
  }
  :focus-visible {
    outline-color: #8ab4ff;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space(6)};
    padding-right: ${({ theme }) => theme.space(6)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const BrandBlock = styled.div`
  p {
    max-width: 26rem;
    margin: ${({ theme }) => theme.space(3)} 0 0;
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  color: #ffffff;
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  && {
    margin: 0;
  }
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2rem;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: #9fd8cf;
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space(5)};
  }
`;

const Legal = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    color: #ffffff;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 0.75em;
  }
`;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The site footer on every page: contact, social links, privacy and terms, copyright. */
export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <Columns>
          <BrandBlock>
            <BrandName>
              <BrandMark size={28} />
              {site.companyName}
            </BrandName>
            <p>
              {site.tagline}: faster, verified insurance and warranty repair claims for homeowners, insurers
              and technicians.
            </p>
            <p>{site.city}</p>
          </BrandBlock>
          <div>
            <ColumnTitle>Company</ColumnTitle>
            <LinkList>
              <li>
                <TextButton
                  type="button"
                  onClick={() => {
                    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
                    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
                    // The keyboard carries on from the top of the page, where the view went, not from down here.
                    document.getElementById('main')?.focus({ preventScroll: true });
                  }}
                >
                  <ArrowUpIcon size={16} />
                  Research Data
                </TextButton>
              </li>
              <li>
                <a href={`mailto:${site.contactEmail}`}>
                  <MailIcon size={16} />
                  Contact Us
                </a>
              </li>
              <li>
                <a href={site.phoneHref}>
                  <PhoneIcon size={16} />
                  Call {site.phoneDisplay}
                </a>
              </li>
              {/* The landing page's only way into the trial system (its navigation is the hero's): signed out, the
                  dashboard sends the visitor to sign in and back. */}
              <li>
                <Link to={paths.trialDashboard}>
                  <ShieldIcon size={16} />
                  Trial Dashboard
                </Link>
              </li>
            </LinkList>
          </div>
          <div>
            <ColumnTitle>Follow us</ColumnTitle>
            <LinkList>
              <li>
                <a href={site.social.microblog} {...newTab} aria-label="X (opens in a new tab)">
                  <MicroblogIcon size={16} />X
                </a>
              </li>
              <li>
                <a
                  href={site.social.professionalNetwork}
                  {...newTab}
                  aria-label="LinkedIn (opens in a new tab)"
                >
                  <ProfessionalNetworkIcon size={16} />
                  LinkedIn
                </a>
              </li>
              <li>
                <a href={site.social.mail} {...newTab} aria-label="Mail (opens in a new tab)">
                  <MailIcon size={16} />
                  Mail
                </a>
              </li>
            </LinkList>
          </div>
        </Columns>
        <Bottom>
          <p>
            © {site.copyrightYear} {site.companyName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <a href="#privacy">Privacy Policy</a>
            <a href="#terms">Terms of Service</a>
          </nav>
        </Bottom>
        <Legal>
          <section id="privacy" aria-labelledby="privacy-title">
            <h2 id="privacy-title">Privacy Policy</h2>
            <p>
              We collect what you give us: your name, email and phone when you request service, a demo or a
              partnership, and your account and case details when you use the trial system. Passwords are
              stored only as secure hashes.
            </p>
            <p>
              We use this information to answer you, to handle your claims and bookings, and to keep the site
              running and secure (including logs of errors and requests). We do not sell it. Your browser
              keeps your sign-in session in local storage until you sign out.
            </p>
            <p>
              To see, correct or delete your data, write to{' '}
              <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
            </p>
          </section>
          <section id="terms" aria-labelledby="terms-title">
            <h2 id="terms-title">Terms of Service</h2>
            <p>
              This site presents our claims-coordination platform and lets you request service, book recycling
              pickups and try the trial system. Prices and time windows shown are estimates until we confirm
              them with you.
            </p>
            <p>
              Service is offered in and around {site.city}. Keep your account credentials private; you are
              responsible for activity under your account. Figures on this site describe pilots and research
              and are not a guarantee of results.
            </p>
            <p>
              Questions about these terms: <a href={site.phoneHref}>{site.phoneDisplay}</a>.
            </p>
          </section>
        </Legal>
      </Inner>
    </Footer>
  );
}
