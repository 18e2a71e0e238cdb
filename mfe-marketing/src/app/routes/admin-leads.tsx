import styled from 'styled-components';
import { ButtonLink, Container, ErrorPanel } from '@claims/ui';
import { hasRole, useSession } from '@claims/web-kit';
import { LeadsBoard } from '../../features/leads/components/leads-board';
import { paths } from '../../config/paths';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(1.875rem, 4vw, 2.5rem);
  }
  > div > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /admin/leads: every demo request, application and survey response, for admins (the service enforces it too). */
export default function AdminLeadsPage() {
  const session = useSession();
  return (
    <Wrapper>
      <Container>
        <h1>Leads</h1>
        <p>Demo requests, partner applications and survey responses, newest first.</p>
        {!session ? (
          <ErrorPanel title="Please sign in" message="Sign in with an admin account to see the leads.">
            <ButtonLink to={`${paths.auth}?returnTo=${encodeURIComponent(paths.adminLeads)}`}>
              Sign in
            </ButtonLink>
          </ErrorPanel>
        ) : !hasRole(session, 'admin') ? (
          <ErrorPanel
            title="Admins only"
            message="Your account does not have access to the leads. Ask an admin to grant you the admin role."
          />
        ) : (
          <LeadsBoard />
        )}
      </Container>
    </Wrapper>
  );
}
