import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  BrandMark,
  ButtonAnchor,
  CloseIcon,
  MenuIcon,
  PhoneIcon,
  UserMenu,
  useDisclosure,
  useSignOutTo,
  WordFromSmallScreens,
  WordFromWidePhones,
} from '@claims/ui';
import { useSession } from '@claims/web-kit';
import styled from 'styled-components';
import { site } from '../../../lib/site-content';
import { anchors, paths } from '../../../config/paths';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  position: relative;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: #ffffff;
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  flex: 0 1 auto;
  min-width: 0;
  text-decoration: none;
  /* The name on one line: on a phone the mark and the name are a little smaller, so both fit beside Call Now and
     the menu button down to 320 px. */
  white-space: nowrap;
  svg {
    flex: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    gap: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    svg {
      width: 28px;
      height: 28px;
    }
  }
  /* From 1024 to 1279 px the bar needs the room: the mark stays, the name is the link's label. */
  ${({ theme }) => theme.media.lg} {
    flex: none;
    white-space: nowrap;
    span {
      display: none;
    }
  }
  ${({ theme }) => theme.media.xl} {
    span {
      display: inline;
    }
  }
  &:hover {
    color: #ffffff;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: #ffffff;
  font-weight: 600;
  cursor: pointer;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/** The bar's own list of the items, from 1024 px (below, the menu button opens `PhoneMenu`). */
const DesktopMenu = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    align-items: center;
    gap: 0;
    a {
      display: flex;
      align-items: center;
      min-height: 2.75rem;
      padding: 0 0.375rem;
      border-radius: ${({ theme }) => theme.radii.md};
      color: #ffffff;
      font-weight: 600;
      text-decoration: none;
      white-space: nowrap;
    }
    a:hover {
      background: rgba(255, 255, 255, 0.12);
      color: #ffffff;
    }
  }
  ${({ theme }) => theme.media.xl} {
    gap: ${({ theme }) => theme.space(1)};
    a {
      padding: 0 ${({ theme }) => theme.space(2)};
    }
  }
  /* Below 1400 px the account's name shares the bar; from there the items have more room. */
  @media (min-width: 1400px) {
    a {
      padding: 0 ${({ theme }) => theme.space(3)};
    }
  }
`;

/**
 * The menu the button opens below 1024 px. It comes after the button in the page, so Tab goes from the button into
 * its items (the bar's list comes before the button and is hidden at these widths).
 */
const PhoneMenu = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #ffffff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* A white panel over the hero's dark band: the usual ring, not the band's (doubled class: the band's rule is
     as specific and may come later). */
  && :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const SignedInAs = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  svg {
    flex: none;
  }
`;

/**
 * The account menu sits in the bar from 1024 px up, with the initial; from 1280 px with the name too, as on every
 * other page, cut with an ellipsis past 7rem below 1400 px (the whole name is the button's label), so the bar holds
 * the brand, five items, the account and the number on one line.
 */
const Account = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
  button > span:not([aria-hidden]) {
    display: none;
  }
  ${({ theme }) => theme.media.xl} {
    button > span:not([aria-hidden]) {
      display: inline-block;
      max-width: 7rem;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      vertical-align: bottom;
    }
  }
  @media (min-width: 1400px) {
    button > span:not([aria-hidden]) {
      max-width: 14rem;
    }
  }
`;

/**
 * Call Now on phones (the dialer one tap away; below 375 px the icon only, as in every page's header); from 1024 px
 * the number itself, to read or dial from another phone.
 */
const CallWord = styled(WordFromWidePhones)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const CallNumber = styled.span`
  display: none;
  font-variant-numeric: tabular-nums;
  ${({ theme }) => theme.media.lg} {
    display: inline;
  }
`;

type NavItem = { label: string } & ({ to: string } | { anchor: string });

const items: NavItem[] = [
  { label: 'Request Demo', to: paths.requestDemo },
  { label: 'Join Network', to: paths.joinNetwork },
  { label: 'Pitch Decks', to: paths.pitchDecks },
  { label: 'Resources', anchor: anchors.resources },
  { label: 'Contact', anchor: anchors.contact },
];

/** The items, as list entries; `onChoose` runs when one is chosen (the phone menu closes). */
function NavLinks({ onChoose }: { onChoose?: () => void }) {
  return items.map((item) => (
    <li key={item.label}>
      {'to' in item ? (
        <Link to={item.to} onClick={onChoose}>
          {item.label}
        </Link>
      ) : (
        <a href={`#${item.anchor}`} onClick={onChoose}>
          {item.label}
        </a>
      )}
    </li>
  ));
}

/**
 * The landing page's own navigation, with Call Now and, when signed in, the account menu (as in the site header of
 * every other page); on small screens a menu button shows the same items and closes after a choice.
 */
export function HeroNav() {
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  // Escape, a press or focus outside the navigation or any navigation closes the menu.
  const { open, close, toggle, toggleRef } = useDisclosure({ containerRef: navRef });
  const session = useSession();
  const signOutAndLeave = useSignOutTo(paths.home);
  const callLabel = `Call Now ${site.phoneDisplay}`;
  const name = session ? session.user.fullName || session.user.email : '';

  return (
    <nav aria-label="Main" ref={navRef}>
      <Bar>
        <Logo to={paths.home} aria-label={`${site.companyName}, home`}>
          <BrandMark size={34} />
          <span>Claim Assist</span>
        </Logo>
        <DesktopMenu>
          <NavLinks />
        </DesktopMenu>
        <Actions>
          {session && (
            <Account>
              <UserMenu session={session} dashboardPath={paths.trialDashboard} signedOutPath={paths.home} />
            </Account>
          )}
          <ButtonAnchor href={site.phoneHref} variant="accent" size="sm" aria-label={callLabel}>
            <PhoneIcon size={16} />
            <CallWord>Call Now</CallWord>
            <CallNumber>{site.phoneDisplay}</CallNumber>
          </ButtonAnchor>
          <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={toggle}>
            {open ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
            <WordFromSmallScreens>Menu</WordFromSmallScreens>
          </Toggle>
        </Actions>
        <PhoneMenu id={menuId} $open={open}>
          <NavLinks onChoose={close} />
          {session && (
            <>
              <SignedInAs>
                Signed in as <strong>{name}</strong>
              </SignedInAs>
              <li>
                <Link to={paths.trialDashboard} onClick={close}>
                  Dashboard
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    signOutAndLeave();
                  }}
                >
                  Sign Out
                </button>
              </li>
            </>
          )}
        </PhoneMenu>
      </Bar>
    </nav>
  );
}
