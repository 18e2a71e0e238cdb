import { screen } from '@testing-library/react';
import { cleanUpArea, makeSession, renderArea } from '@claims/ui/testing';
import MarketingRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

describe('/admin/leads without an admin session', () => {
  it('asks a signed-out visitor to sign in, and requests no leads', async () => {
    const { requests } = await renderArea(MarketingRoutes, '/admin/leads');
    // The page's code loads lazily; on a busy shared machine that can take seconds.
    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // Signing in comes back here.
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/admin/leads')}`,
    );
    // The way back to the admin's tiles, as on the other admin pages.
    expect(screen.getByRole('link', { name: '← Back to dashboard' })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
    expect(requests).toHaveLength(0);
  });

  it('tells a signed-in customer the leads are for admins, and requests no leads', async () => {
    const { requests } = await renderArea(MarketingRoutes, '/admin/leads', {
      session: makeSession(['customer']),
    });
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only admins can see the leads. Ask an admin to grant your account the admin role.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
    expect(requests).toHaveLength(0);
  });
});
