import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@claims/ui';
import { cleanUpArea, renderArea } from '@claims/ui/testing';
import MarketingRoutes from '../../src/app/routes';
import RequestDemoPage from '../../src/app/routes/request-demo';
import PartnerApplicationPage from '../../src/app/routes/partner-application';
import { AdminLeadsSkeleton } from '../../src/app/routes/admin-leads';

afterEach(cleanUpArea);

/** What `scripts/prerender-pages.tsx` renders for a path, with the providers the build gives it. */
function renderSnapshot(path: string, element: ReactElement) {
  return render(
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </AppProviders>,
  );
}

describe('prerendered first screens of the marketing pages', () => {
  it.each([
    ['/request-demo', 'Request a Demo', <RequestDemoPage key="demo" />],
    [
      '/join-network',
      'Join Our Service Provider Network',
      <PartnerApplicationPage key="p" type="provider" />,
    ],
    [
      '/join-store-network',
      'Join Our Appliance Store Network',
      <PartnerApplicationPage key="s" type="store" />,
    ],
    [
      '/join-rental-network',
      'Join Our Rental Partner Network',
      <PartnerApplicationPage key="r" type="rental" />,
    ],
    [
      '/join-recycling-network',
      'Join Our Recycling Partner Network',
      <PartnerApplicationPage key="c" type="recycling" />,
    ],
  ])(
    '%s: the live page first shows exactly its snapshot (%s), so nothing moves',
    async (path, title, element) => {
      const live = await renderArea(MarketingRoutes, path);
      // The page's code loads lazily; on a busy shared machine that can take seconds.
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
      const snapshot = renderSnapshot(path, element);
      expect(within(snapshot.container).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(live.container.firstElementChild?.outerHTML).toBe(
        snapshot.container.firstElementChild?.outerHTML,
      );
    },
  );

  it('/admin/leads: the heading and intro every visitor shares, and nothing that depends on who is signed in', () => {
    renderSnapshot('/admin/leads', <AdminLeadsSkeleton />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(
      screen.getByText('Demo requests, partner applications and survey responses, newest first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Authentication Required' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
