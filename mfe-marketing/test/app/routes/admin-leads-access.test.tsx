import { screen } from '@testing-library/react';
import { cleanUpArea, makeSession, renderArea } from '@claims/ui/testing';
import MarketingRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

describe('/admin/leads without an admin session', () => {
  it('asks a signed-out visitor to sign in, and requests no leads', async () => {
    const { requests } = await renderArea(MarketingRoutes, '/admin/leads');
    // The page's code loads lazily; on a busy shared machine that can take seconds.
    expect(
      await screen.findByRole('heading', { name: 'Please sign in' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // Signing in comes back here.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/admin/leads')}`,
    );
    expect(requests).toHaveLength(0);
  });

  it('tells a signed-in customer the leads are for admins, and requests no leads', async () => {
    const { requests } = await renderArea(MarketingRoutes, '/admin/leads', {
      session: makeSession(['customer']),
    });
    expect(
      await screen.findByRole('heading', { name: 'Admins only' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account does not have access to the leads. Ask an admin to grant you the admin role.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
