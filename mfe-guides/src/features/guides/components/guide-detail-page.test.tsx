import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@claims/ui';
import { mockApi, signInAs, signOutIfNeeded } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { makeGuideDetail } from '../../../testing/guide-fixtures';

const id = '6650f0c2a1b2c3d4e5f6aa01';

afterEach(async () => {
  // Toasts live in sonner's module-level store; clear them so each test sees only its own.
  act(() => void toast.dismiss());
  await signOutIfNeeded();
});

describe('GuideDetailPage', () => {
  it('shows the overview, tools, parts and numbered steps, and counts a view', async () => {
    const requests = mockApi({
      [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
      [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
    });
    renderRoute(`/repair-guide/${id}`);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Replace the defrost heater on a Whirlpool refrigerator',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Tools Needed' })).getByText('Multimeter'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Parts Needed' })).getByText(
        'Defrost heater assembly (W10140847)',
      ),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      'Step 1: Unplug the refrigerator',
      'Step 2: Remove the evaporator cover',
      'Step 3: Test the defrost heater',
    ]);
    expect(await screen.findByText(/1,521 views/)).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.endsWith('/views'))).toHaveLength(1);
  });

  it.each(['6650f0c2a1b2c3d4e5f6ffff', 'not-a-real-id'])(
    "shows 'Guide not found' for %s",
    async (unknownId) => {
      mockApi({
        [`GET /api/guides/${unknownId}`]: () => ({
          status: 404,
          body: { error: { code: 'not_found', message: 'Guide not found' } },
        }),
        [`POST /api/guides/${unknownId}/views`]: () => ({
          status: 404,
          body: { error: { code: 'not_found', message: 'Guide not found' } },
        }),
      });
      renderRoute(`/repair-guide/${unknownId}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse all guides' })).toHaveAttribute(
        'href',
        '/repair-guides',
      );
    },
  );

  it('lets a signed-in user like and unlike', async () => {
    await signInAs(['customer']);
    mockApi({
      [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
      [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      [`PUT /api/guides/${id}/like`]: () => ({ status: 200, body: { likes: 49, likedByMe: true } }),
      [`DELETE /api/guides/${id}/like`]: () => ({ status: 200, body: { likes: 48, likedByMe: false } }),
    });
    renderRoute(`/repair-guide/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: /Like · 48 likes/ }));
    expect(await screen.findByRole('button', { name: /Liked · 49 likes/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: /Liked · 49 likes/ }));
    expect(await screen.findByRole('button', { name: /Like · 48 likes/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
