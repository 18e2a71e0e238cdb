import { screen } from '@testing-library/react';
import MarketingRoutes from '../../../src/app/routes';
import { installFakeApi, type FakeApi } from '../../../src/testing/fake-api';
import { renderWithProviders } from '../../../src/testing/render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  api.assertAllHandled();
  api.restore();
});

describe('/admin/leads without an admin session', () => {
  it('asks a signed-out visitor to sign in, and requests no leads', async () => {
    renderWithProviders(<MarketingRoutes />, { path: '/admin/leads' });
    // The page's code loads lazily; on a busy shared machine that can take seconds.
    expect(
      await screen.findByRole('heading', { name: 'Please sign in' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // Signing in comes back here.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/admin/leads')}`,
    );
    expect(api.requests).toHaveLength(0);
  });
});
