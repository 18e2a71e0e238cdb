import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark, CloseIcon, MenuIcon, useDisclosure } from '@claims/ui';
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
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: #ffffff;
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
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

const Menu = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
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
  a {
    display: flex;
    align-items: center;
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    position: static;
    padding: 0;
    background: transparent;
    box-shadow: none;
    a {
      min-height: 2.75rem;
      padding: 0 ${({ theme }) => theme.space(3)};
      color: #ffffff;
    }
    a:hover {
      background: rgba(255, 255, 255, 0.12);
      color: #ffffff;
    }
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

/** The landing page's own navigation; on small screens a menu button shows the same items and closes after a choice. */
export function HeroNav() {
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  // Escape, a press outside the navigation or any navigation closes the menu.
  const { open, close, toggle, toggleRef } = useDisclosure({ containerRef: navRef });

  return (
    <nav aria-label="Main" ref={navRef}>
      <Bar>
        <Logo to={paths.home} aria-label={`${site.companyName}, home`}>
          <BrandMark size={34} />
          <span>Claim Assist</span>
        </Logo>
        <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={toggle}>
          {open ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
          Menu
        </Toggle>
        <Menu id={menuId} $open={open}>
          {items.map((item) => (
            <li key={item.label}>
              {'to' in item ? (
                <Link to={item.to} onClick={close}>
                  {item.label}
                </Link>
              ) : (
                <a href={`#${item.anchor}`} onClick={close}>
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </Menu>
      </Bar>
    </nav>
  );
}
