import styled from 'styled-components';
import { ButtonLink, Container, ErrorPanel } from '@claims/ui';
import { hasRole, useSession } from '@claims/web-kit';
import { AdminBookingsBoard } from '../../features/admin/components/admin-bookings-board';
import { paths } from '../../config/paths';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(1.875rem, 4vw, 2.5rem);
  }
`;

/** `/admin/bookings`: bookings and capacity, for admins (the service enforces it too). */
export function AdminBookingsPage() {
  const session = useSession();
  return (
    <Wrapper>
      <Container>
        <h1>Bookings</h1>
        {!session ? (
          <ErrorPanel title="Please sign in" message="Sign in with an admin account to see the bookings.">
            <ButtonLink to={paths.auth.href()}>Sign in</ButtonLink>
          </ErrorPanel>
        ) : !hasRole(session, 'admin') ? (
          <ErrorPanel
            title="Admins only"
            message="Your account does not have access to the bookings. Ask an admin to grant you the admin role."
          />
        ) : (
          <AdminBookingsBoard />
        )}
      </Container>
    </Wrapper>
  );
}
