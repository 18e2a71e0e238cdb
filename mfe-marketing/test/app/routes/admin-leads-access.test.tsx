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
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(api.requests).toHaveLength(0);
  });
});
