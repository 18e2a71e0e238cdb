import { Card, Container, Skeleton, Stack, Tab, TabList, TabPanel, Tabs } from '@claims/ui';
import styled from 'styled-components';
import { readAuthDraft, type AccountTab } from '../lib/auth-draft';

/*
 * The parts of /auth that do not depend on the forms, kept apart from the page so the area's routes can show the
 * page's first screen (`AuthPageSkeleton`) without loading the forms and their validation library: it is the
 * build's prerendered snapshot of /auth and what shows while the page's code loads after a signed-out visitor is
 * sent here from another trial page.
 */

export const Backdrop = styled.div`
  /* At least the first screen: the footer never comes into view and moves away again while the page loads. */
  min-height: 100vh;
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

const Note = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PlaceholderLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export function AuthIntro() {
  return (
    <Intro>
      <Eyebrow>Trial System</Eyebrow>
      <h1>Welcome to the claims trial</h1>
      <p>Sign in or create an account to file repair cases and follow them on your dashboard.</p>
    </Intro>
  );
}

/** Sign In and Sign Up; `signUpDisabled` on the prerendered first screen, where a click could not do anything yet. */
export function AccountTabs({ signUpDisabled = false }: { signUpDisabled?: boolean }) {
  return (
    <TabList aria-label="Account">
      <Tab value="sign-in">Sign In</Tab>
      <Tab value="sign-up" disabled={signUpDisabled}>
        Sign Up
      </Tab>
    </TabList>
  );
}

export function RolesNote() {
  return (
    <Note>
      New users receive the <strong>customer</strong> role. Tech or insurance roles must be granted by an
      admin.
    </Note>
  );
}

// The tab a visitor picked on the first screen before the forms had loaded: the page opens on it, so that click
// is not lost when the live page replaces the first screen.
let pickedTab: AccountTab | undefined;

/** The tab /auth opens on: the one picked while the page was loading, else the one open before a reload, else Sign In. */
export const initialAccountTab = (): AccountTab => pickedTab ?? readAuthDraft().tab;

function FieldPlaceholders({ labels }: { labels: string[] }) {
  return (
    <Stack gap={4}>
      {labels.map((label) => (
        <div key={label}>
          <PlaceholderLabel>{label}</PlaceholderLabel>
          <Skeleton height="2.75rem" radius="8px" />
        </div>
      ))}
      <Skeleton height="3.25rem" radius="8px" />
    </Stack>
  );
}

/**
 * /auth before its forms have loaded: the same heading, tabs and note, the fields as placeholders. `prerendered`:
 * the build's static snapshot, shown before any JavaScript runs; there Sign Up is disabled until the area is live,
 * because a click on static HTML would be lost.
 */
export function AuthPageSkeleton({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <Backdrop aria-busy="true">
      <Container $narrow style={{ maxWidth: '30rem' }}>
        <AuthIntro />
        <Card>
          <Tabs
            defaultValue={pickedTab ?? 'sign-in'}
            onValueChange={(value) => {
              pickedTab = value === 'sign-up' ? 'sign-up' : 'sign-in';
            }}
          >
            <AccountTabs signUpDisabled={prerendered} />
            <TabPanel value="sign-in">
              <FieldPlaceholders labels={['Email', 'Password']} />
            </TabPanel>
            <TabPanel value="sign-up">
              <FieldPlaceholders labels={['Full Name', 'Email', 'Password']} />
            </TabPanel>
          </Tabs>
          <RolesNote />
        </Card>
      </Container>
    </Backdrop>
  );
}
