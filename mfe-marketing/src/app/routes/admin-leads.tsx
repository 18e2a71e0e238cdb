import { lazy } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, ErrorPanel, Skeleton } from '@claims/ui';
import { hasRole, useSession } from '@claims/web-kit';
import { paths } from '../../config/paths';

const Wrapper = styled.div`
  /* The footer starts below the first screen, so what arrives under the heading never moves it (no layout shift). */
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(1.875rem, 4vw, 2.5rem);
  }
  > div > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The way back to the admin's tiles, as on the other admin pages. */
const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

// Only an admin's visit loads the board (and the schemas it reads its figures with). No boundary here: while it
// loads, the first visit keeps the prerendered snapshot and a navigation keeps the previous page.
const LeadsBoard = lazy(() =>
  import('../../features/leads/components/leads-board').then((m) => ({ default: m.LeadsBoard })),
);

const intro = 'Demo requests, partner applications and survey responses, newest first.';

/**
 * The first screen every visitor shares (heading, intro, a placeholder where the sign-in panel or the board
 * appears), prerendered at build time (`scripts/prerender-pages.tsx`); the page's height keeps the footer off it.
 */
export function AdminLeadsSkeleton() {
  return (
    <Wrapper aria-busy="true">
      <Container>
        <BackLink to={paths.trialDashboard}>← Back to dashboard</BackLink>
        <h1>Leads</h1>
        <p>{intro}</p>
        <Skeleton height="12rem" radius="16px" />
      </Container>
    </Wrapper>
  );
}

/** /admin/leads: every demo request, application and survey response, for admins (the service enforces it too). */
export default function AdminLeadsPage() {
  const session = useSession();
  return (
    <Wrapper>
      <Container>
        <BackLink to={paths.trialDashboard}>← Back to dashboard</BackLink>
        <h1>Leads</h1>
        <p>{intro}</p>
        {!session ? (
          <ErrorPanel
            title="Authentication Required"
            message="Please sign in with an admin account to see the leads."
          >
            <ButtonLink to={`${paths.auth}?returnTo=${encodeURIComponent(paths.adminLeads)}`}>
              Sign In
            </ButtonLink>
          </ErrorPanel>
        ) : !hasRole(session, 'admin') ? (
          <ErrorPanel
            title="Access Denied"
            message="Only admins can see the leads. Ask an admin to grant your account the admin role."
          >
            <ButtonLink to={paths.trialDashboard} variant="outline">
              Back to dashboard
            </ButtonLink>
          </ErrorPanel>
        ) : (
          <LeadsBoard />
        )}
      </Container>
    </Wrapper>
  );
}
