import type { Role } from '@claims/contracts';
import { Badge, Button, Card, Container, Skeleton, Stack, toast, type BadgeTone } from '@claims/ui';
import { signOut, useSession } from '@claims/web-kit';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useMe } from '../../auth/api/get-me';

const roleTones: Record<Role, BadgeTone> = {
  customer: 'brand',
  tech: 'accent',
  insurance: 'purple',
  admin: 'orange',
};

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** /trial-dashboard (first version): who is signed in, with which roles, and Sign Out. */
export function TrialDashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const me = useMe(session?.user.id ?? '');

  useEffect(() => {
    if (me.isError) toast.error('Failed to load profile', { description: me.error.message });
  }, [me.isError, me.error]);

  if (!session) return null;
  // The server's answer is current; the session's copy stands in while loading or when it fails.
  const fullName = me.data?.profile.fullName ?? session.user.fullName;
  const email = me.data?.user.email ?? session.user.email;
  const roles = me.data?.roles ?? session.roles;

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    navigate(paths.auth, { replace: true });
  };

  return (
    <Page>
      <Header>
        <div>
          <h1>Trial Dashboard</h1>
          <p>Welcome back, {fullName}.</p>
        </div>
        <Button variant="outline" onClick={onSignOut} loading={signingOut} loadingText="Signing out...">
          Sign Out
        </Button>
      </Header>
      <Card as="section" aria-labelledby="account-title">
        <Stack gap={4}>
          <h2 id="account-title" style={{ margin: 0, fontSize: '1.25rem' }}>
            Your account
          </h2>
          <Details>
            <dt>Name</dt>
            <dd>{fullName}</dd>
            <dt>Email</dt>
            <dd>{email}</dd>
            <dt>Roles</dt>
            <dd>
              {me.isPending ? (
                <Skeleton width="8rem" height="1.5rem" />
              ) : (
                <Stack
                  as="ul"
                  direction="row"
                  gap={2}
                  wrap
                  aria-label="Roles"
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {roles.map((role) => (
                    <li key={role}>
                      <Badge tone={roleTones[role]}>{role}</Badge>
                    </li>
                  ))}
                </Stack>
              )}
            </dd>
          </Details>
        </Stack>
      </Card>
    </Page>
  );
}
