import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Skeleton, VisuallyHidden } from '@claims/ui';
import { paths } from '../../../config/paths';

// At least a screen tall: the site footer starts below the fold whatever the state (loading, the sign-in prompt,
// the board), so nothing on screen moves when one replaces another.
const Page = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(1.875rem, 4vw, 2.5rem);
  }
`;

/** The way back to the admin's tiles, as on the other admin pages. */
const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Intro = styled.p`
  max-width: 44rem;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The heading and introduction every visitor of `/admin/bookings` sees, signed in or not; the state-specific
 * content (sign-in prompt, admins-only note, the board) goes below it.
 */
export function AdminBookingsFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Container>
        <BackLink to={paths.dashboard.href()}>← Back to dashboard</BackLink>
        <h1>Bookings</h1>
        <Intro>
          Recycling pickups and technician visits by day: the places used per day and time window, every
          booking with its status, search and CSV export.
        </Intro>
        {children}
      </Container>
    </Page>
  );
}

/** The space the board (or a panel) takes while loading. */
export function AdminBookingsLoading() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading the bookings…</VisuallyHidden>
      <Skeleton height="12rem" radius="12px" />
    </div>
  );
}

/**
 * The first screen before the visitor is known: prerendered at build time (the edge sends it in the first
 * response), the same frame as the live page.
 */
export function AdminBookingsPlaceholder() {
  return (
    <AdminBookingsFrame>
      <AdminBookingsLoading />
    </AdminBookingsFrame>
  );
}
