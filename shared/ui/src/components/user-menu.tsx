import { useCallback, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Session } from '@claims/contracts';
import { signOut } from '@claims/web-kit';
import { useDisclosure } from '../hooks/use-disclosure';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  /* A long name is cut with an ellipsis so the bar stays on one line from 1024 px up. */
  max-width: 10rem;
  ${({ theme }) => theme.media.xl} {
    /* Room for a name of about 20 letters beside the initial and the caret. */
    max-width: 17rem;
  }
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &::after {
    content: '';
    flex: none;
    width: 0.45rem;
    height: 0.45rem;
    margin-left: 0.15rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.6rem;
  height: 1.6rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 1;
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* A white panel, also over a dark band (the landing page's hero): the usual ring (doubled class: a band's
     rule is as specific and may come later). */
  && :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
  }
  a,
  button {
    display: flex;
    width: 100%;
    min-height: 2.5rem;
    align-items: center;
    padding: 0.4rem 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.brand};
    }
  }
`;

/**
 * Who is signed in, at the top of the open menu: where the bar is short of room (the landing page's, below 1400 px)
 * the toggle shows only the initial, and a long name is cut there.
 */
const SignedInAs = styled.li`
  max-width: 16rem;
  margin-bottom: ${({ theme }) => theme.space(1)};
  padding: 0.25rem 0.75rem 0.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type UserMenuProps = {
  session: Session;
  /** Where Dashboard leads. */
  dashboardPath: string;
  /** Where Sign Out lands. */
  signedOutPath?: string;
};

/** What the page a visitor lands on after signing out says (as a notice, `useArrivalNotice`). */
export const signedOutNotice = 'You are signed out.';

/**
 * Every Sign Out of the site (the headers, their phone menus, the trial dashboard): signs out, then goes to `path`
 * (the page on screen, to stay on it), which says so. Resolves once there.
 */
export function useSignOutTo(path: string): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const leftFrom = window.location.href;
    await signOut();
    // A page for signed-in users has sent the visitor to /auth as the session ended: Back does not return to it.
    // Staying on the page adds no history entry either.
    const stays = new URL(path, leftFrom).href === leftFrom;
    navigate(path, {
      replace: stays || window.location.href !== leftFrom,
      state: { notice: signedOutNotice },
    });
  }, [navigate, path]);
}

/** The signed-in user's name in a header (the site's and the landing page's), opening Dashboard and Sign Out. */
export function UserMenu({ session, dashboardPath, signedOutPath = '/' }: UserMenuProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { open, close, toggle, toggleRef } = useDisclosure({ containerRef });
  const signOutAndLeave = useSignOutTo(signedOutPath);
  const menuId = useId();
  const name = session.user.fullName || session.user.email;
  return (
    <Wrapper ref={containerRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account: ${name}`}
        onClick={toggle}
      >
        <Avatar aria-hidden="true">{name.trim().charAt(0).toUpperCase()}</Avatar>
        <span>{name}</span>
      </Toggle>
      <Menu id={menuId} hidden={!open}>
        <SignedInAs>
          Signed in as <strong>{name}</strong>
        </SignedInAs>
        <li>
          <Link to={dashboardPath} onClick={close}>
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
      </Menu>
    </Wrapper>
  );
}
