import { recordHistoryEntry, sessionStorageKey, signOut } from '@claims/web-kit';
import { toast } from '@claims/ui';
import { cleanUpArea, renderArea, requestsTo, type ApiHandlers } from '@claims/ui/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialRoutes from '../../../src/app/routes';
import { dashboardApi } from '../../support/case-fixtures';
import { annSession } from '../../support/session-fixtures';

// The sign-up tests type three fields key by key; on a busy shared machine that can take several seconds.
jest.setTimeout(30_000);

afterEach(cleanUpArea);

const renderAuth = (path = '/auth', api?: ApiHandlers) => renderArea(TrialRoutes, path, { api });

/** Opens the Sign Up tab, types the three fields key by key and presses Sign Up. */
async function signUpAs(
  user: ReturnType<typeof userEvent.setup>,
  { fullName, email, password }: { fullName: string; email: string; password: string },
) {
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  await user.type(screen.getByLabelText(/Full Name/), fullName);
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('/auth', () => {
  it('shows Sign In and Sign Up tabs and the note about roles', async () => {
    await renderAuth();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(/New users receive the/)).toHaveTextContent(
      'New users receive the customer role. Tech or insurance roles must be granted by an admin.',
    );
  });

  it('validates sign-up fields next to each field without calling the server', async () => {
    const { requests } = await renderAuth();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'At least 6 characters, and not a commonly used password. Password must be at least 6 characters',
    );
    expect(requests).toHaveLength(0);
  });

  it("signs up, says 'Account created!' and goes to /trial-dashboard", async () => {
    const session = annSession(['customer'], { fullName: 'Dana Cruz', email: 'dana@example.com' });
    const { requests, router } = await renderAuth('/auth', {
      'POST /api/auth/sign-up': () => ({ status: 201, body: session }),
      ...dashboardApi(session),
    });
    const user = userEvent.setup();

    await signUpAs(user, { fullName: '  Dana Cruz ', email: ' Dana@Example.com', password: 'secret1' });

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/sign-up')[0].body).toEqual({
      fullName: 'Dana Cruz',
      email: 'dana@example.com',
      password: 'secret1',
    });
    await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trial Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(sessionStorageKey)!)).toMatchObject({
      refreshToken: 'refresh-token',
    });
  });

  it('says an email already registered under the Email field, and the success after a corrected try alone', async () => {
    const session = annSession(['customer'], { fullName: 'Dana Cruz', email: 'dana.c@example.com' });
    const taken = 'An account with this email already exists';
    const { router } = await renderAuth('/auth', {
      'POST /api/auth/sign-up': (request) =>
        (request.body as { email: string }).email === 'dana@example.com'
          ? { status: 409, body: { error: { code: 'conflict', message: taken, fields: { email: taken } } } }
          : { status: 201, body: session },
      ...dashboardApi(session),
    });
    const user = userEvent.setup();
    await signUpAs(user, { fullName: 'Dana Cruz', email: 'dana@example.com', password: 'k7#qzv' });
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(taken));
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'dana.c@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    // The notice is the success alone, without the refusal's text (whose notice went when the form was sent again).
    await waitFor(() => expect(screen.queryByText(taken)).not.toBeInTheDocument());
    expect(screen.getByText('Account created!')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
  });

  it('offers Sign In with what was typed when the email already has an account (a sign-up whose answer was lost)', async () => {
    const session = annSession();
    const taken = 'An account with this email already exists';
    const { requests, router } = await renderAuth('/auth', {
      'POST /api/auth/sign-up': () => ({
        status: 409,
        body: { error: { code: 'conflict', message: taken, fields: { email: taken } } },
      }),
      'POST /api/auth/sign-in': () => ({ status: 200, body: session }),
      ...dashboardApi(session),
    });
    const user = userEvent.setup();
    await signUpAs(user, { fullName: 'Ann Lee', email: 'ann@example.com', password: 'Tulip-Harbor-9' });
    const instead = await screen.findByRole('button', { name: 'Sign in with this email instead' });
    // The field blamed takes the focus, as with the form's own checks.
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByText(taken, { selector: '[data-description]' })).toBeInTheDocument();
    await user.click(instead);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    // The refusal was about the sign-up: its notice goes with it.
    await waitFor(() =>
      expect(screen.queryByText(taken, { selector: '[data-description]' })).not.toBeInTheDocument(),
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByLabelText(/Email/)).toHaveValue('ann@example.com');
    expect(within(form).getByLabelText(/Password/)).toHaveValue('Tulip-Harbor-9');
    // Ready for the password: the button pressed is gone with the Sign Up form.
    expect(within(form).getByLabelText(/Password/)).toHaveFocus();
    // Typed again out of habit, it replaces the one brought along instead of doubling it.
    await user.keyboard('Tulip-Harbor-9');
    expect(within(form).getByLabelText(/Password/)).toHaveValue('Tulip-Harbor-9');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/sign-in')[0].body).toEqual({
      email: 'ann@example.com',
      password: 'Tulip-Harbor-9',
    });
    await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
  });

  it("says 'Account created!' when a sign-up sent again after a lost answer finds the account the first one made", async () => {
    const session = annSession(['customer'], { fullName: 'Ann Lee', email: 'ann@example.com' });
    const taken = 'An account with this email already exists';
    let created = false;
    const { requests, router } = await renderAuth('/auth', {
      'POST /api/auth/sign-up': () => {
        if (!created) {
          created = true;
          throw new TypeError('Failed to fetch');
        }
        return {
          status: 409,
          body: { error: { code: 'conflict', message: taken, fields: { email: taken } } },
        };
      },
      'POST /api/auth/sign-in': () => ({ status: 200, body: session }),
      ...dashboardApi(session),
    });
    const user = userEvent.setup();
    await signUpAs(user, { fullName: 'Ann Lee', email: 'ann@example.com', password: 'Tulip-Harbor-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server");
    expect(requestsTo(requests, 'POST /api/auth/sign-in')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/sign-in')[0].body).toEqual({
      email: 'ann@example.com',
      password: 'Tulip-Harbor-9',
    });
    await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
  });

  it('says the email is taken when the repeat finds an account the password does not open', async () => {
    const taken = 'An account with this email already exists';
    let tries = 0;
    const { requests } = await renderAuth('/auth', {
      'POST /api/auth/sign-up': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return {
          status: 409,
          body: { error: { code: 'conflict', message: taken, fields: { email: taken } } },
        };
      },
      'POST /api/auth/sign-in': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid email or password' } },
      }),
    });
    const user = userEvent.setup();
    await signUpAs(user, { fullName: 'Ann Lee', email: 'ann@example.com', password: 'Tulip-Harbor-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server");
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('button', { name: 'Sign in with this email instead' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(taken);
    expect(requestsTo(requests, 'POST /api/auth/sign-in')).toHaveLength(1);
    expect(screen.queryByText('Account created!')).not.toBeInTheDocument();
  });

  it('keeps the email and password typed in one tab when the visitor switches to the other', async () => {
    await renderAuth('/auth', {});
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ann@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('secret1');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ann.lee@example.com');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ann.lee@example.com');
  });

  it('opens on Sign Up after a reload in the middle of signing up, with the name and email typed, never the password', async () => {
    await renderAuth('/auth', {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/Full Name/), 'Dana Cruz');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');

    // The page is loaded again in the same tab (its session storage stays).
    cleanup();
    await renderAuth('/auth', {});
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Dana Cruz');
    expect(screen.getByLabelText(/Email/)).toHaveValue('dana@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret1');
  });

  it('forgets what was typed on /auth once the visitor is signed in', async () => {
    const session = annSession(['customer'], { fullName: 'Dana Cruz', email: 'dana@example.com' });
    const { router } = await renderAuth('/auth', {
      'POST /api/auth/sign-up': () => ({ status: 201, body: session }),
      ...dashboardApi(session),
    });
    const user = userEvent.setup();
    await signUpAs(user, { fullName: 'Dana Cruz', email: 'dana@example.com', password: 'secret1' });
    await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('dana@example.com');
  });

  it("signs in, says 'Welcome back!' and goes to /trial-dashboard", async () => {
    const session = annSession();
    const { requests, router } = await renderAuth('/auth', {
      'POST /api/auth/sign-in': () => ({ status: 200, body: session }),
      ...dashboardApi(session),
    });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/sign-in')[0].body).toEqual({
      email: 'ann@example.com',
      password: 'secret1',
    });
    await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
  });

  it("shows an 'Error' toast with the server message and keeps the form when sign-in fails", async () => {
    const { router } = await renderAuth('/auth', {
      'POST /api/auth/sign-in': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid email or password' } },
      }),
    });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const form = screen.getByRole('form', { name: 'Sign in' });
    // Said beside the form as well, where it stays after the notice has gone, until the next try.
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    const toast = screen
      .getAllByText('Invalid email or password')
      .map((text) => text.closest('li'))
      .find(Boolean)!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ann@example.com');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('takes the error notice of the last try away as soon as the form is sent again', async () => {
    let answerRetry: (reply: { status: number; body: unknown }) => void = () => {};
    let tries = 0;
    await renderAuth('/auth', {
      'POST /api/auth/sign-in': () => {
        tries += 1;
        if (tries === 1)
          return {
            status: 401,
            body: { error: { code: 'unauthorized', message: 'Invalid email or password' } },
          };
        return new Promise((resolve) => (answerRetry = resolve));
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const notices = () => document.querySelector('[data-sonner-toaster]');
    await waitFor(() => expect(notices()).toHaveTextContent('Invalid email or password'));

    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // While the new try is on its way, nothing on screen answers it yet.
    expect(await screen.findByRole('button', { name: /Signing in/ })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(notices()?.textContent ?? '').not.toContain('Invalid email or password'));

    act(() =>
      answerRetry({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid email or password' } },
      }),
    );
    await waitFor(() => expect(notices()).toHaveTextContent('Invalid email or password'));
  });

  it('keeps a field the server blames under that field, with no alert for the whole form', async () => {
    await renderAuth('/auth', {
      'POST /api/auth/sign-up': () => ({
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'An account with this email already exists',
            fields: { email: 'An account with this email already exists' },
          },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(form).getByLabelText(/Full Name/), 'Ann Lee');
    await user.type(within(form).getByLabelText(/Email/), 'ann@example.com');
    await user.type(within(form).getByLabelText(/Password/), 'Tulip-Harbor-9');
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(form).queryByText('An account with this email already exists', { selector: 'p[role="alert"]' }),
    ).toBeNull();
  });

  it('disables the submit button while the request is in flight', async () => {
    let answer!: () => void;
    const session = annSession();
    await renderAuth('/auth', {
      'POST /api/auth/sign-in': () => ({ status: 200, body: session }),
      ...dashboardApi(session),
    });
    const slowFetch = global.fetch;
    global.fetch = ((...args: Parameters<typeof fetch>) =>
      new Promise<Response>((resolve) => (answer = () => resolve(slowFetch(...args))))) as typeof fetch;
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // Unavailable, keeping the focus it was pressed with.
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    global.fetch = slowFetch;
    answer();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it("shows the notice of the page that sent the visitor (the edge's redirect), once, and ignores unknown ones", async () => {
    const { router } = await renderAuth('/auth?returnTo=%2Fdealer-portal&notice=dealer-portal');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to access the dealer portal')).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe('?returnTo=%2Fdealer-portal'));
    expect(screen.getAllByText('Authentication Required')).toHaveLength(1);
  });

  it("says why a guide's Like button sent the visitor here", async () => {
    const { router } = await renderAuth('/auth?returnTo=%2Frepair-guide%2Fg1&notice=like-guide');
    expect(await screen.findByText('Sign in to like this guide')).toBeInTheDocument();
    expect(screen.getByText('Your like is counted as soon as you are signed in.')).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe('?returnTo=%2Frepair-guide%2Fg1'));
  });

  it('says the session has ended when the server refused to renew it, and only once', async () => {
    const expired = { ...annSession(), accessTokenExpiresAt: Date.now() - 1000 };
    const { router, unmount } = await renderArea(TrialRoutes, '/trial-dashboard', {
      session: expired,
      api: {
        ...dashboardApi(expired),
        'POST /api/auth/refresh': () => ({
          status: 401,
          body: { error: { code: 'unauthorized', message: 'Refresh token expired' } },
        }),
      },
    });
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(
      screen.getByText('For your security you were signed out. Please sign in again to continue.'),
    ).toBeInTheDocument();
    unmount();
    act(() => void toast.dismiss());
    await renderAuth();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument();
  });

  it('says nothing of a session ended by signing out', async () => {
    await renderArea(TrialRoutes, '/auth', { session: annSession(), api: dashboardApi(annSession()) });
    await screen.findByRole('heading', { level: 1 });
    await act(() => signOut());
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument();
  });

  it('takes the notice away once the visitor has signed in', async () => {
    const session = annSession();
    await renderAuth('/auth?returnTo=%2Frepair-guide%2Fg1&notice=dealer-portal', {
      'POST /api/auth/sign-in': () => ({ status: 200, body: session }),
    });
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument());
  });

  it('shows no notice for a notice name it does not know, and takes it off the address', async () => {
    const { router } = await renderAuth('/auth?notice=%3Cb%3Ehi');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it('sends a visitor who is already signed in to /trial-dashboard', async () => {
    const session = annSession();
    const { router } = await renderArea(TrialRoutes, '/auth', { session, api: dashboardApi(session) });
    await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
  });

  it('returns after sign-in to the page that sent the visitor (returnTo), with its query', async () => {
    const session = annSession();
    const { router } = await renderAuth(
      `/auth?returnTo=${encodeURIComponent('/repair-guide/6650f0c2a1b2c3d4e5f6aa01?from=like')}`,
      { 'POST /api/auth/sign-in': () => ({ status: 200, body: session }) },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        '/repair-guide/6650f0c2a1b2c3d4e5f6aa01?from=like',
      ),
    );
  });

  it('goes Back after sign-in when the page that sent the visitor is the entry behind /auth, so it is not in the history twice', async () => {
    const session = annSession();
    const guide = '/repair-guide/6650f0c2a1b2c3d4e5f6aa01';
    const auth = `/auth?returnTo=${encodeURIComponent(guide)}`;
    // The trail the shell keeps: the library, then the guide, then /auth pushed from the guide.
    recordHistoryEntry('library', '/repair-guides', 'POP');
    recordHistoryEntry('guide', guide, 'PUSH', 'library');
    recordHistoryEntry('auth', auth, 'PUSH', 'guide');
    const { router } = await renderArea(
      TrialRoutes,
      { pathname: '/auth', search: auth.slice(5), key: 'auth' },
      {
        api: { 'POST /api/auth/sign-in': () => ({ status: 200, body: session }) },
        history: [
          { pathname: '/repair-guides', key: 'library' },
          { pathname: guide, key: 'guide' },
        ],
      },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    // The guide's own entry, not a new one: one Back further is the library.
    await waitFor(() => expect(router.location.key).toBe('guide'));
    // Back carries no state: the notice is left for the guide page (its area shows it, useArrivalNotice).
    expect(sessionStorage.getItem('claims.arrival-notice.v1')).toContain(
      '"path":"/repair-guide/6650f0c2a1b2c3d4e5f6aa01"',
    );
    router.navigate(-1);
    await waitFor(() => expect(router.location.pathname).toBe('/repair-guides'));
  });

  it('sends a signed-in visitor who comes Forward onto /auth back to the page behind it, not to an empty page', async () => {
    const guide = '/repair-guide/6650f0c2a1b2c3d4e5f6aa01';
    recordHistoryEntry('guide', guide, 'POP');
    recordHistoryEntry('auth', `/auth?returnTo=${encodeURIComponent(guide)}`, 'PUSH', 'guide');
    const { router } = await renderArea(
      TrialRoutes,
      { pathname: '/auth', search: `?returnTo=${encodeURIComponent(guide)}`, key: 'auth' },
      { session: annSession(), history: [{ pathname: guide, key: 'guide' }] },
    );
    await waitFor(() => expect(router.location.key).toBe('guide'));
  });

  it('goes forward in place of /auth when the entry behind it is another page', async () => {
    const session = annSession();
    recordHistoryEntry('home', '/', 'POP');
    recordHistoryEntry('auth2', '/auth?returnTo=%2Fupload-guide', 'PUSH', 'home');
    const { router } = await renderArea(
      TrialRoutes,
      { pathname: '/auth', search: '?returnTo=%2Fupload-guide', key: 'auth2' },
      {
        api: { 'POST /api/auth/sign-in': () => ({ status: 200, body: session }) },
        history: [{ pathname: '/', key: 'home' }],
      },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.location.pathname).toBe('/upload-guide'));
    router.navigate(-1);
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it("returns after sign-up too, saying 'Account created!' (not 'Welcome back!')", async () => {
    const session = annSession();
    const { router } = await renderAuth(`/auth?returnTo=${encodeURIComponent('/upload-guide')}`, {
      'POST /api/auth/sign-up': () => ({ status: 201, body: session }),
    });
    const user = userEvent.setup();
    await signUpAs(user, { fullName: 'Dana Cruz', email: 'dana@example.com', password: 'secret1' });
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/upload-guide'));
  });

  it.each([
    'https://evil.example.com/phish',
    '//evil.example.com/phish',
    '/\\evil.example.com',
    // Dot segments that resolve to a scheme-relative path.
    '/..//evil.example.com',
    '/.//evil.example.com/x',
    '/%2e%2e//evil.example.com',
    'javascript:alert(1)',
    '/auth?returnTo=/auth',
    'repair-guides',
  ])(
    'ignores a returnTo that is not a path on this site (%s) and goes to the dashboard',
    async (returnTo) => {
      const session = annSession();
      const { router } = await renderArea(TrialRoutes, `/auth?returnTo=${encodeURIComponent(returnTo)}`, {
        session,
        api: dashboardApi(session),
      });
      await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
    },
  );

  it('sends a visitor who is already signed in to the returnTo page', async () => {
    const { router } = await renderArea(TrialRoutes, `/auth?returnTo=${encodeURIComponent('/admin/leads')}`, {
      session: annSession(),
    });
    await waitFor(() => expect(router.location.pathname).toBe('/admin/leads'));
  });

  it('accepts a sign-up password of exactly 6 characters', async () => {
    const session = annSession();
    const { requests } = await renderAuth('/auth', {
      'POST /api/auth/sign-up': () => ({ status: 201, body: session }),
      ...dashboardApi(session),
    });
    const user = userEvent.setup();
    await signUpAs(user, { fullName: 'Dana Cruz', email: 'dana@example.com', password: 'abc123' });
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/sign-up')[0].body).toMatchObject({ password: 'abc123' });
  });

  it('says a sign-up password left empty is required, one of 1 to 5 characters too short, and spaces alone no password', async () => {
    const { requests } = await renderAuth();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/Full Name/), 'Dana Cruz');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const password = screen.getByLabelText(/Password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'At least 6 characters, and not a commonly used password. Password is required',
      ),
    );
    for (const typed of ['a', 'abc12']) {
      await user.clear(password);
      await user.type(password, typed);
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription(
          'At least 6 characters, and not a commonly used password. Password must be at least 6 characters',
        ),
      );
    }
    // Six spaces are long enough, but no password.
    await user.clear(password);
    await user.type(password, '      ');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'At least 6 characters, and not a commonly used password. Password cannot be only spaces',
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it('refuses to sign in with an empty password without calling the server', async () => {
    const { requests } = await renderAuth();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
