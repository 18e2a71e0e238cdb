import { sessionStorageKey, signOut } from '@claims/web-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../src/testing/mock-api';
import { renderTrialRoutes } from '../../../src/testing/render-app';
import { makeSession, meFor } from '../../session-fixtures';

function signInElsewhere(session = makeSession()) {
  localStorage.setItem(sessionStorageKey, JSON.stringify(session));
  window.dispatchEvent(
    new StorageEvent('storage', { key: sessionStorageKey, newValue: JSON.stringify(session) }),
  );
  return session;
}

afterEach(async () => {
  mockApi({ 'POST /api/auth/sign-out': () => ({ status: 204 }) });
  await signOut();
  localStorage.clear();
});

describe('/trial-dashboard', () => {
  it('redirects to /auth when signed out', async () => {
    mockApi({});
    const { router } = renderTrialRoutes('/trial-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("shows the user's name and current role badges, sending the Bearer token", async () => {
    const session = signInElsewhere();
    const api = mockApi({
      'GET /api/auth/me': () => ({ status: 200, body: meFor(session, ['customer', 'tech']) }),
    });
    renderTrialRoutes('/trial-dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Trial Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ann Lee.')).toBeInTheDocument();
    const roles = await screen.findByRole('list', { name: 'Roles' });
    expect(roles).toHaveTextContent('customer');
    expect(roles).toHaveTextContent('tech');
    expect(api.called('GET /api/auth/me')[0].headers.authorization).toBe('Bearer access-1');
  });

  it("falls back to the session's roles and says 'Failed to load profile' when the profile cannot load", async () => {
    signInElsewhere();
    mockApi({
      'GET /api/auth/me': () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }),
    });
    renderTrialRoutes('/trial-dashboard');
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Roles' })).toHaveTextContent('customer');
  });

  it('signs out, revoking the refresh token, and returns to /auth', async () => {
    const session = signInElsewhere();
    const api = mockApi({
      'GET /api/auth/me': () => ({ status: 200, body: meFor(session) }),
      'POST /api/auth/sign-out': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderTrialRoutes('/trial-dashboard');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(api.called('POST /api/auth/sign-out')[0].body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('shows the 404 page for a trial path this version does not have', () => {
    mockApi({ 'POST /api/client-errors': () => ({ status: 204 }) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTrialRoutes('/dealer-portal');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});
