import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideListResponse } from '@claims/contracts';
import { cleanUpArea, renderArea, type MockRequest } from '@claims/ui/testing';
import GuidesRoutes from '../../../src/app/routes';
import { makeGuide } from '../../support/guide-fixtures';

afterEach(cleanUpArea);

const listRequests = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/guides');

function page(items: GuideListResponse['items'], nextCursor: string | null = null) {
  return { status: 200, body: { items, nextCursor } };
}

describe('GuideLibraryPage', () => {
  it('shows guide cards with difficulty, time, title, description, views and likes', async () => {
    await renderArea(GuidesRoutes, '/repair-guides', {
      api: {
        'GET /api/guides': () =>
          page([
            makeGuide(),
            makeGuide({
              id: '6650f0c2a1b2c3d4e5f6aa02',
              title: 'Clean the dryer vent',
              category: 'Dryers',
              difficulty: 'Easy',
            }),
          ]),
      },
    });

    const link = await screen.findByRole('link', {
      name: 'Replace the defrost heater on a Whirlpool refrigerator',
    });
    expect(link).toHaveAttribute('href', '/repair-guide/6650f0c2a1b2c3d4e5f6aa01');
    const card = link.closest('article')!;
    expect(within(card).getByText('Moderate')).toBeInTheDocument();
    expect(within(card).getByText('1.5 hours')).toBeInTheDocument();
    expect(within(card).getByText(/Frost on the back wall/)).toBeInTheDocument();
    expect(within(card).getByText('1,520 views')).toBeInTheDocument();
    expect(within(card).getByText('48 likes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clean the dryer vent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contribute a Guide/ })).toHaveAttribute('href', '/upload-guide');
    expect(screen.getByText('156+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows 'No guides found. Be the first to create one!' when the library is empty", async () => {
    await renderArea(GuidesRoutes, '/repair-guides', { api: { 'GET /api/guides': () => page([]) } });
    expect(
      await screen.findByText('No guides found. Be the first to create one!', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('filters by category chip, keeping the filter in the URL', async () => {
    const { requests, router } = await renderArea(GuidesRoutes, '/repair-guides', {
      api: {
        'GET /api/guides': ({ url }) =>
          page(
            url.searchParams.get('category') === 'HVAC'
              ? [makeGuide({ title: 'Replace the run capacitor', category: 'HVAC' })]
              : [makeGuide()],
          ),
      },
    });
    await screen.findByRole('link', { name: /defrost heater/ });

    await userEvent.click(screen.getByRole('button', { name: 'HVAC' }));
    expect(await screen.findByRole('link', { name: 'Replace the run capacitor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'HVAC' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.location.search).toBe('?category=HVAC');
    expect(listRequests(requests).at(-1)!.url.searchParams.get('category')).toBe('HVAC');

    act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: /defrost heater/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches once typing pauses and puts the search in the URL', async () => {
    const { requests, router } = await renderArea(GuidesRoutes, '/repair-guides', {
      api: { 'GET /api/guides': () => page([makeGuide()]) },
    });
    await screen.findByRole('link', { name: /defrost heater/ });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search guides' }), 'defrost heater');
    await waitFor(() => expect(router.location.search).toBe('?q=defrost+heater'));
    const searched = listRequests(requests).filter((r) => r.url.searchParams.has('search'));
    // Debounced: one request for the whole phrase, not one per key.
    expect(searched.map((r) => r.url.searchParams.get('search'))).toEqual(['defrost heater']);
  });

  it('starts from the filters in a shared link', async () => {
    const { requests } = await renderArea(GuidesRoutes, '/repair-guides?category=Dryers&q=belt', {
      api: { 'GET /api/guides': () => page([makeGuide()]) },
    });
    await screen.findByRole('link', { name: /defrost heater/ });
    const request = listRequests(requests)[0];
    expect(request.url.searchParams.get('category')).toBe('Dryers');
    expect(request.url.searchParams.get('search')).toBe('belt');
    expect(request.url.searchParams.get('limit')).toBe('24');
    expect(screen.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('belt');
    expect(screen.getByRole('button', { name: 'Dryers' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives guides of one category different looks of its illustration', async () => {
    const dryers = Array.from({ length: 6 }, (_, i) =>
      makeGuide({ id: `6650f0c2a1b2c3d4e5f6ab0${i}`, title: `Dryer guide ${i}`, category: 'Dryers' }),
    );
    await renderArea(GuidesRoutes, '/repair-guides', { api: { 'GET /api/guides': () => page(dryers) } });
    await screen.findByRole('link', { name: 'Dryer guide 0' });
    const looks = Array.from(document.querySelectorAll('img[data-illustration="Dryers"]')).map((img) =>
      img.getAttribute('data-variant'),
    );
    expect(looks).toHaveLength(6);
    expect(new Set(looks).size).toBeGreaterThan(1);
  });

  it("shows the notice sign-in sends along ('Welcome back!') once, in this area's own toaster", async () => {
    const { router } = await renderArea(
      GuidesRoutes,
      { pathname: '/repair-guides', state: { notice: 'Welcome back!' } },
      { api: { 'GET /api/guides': () => page([makeGuide()]) } },
    );
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.location.state).toBeNull());
  });

  it('loads the next page with the cursor', async () => {
    const { requests } = await renderArea(GuidesRoutes, '/repair-guides', {
      api: {
        'GET /api/guides': ({ url }) =>
          url.searchParams.get('cursor') === 'page-2'
            ? page([makeGuide({ id: '6650f0c2a1b2c3d4e5f6aa09', title: 'Older guide' })])
            : page([makeGuide()], 'page-2'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more guides' }));
    expect(await screen.findByRole('link', { name: 'Older guide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /defrost heater/ })).toBeInTheDocument();
    expect(listRequests(requests).map((r) => r.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.getByText('You have reached the end of the library.')).toBeInTheDocument();
    // Load more leaves keyboard focus on the first card it added.
    expect(screen.getByRole('link', { name: 'Older guide' })).toHaveFocus();
  });

  it('offers a retry when the guides cannot be loaded', async () => {
    let fail = true;
    await renderArea(GuidesRoutes, '/repair-guides', {
      api: {
        'GET /api/guides': () =>
          fail
            ? {
                status: 503,
                body: { error: { code: 'unavailable', message: 'The service is temporarily unavailable' } },
              }
            : page([makeGuide()]),
      },
    });
    expect(await screen.findByText('We could not load the guides')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /defrost heater/ })).toBeInTheDocument();
  });
});
