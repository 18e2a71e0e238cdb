import { Card, Container, Tab, TabList, TabPanel, Tabs } from '@claims/ui';
import { useSession } from '@claims/web-kit';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useReturnPath } from '../hooks/use-return-path';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const Backdrop = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  background:
    radial-gradient(circle at 15% 0%, rgba(11, 122, 111, 0.12), transparent 45%),
    radial-gradient(circle at 85% 10%, rgba(11, 79, 156, 0.14), transparent 50%);
  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(16)};
  }
`;

const Intro = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const RolesNote = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /auth: Sign In and Sign Up tabs. Afterwards, and for a visitor who is already signed in, the page named by
 * `?returnTo=` (a path on this site) or else the dashboard.
 */
export function AuthPage() {
  const session = useSession();
  const returnPath = useReturnPath();
  if (session) return <Navigate to={returnPath} replace />;
  return (
    <Backdrop>
      <Container $narrow style={{ maxWidth: '30rem' }}>
        <Intro>
          <Eyebrow>Trial System</Eyebrow>
          <h1>Welcome to the claims trial</h1>
          <p>Sign in or create an account to file repair cases and follow them on your dashboard.</p>
        </Intro>
        <Card>
          <Tabs defaultValue="sign-in">
            <TabList aria-label="Account">
              <Tab value="sign-in">Sign In</Tab>
              <Tab value="sign-up">Sign Up</Tab>
            </TabList>
            <TabPanel value="sign-in">
              <SignInForm />
            </TabPanel>
            <TabPanel value="sign-up">
              <SignUpForm />
            </TabPanel>
          </Tabs>
          <RolesNote>
            New users receive the <strong>customer</strong> role. Tech or insurance roles must be granted by
            an admin.
          </RolesNote>
        </Card>
      </Container>
    </Backdrop>
  );
}
