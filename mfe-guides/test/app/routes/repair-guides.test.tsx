import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideListResponse } from '@claims/contracts';
import { apiError, cleanUpArea, makeSession, renderArea, type MockRequest } from '@claims/ui/testing';
import GuidesRoutes from '../../../src/app/routes';
import { makeGuide, makeGuideDetail } from '../../support/guide-fixtures';

afterEach(cleanUpArea);

const listRequests = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/guides');

function page(items: GuideListResponse['items'], nextCursor: string | null = null) {
  return { status: 200, body: { items, nextCursor } };
}

/** A library of two pages: the defrost heater guide, then, by the cursor `page-2`, an older one. */
const twoPages = ({ url }: MockRequest) =>
  url.searchParams.get('cursor') === 'page-2'
    ? page([makeGuide({ id: '6650f0c2a1b2c3d4e5f6aa09', title: 'Older guide' })])
    : page([makeGuide()], 'page-2');

/**
 * The browser's IntersectionObserver, told by the test when the end of the list comes near (`comesNear`, for the
 * last observer made); `restore` puts the real one back.
 */
function observeEndOfList() {
  const nearEnd: Array<() => void> = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      nearEnd.push(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return {
    comesNear: () => nearEnd.at(-1)?.(),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
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
    // Headings go down one level at a time: the page, the list, each card.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Guides' })).toBeInTheDocument();
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

  it('adds one history entry for a search typed with pauses, so one Back undoes it', async () => {
    const { router } = await renderArea(GuidesRoutes, '/repair-guides?category=Ovens', {
      api: { 'GET /api/guides': () => page([makeGuide()]) },
    });
    await screen.findByRole('link', { name: /defrost heater/ });
    const box = screen.getByRole('searchbox', { name: 'Search guides' });

    await userEvent.type(box, 'wash');
    await waitFor(() => expect(router.location.search).toBe('?category=Ovens&q=wash'));
    await userEvent.type(box, 'er');
    await waitFor(() => expect(router.location.search).toBe('?category=Ovens&q=washer'));
    expect(box).toHaveValue('washer');

    // The second pause replaced the first's entry: Back goes to the library before the search.
    await act(() => router.navigate(-1));
    expect(router.location.search).toBe('?category=Ovens');
    await waitFor(() => expect(box).toHaveValue(''));
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
    await screen.findByRole('link', { name: 'Dryer guide 5' });
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
        'GET /api/guides': twoPages,
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

  it('asks for the next page once when scrolling near the end and Load more both ask for it', async () => {
    const endOfList = observeEndOfList();
    try {
      const { requests } = await renderArea(GuidesRoutes, '/repair-guides', {
        api: {
          'GET /api/guides': twoPages,
        },
      });
      const loadMore = await screen.findByRole('button', { name: 'Load more guides' });
      act(() => {
        endOfList.comesNear();
        loadMore.click();
      });
      expect(await screen.findByRole('link', { name: 'Older guide' })).toBeInTheDocument();
      expect(listRequests(requests).map((r) => r.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    } finally {
      endOfList.restore();
    }
  });

  it('does not load more by itself while the keyboard focus is on Load more: Enter does, and the focus goes to the first new card', async () => {
    const endOfList = observeEndOfList();
    try {
      const user = userEvent.setup();
      const { requests } = await renderArea(GuidesRoutes, '/repair-guides', {
        api: { 'GET /api/guides': twoPages },
      });
      const loadMore = await screen.findByRole('button', { name: 'Load more guides' });
      // Reached with Tab: the button scrolls into view, and the list's end with it.
      act(() => loadMore.focus());
      await act(async () => endOfList.comesNear());
      // Not loading (the button would say so at once), nothing asked, the focus where it was.
      expect(loadMore).toHaveAccessibleName('Load more guides');
      expect(loadMore).not.toHaveAttribute('aria-busy', 'true');
      expect(listRequests(requests)).toHaveLength(1);
      expect(loadMore).toHaveFocus();

      await user.keyboard('{Enter}');
      expect(await screen.findByRole('link', { name: 'Older guide' })).toBeInTheDocument();
      expect(listRequests(requests)).toHaveLength(2);
      await waitFor(() => expect(screen.getByRole('link', { name: 'Older guide' })).toHaveFocus());
    } finally {
      endOfList.restore();
    }
  });

  it('says when the next page could not be loaded, with no placeholder cards left behind, and retries on request', async () => {
    let fail = true;
    let answerRetry = () => undefined as void;
    const retried = new Promise<void>((resolve) => (answerRetry = resolve));
    const { requests } = await renderArea(GuidesRoutes, '/repair-guides', {
      api: {
        'GET /api/guides': async ({ url }) => {
          if (url.searchParams.get('cursor') !== 'page-2') return page([makeGuide()], 'page-2');
          if (fail) return apiError(503, 'unavailable', 'The service is temporarily unavailable');
          await retried;
          return page([makeGuide({ id: '6650f0c2a1b2c3d4e5f6aa09', title: 'Older guide' })]);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more guides' }));
    expect(await screen.findByText('We could not load more guides')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Guides' });
    expect(grid.querySelectorAll(':scope > li[aria-hidden="true"]')).toHaveLength(0);
    expect(listRequests(requests)).toHaveLength(2);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // While the retry is on its way the message says so; no placeholder cards appear beside it.
    await waitFor(() => expect(listRequests(requests)).toHaveLength(3));
    expect(screen.getByText('We could not load more guides')).toBeInTheDocument();
    expect(grid.querySelectorAll(':scope > li[aria-hidden="true"]')).toHaveLength(0);
    answerRetry();
    expect(await screen.findByRole('link', { name: 'Older guide' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load more guides')).not.toBeInTheDocument();
  });

  it('after a next page that scrolling asked for failed, Retry leaves focus on the first card it brought', async () => {
    // The list's end is on screen at once: the next page is asked for by scrolling, not by the button.
    const observed = jest.fn();
    class OnScreen {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        observed();
        this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: OnScreen });
    let fail = true;
    try {
      await renderArea(GuidesRoutes, '/repair-guides', {
        api: {
          'GET /api/guides': ({ url }) => {
            if (url.searchParams.get('cursor') !== 'page-2') return page([makeGuide()], 'page-2');
            if (fail) return apiError(503, 'unavailable', 'The service is temporarily unavailable');
            return page([makeGuide({ id: '6650f0c2a1b2c3d4e5f6aa09', title: 'Older guide' })]);
          },
        },
      });
      expect(await screen.findByText('We could not load more guides')).toBeInTheDocument();
      expect(observed).toHaveBeenCalled();
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      const older = await screen.findByRole('link', { name: 'Older guide' });
      // The Retry button went with the message: focus is on the first card it brought, not lost.
      await waitFor(() => expect(older).toHaveFocus());
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
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

/** The computed values of some CSS properties of an element (the styled-components rules apply in jsdom). */
const styleOf = (element: Element, properties: string[]) =>
  Object.fromEntries(properties.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]));

describe('a library card', () => {
  it("reads one view and one like in the singular ('1 view', '1 like')", async () => {
    await renderArea(GuidesRoutes, '/repair-guides', {
      api: { 'GET /api/guides': () => page([makeGuide({ views: 1, likes: 1 })]) },
    });
    const card = (await screen.findByRole('link', { name: /defrost heater/ })).closest('article')!;
    expect(within(card).getByText('1 view')).toBeInTheDocument();
    expect(within(card).getByText('1 like')).toBeInTheDocument();
    expect(within(card).queryByText(/1 views|1 likes/)).not.toBeInTheDocument();
  });

  it('keeps a long time required on one line of its own, cut with an ellipsis, and the title wrapping', async () => {
    const timeRequired = 'x'.repeat(100);
    await renderArea(GuidesRoutes, '/repair-guides', {
      api: { 'GET /api/guides': () => page([makeGuide({ timeRequired, title: 'y'.repeat(120) })]) },
    });
    const title = await screen.findByRole('heading', { level: 3, name: 'y'.repeat(120) });
    expect(getComputedStyle(title).overflowWrap).toBe('anywhere');
    const card = title.closest('article')!;
    const time = within(card).getByText(timeRequired);
    expect(styleOf(time, ['white-space', 'overflow', 'text-overflow', 'min-width'])).toEqual({
      'white-space': 'nowrap',
      overflow: 'hidden',
      'text-overflow': 'ellipsis',
      'min-width': '0',
    });
    // Its box may shrink to the card's width and move under the difficulty rather than squeezing beside it.
    const box = time.parentElement!;
    expect(box).toHaveAttribute('title', timeRequired);
    expect(styleOf(box, ['min-width', 'max-width'])).toEqual({ 'min-width': '0', 'max-width': '100%' });
    expect(getComputedStyle(box.parentElement!).flexWrap).toBe('wrap');
  });
});

describe('coming back to the library from a guide', () => {
  const id = makeGuide().id;

  it("returns by 'All guides' to the library with the search and category the visitor left", async () => {
    const { router } = await renderArea(GuidesRoutes, '/repair-guides?category=Ovens&q=oven', {
      api: {
        'GET /api/guides': () => page([makeGuide({ category: 'Ovens' })]),
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail({ category: 'Ovens' }) }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: /defrost heater/ }));
    await screen.findByRole('heading', { level: 1, name: /defrost heater/ });
    const allGuides = screen.getByRole('link', { name: 'All guides' });
    expect(allGuides).toHaveAttribute('href', '/repair-guides?category=Ovens&q=oven');
    await userEvent.click(allGuides);
    expect(router.location.pathname).toBe('/repair-guides');
    expect(router.location.search).toBe('?category=Ovens&q=oven');
    expect(await screen.findByRole('button', { name: 'Ovens' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('oven');
  });

  it('still returns there after the guide was edited and saved, and after deleting it', async () => {
    const guide = makeGuideDetail({ category: 'Ovens', userId: '6650f0c2a1b2c3d4e5f60001' });
    const { router } = await renderArea(GuidesRoutes, '/repair-guides?category=Ovens&q=oven', {
      session: makeSession(['customer']),
      api: {
        'GET /api/guides': () => page([makeGuide({ category: 'Ovens' })]),
        'GET /api/guides/stats': () => ({ status: 200, body: { total: 1 } }),
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: guide }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
        [`PUT /api/guides/${id}`]: () => ({ status: 200, body: { ...guide, revision: 1 } }),
        [`DELETE /api/guides/${id}`]: () => ({ status: 204 }),
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: /defrost heater/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'Edit guide' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/repair-guide/${id}`));
    expect(await screen.findByRole('link', { name: 'All guides' })).toHaveAttribute(
      'href',
      '/repair-guides?category=Ovens&q=oven',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete guide' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.location.pathname).toBe('/repair-guides'));
    expect(router.location.search).toBe('?category=Ovens&q=oven');
  });

  it("goes to the whole library from a guide opened by its address ('All guides')", async () => {
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'All guides' })).toHaveAttribute('href', '/repair-guides');
  });

  it('shows the like and the view the visitor just added on the card, though the list still answers the old counts', async () => {
    const { router, queryClient } = await renderArea(GuidesRoutes, '/repair-guides', {
      session: makeSession(['customer']),
      api: {
        // The service's list cache may answer the counts from before the like for a few seconds.
        'GET /api/guides': () => page([makeGuide({ views: 0, likes: 0 })]),
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail({ views: 0, likes: 0 }) }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1 } }),
        [`PUT /api/guides/${id}/like`]: () => ({ status: 200, body: { likes: 1, likedByMe: true } }),
      },
    });
    // As on the site: data stays fresh for 30 seconds (web-kit's query client).
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    const card = () => screen.getByRole('link', { name: /defrost heater/ }).closest('article')!;
    await screen.findByRole('link', { name: /defrost heater/ });
    expect(within(card()).getByText('0 likes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /defrost heater/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Like · 0 likes/ }));
    expect(await screen.findByRole('button', { name: /Liked · 1 like/ })).toBeInTheDocument();
    await screen.findByText('1 view');
    act(() => router.navigate(-1));

    await screen.findByRole('link', { name: /defrost heater/ });
    expect(within(card()).getByText('1 like')).toBeInTheDocument();
    expect(within(card()).getByText('1 view')).toBeInTheDocument();
  });
});
