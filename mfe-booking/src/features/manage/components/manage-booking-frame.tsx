import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Skeleton } from '@claims/ui';

const Page = styled.div`
  /* At least a screen tall: the footer stays below the first screen while the booking loads and when it arrives. */
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The manage page's frame, the same for its prerendered first screen, its loading state and the booking itself:
 * kept apart from the page (and the schema library it uses) so the area's routes and the prerender can show it.
 */
export function ManageBookingFrame({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <Page>
      <Container $narrow>
        <h1>Your Booking</h1>
        <Intro>
          {intro ??
            'This private link shows your booking. From here you can reschedule it for free with 24-hour notice, or cancel it.'}
        </Intro>
        {children}
      </Container>
    </Page>
  );
}

/** The frame while the page's code or the booking loads (also the prerendered first screen of every manage link). */
export function ManageBookingLoading() {
  return (
    <ManageBookingFrame>
      <Skeleton height="16rem" />
    </ManageBookingFrame>
  );
}
