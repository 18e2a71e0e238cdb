import { site } from '@claims/contracts';
import {
  BrandMark,
  Button,
  ButtonAnchor,
  ButtonLink,
  CloseIcon,
  MenuIcon,
  PhoneIcon,
  UserMenu,
  useDisclosure,
  useSignOutTo,
  WordFromSmallScreens,
  WordFromWidePhones,
} from '@claims/ui';
import { useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@claims/web-kit';
import { paths } from '../../../config/paths';

const navItems = [
  { to: paths.requestService, label: 'Request Service' },
  { to: paths.recycling, label: 'Recycling' },
  { to: paths.repairGuides, label: 'Repair Guides' },
  { to: paths.contact, label: 'Contact' },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  backdrop-filter: saturate(1.4) blur(6px);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
  /* Below the desktop layout (the brand, Call Now and Menu): with wider letter and word spacing (WCAG 1.4.12) on a
     320 px screen, Call Now and Menu go to a second row rather than past the screen's edge; at the site's own
     spacing they fit on one. The desktop row keeps shrinking its items instead. */
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 0.02}px) {
    flex-wrap: wrap;
    /* The brand and the phone bar's actions measure 371 px with these gaps, so the bar keeps to one row from a
       375 px phone (with the desktop's 16 px it wrapped below 388 px). */
    column-gap: ${({ theme }) => theme.space(2)};
  }
`;

export const Brand = styled(Link)<{ $withTagline: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
  flex: none;
  svg {
    flex: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  small {
    display: none;
    font-weight: 500;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    /* Only where it fits on one line with the rest: signed out, from 1280 px (the name menu takes its room). */
    ${({ theme, $withTagline }) => ($withTagline ? `${theme.media.xl} { display: inline; }` : '')}
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.375rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.xl} {
    padding: 0.375rem 0.75rem;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.brand};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.brand};
  }
`;

const Actions = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex: none;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** On phones, Call Now sits in the bar next to Menu (the phone's dialer is one tap away on every page). */
const PhoneCall = styled(ButtonAnchor)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const SmallActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  /* Icons keep their size when the bar is tight. */
  svg {
    flex: none;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/** On desktop the number itself is shown, so it can be read and dialled from another phone. */
const PhoneNumber = styled.span`
  font-variant-numeric: tabular-nums;
`;

const SignedInAs = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
  }
  ${NavItem} {
    display: flex;
    min-height: 3rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const MobileActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * The public sticky header of every page but the landing page; on small screens its menu collapses. Sign Out goes to
 * `signedOutPath` (the layout passes the page on screen when a signed-out visitor may stay on it).
 */
export function SiteHeader({ signedOutPath = paths.home }: { signedOutPath?: string }) {
  // Escape, any navigation, a menu choice, a press on the page below or focus leaving the header closes the menu
  // (as the landing page's menu does).
  const headerRef = useRef<HTMLElement>(null);
  const { open, close, toggle, toggleRef } = useDisclosure({ containerRef: headerRef });
  const menuId = useId();
  const callLabel = `Call Now ${site.phoneDisplay}`;
  const session = useSession();
  const signOutAndLeave = useSignOutTo(signedOutPath);

  return (
    <Bar ref={headerRef}>
      <Inner>
        <Brand to={paths.home} aria-label={`${site.companyName}, home`} $withTagline={!session}>
          <BrandMark />
          <span>
            Claim Assist <small>Appliance Services</small>
          </span>
        </Brand>
        <DesktopNav aria-label="Main">
          {navItems.map((item) => (
            <NavItem key={item.to} to={item.to}>
              {item.label}
            </NavItem>
          ))}
        </DesktopNav>
        <Actions>
          {session ? (
            <UserMenu session={session} dashboardPath={paths.trialDashboard} signedOutPath={signedOutPath} />
          ) : (
            <ButtonLink to={paths.trialSignIn} variant="outline" size="sm">
              Try Trial System
            </ButtonLink>
          )}
          <ButtonAnchor href={site.phoneHref} variant="accent" size="sm" aria-label={callLabel}>
            <PhoneIcon size={16} />
            <PhoneNumber>{site.phoneDisplay}</PhoneNumber>
          </ButtonAnchor>
        </Actions>
        <SmallActions>
          <PhoneCall href={site.phoneHref} variant="accent" size="sm" aria-label={callLabel}>
            <PhoneIcon size={16} />
            <WordFromWidePhones>Call Now</WordFromWidePhones>
          </PhoneCall>
          <MenuButton
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={toggle}
          >
            {open ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
            <WordFromSmallScreens>{open ? 'Close' : 'Menu'}</WordFromSmallScreens>
          </MenuButton>
        </SmallActions>
      </Inner>
      <MobilePanel id={menuId} aria-label="Main" hidden={!open}>
        <ul>
          {navItems.map((item) => (
            <li key={item.to}>
              <NavItem to={item.to} onClick={close}>
                {item.label}
              </NavItem>
            </li>
          ))}
        </ul>
        {session && (
          <SignedInAs>
            Signed in as <strong>{session.user.fullName || session.user.email}</strong>
          </SignedInAs>
        )}
        <MobileActions>
          {session ? (
            <>
              <ButtonLink to={paths.trialDashboard} variant="outline" onClick={close}>
                Dashboard
              </ButtonLink>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  signOutAndLeave();
                }}
              >
                Sign Out
              </Button>
            </>
          ) : (
            <ButtonLink to={paths.trialSignIn} variant="outline" onClick={close}>
              Try Trial System
            </ButtonLink>
          )}
          <ButtonAnchor href={site.phoneHref} variant="accent" onClick={close} aria-label={callLabel}>
            <PhoneIcon size={18} />
            Call Now
          </ButtonAnchor>
        </MobileActions>
      </MobilePanel>
    </Bar>
  );
}
