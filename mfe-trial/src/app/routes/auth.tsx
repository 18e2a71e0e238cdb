import { Card, Container, TabPanel, Tabs, toast } from '@claims/ui';
import { useSession } from '@claims/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useReturnAfterSignIn } from '../../features/auth/hooks/use-return-after-sign-in';
import { dismissSignInNotice, useSignInNotice } from '../../features/auth/hooks/use-sign-in-notice';
import {
  AccountTabs,
  AuthIntro,
  Backdrop,
  initialAccountTab,
  RolesNote,
} from '../../features/auth/components/auth-page-frame';
import { authToastId } from '../../features/auth/components/auth-toast';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import type { TypedCredentials } from '../../features/auth/lib/typed-credentials';
import { forgetAuthDraft, readAuthDraft, saveAuthDraft } from '../../features/auth/lib/auth-draft';

/**
 * /auth: Sign In and Sign Up tabs, with the notice of the page that sent the visitor here (`?notice=`). Afterwards, and for a visitor who is already signed in, the page named by
 * `?returnTo=` (a path on this site) or else the dashboard.
 */
export function AuthPage() {
  const session = useSession();
  const returnAfterSignIn = useReturnAfterSignIn();
  useSignInNotice();
  const signedIn = session !== null;
  const [tab, setTab] = useState<string>(initialAccountTab);
  // Sign Up's "Sign in with this email instead" opens Sign In ready for the password.
  const [signInInstead, setSignInInstead] = useState(false);
  // Carried from one tab's form to the other's, which only then is on the page.
  const credentials = useRef<TypedCredentials>({ email: readAuthDraft().email, password: '' });
  useEffect(() => {
    if (!signedIn) return;
    forgetAuthDraft();
    dismissSignInNotice();
    returnAfterSignIn();
  }, [signedIn, returnAfterSignIn]);
  if (signedIn) return null;
  // A refusal is about the form that was sent: it goes when the visitor turns to the other one.
  const openTab = (value: string, instead = false) => {
    toast.dismiss(authToastId);
    setSignInInstead(instead);
    setTab(value);
    saveAuthDraft({ tab: value === 'sign-up' ? 'sign-up' : 'sign-in' });
  };
  return (
    <Backdrop>
      <Container $narrow style={{ maxWidth: '30rem' }}>
        <AuthIntro />
        <Card>
          <Tabs value={tab} onValueChange={(value) => openTab(value)}>
            <AccountTabs />
            <TabPanel value="sign-in">
              <SignInForm credentials={credentials} focusPassword={signInInstead} />
            </TabPanel>
            <TabPanel value="sign-up">
              <SignUpForm credentials={credentials} onSignInInstead={() => openTab('sign-in', true)} />
            </TabPanel>
          </Tabs>
          <RolesNote />
        </Card>
      </Container>
    </Backdrop>
  );
}
