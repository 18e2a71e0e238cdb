import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@claims/ui';
import userEvent from '@testing-library/user-event';
import { GuideDetailLoading } from '../../../src/app/routes/repair-guide';
import {
  apiError,
  cleanUpArea,
  makeSession,
  mockApi,
  renderArea,
  signInWith,
  type ApiHandlers,
} from '@claims/ui/testing';
import GuidesRoutes from '../../../src/app/routes';
import { makeGuideDetail } from '../../support/guide-fixtures';

const id = '6650f0c2a1b2c3d4e5f6aa01';

afterEach(cleanUpArea);

describe('GuideDetailPage', () => {
  it('shows the overview, tools, parts and numbered steps, and counts a view', async () => {
    const { requests } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });

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

  it("numbers the steps once: a number the author wrote in front of a title is left out ('Step 1: Step 1: …')", async () => {
    const detail = makeGuideDetail();
    const titles = [
      'Step 1: Unplug the washer',
      '2. Drain the tub',
      'Step 3 Open the panel',
      '4 screws hold it',
    ];
    const steps = titles.map((title, i) => ({ ...detail.steps[0], stepNumber: i + 1, title }));
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: { ...detail, steps } }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1 } }),
      },
    });
    const region = await screen.findByRole('region', { name: 'Steps' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Step 1: Unplug the washer',
      'Step 2: Drain the tub',
      'Step 3: Open the panel',
      'Step 4: 4 screws hold it',
    ]);
  });

  it('counts a signed-in reader by their account (the token goes with the view), a signed-out one without it', async () => {
    const handlers = {
      [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
      [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
    };
    const viewRequests = (requests: { url: URL }[]) =>
      requests.filter((r) => r.url.pathname.endsWith('/views'));

    const signedIn = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: handlers,
      session: makeSession(['customer']),
    });
    await waitFor(() => expect(viewRequests(signedIn.requests)).toHaveLength(1));
    expect(signedIn.requests.find((r) => r.url.pathname.endsWith('/views'))?.headers.authorization).toMatch(
      /^Bearer /,
    );
    cleanUpArea();

    const signedOut = await renderArea(GuidesRoutes, `/repair-guide/${id}`, { api: handlers });
    await waitFor(() => expect(viewRequests(signedOut.requests)).toHaveLength(1));
    expect(
      signedOut.requests.find((r) => r.url.pathname.endsWith('/views'))?.headers.authorization,
    ).toBeUndefined();
  });

  it("shows 'Guide not found' for an unknown id and counts no view", async () => {
    const unknownId = '6650f0c2a1b2c3d4e5f6ffff';
    const { requests } = await renderArea(GuidesRoutes, `/repair-guide/${unknownId}`, {
      api: {
        [`GET /api/guides/${unknownId}`]: () => ({
          status: 404,
          body: { error: { code: 'not_found', message: 'Guide not found' } },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.endsWith('/views'))).toHaveLength(0);
    // Search engines are told not to keep the address.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it.each(['not-a-real-id', 'a'.repeat(300), 'abcdefghijkl'])(
    "shows 'Guide not found' for the malformed id %s without asking the service",
    async (malformedId) => {
      const { requests } = await renderArea(GuidesRoutes, `/repair-guide/${malformedId}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse all guides' })).toHaveAttribute(
        'href',
        '/repair-guides',
      );
      expect(requests).toHaveLength(0);
    },
  );

  it('shows pictures from other sites through the service, never from the other site directly', async () => {
    const guide = makeGuideDetail({
      imageUrl: 'https://images.example.com/cover.jpg',
      steps: [
        {
          stepNumber: 1,
          title: 'Look here',
          description: 'See the photo.',
          imageUrl: 'https://images.example.com/step.jpg',
        },
      ],
    });
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: guide }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    expect((await screen.findByRole('img', { name: guide.title })).getAttribute('src')).toMatch(
      new RegExp(`^/api/guides/${id}/cover-image\\?v=\\w+$`),
    );
    expect(screen.getByRole('img', { name: 'Step 1: Look here' }).getAttribute('src')).toMatch(
      new RegExp(`^/api/guides/${id}/steps/1/image\\?v=\\w+$`),
    );
    expect(document.querySelector('img[src^="https://images.example.com"]')).toBeNull();
  });

  it('leaves a note where a step picture could not be loaded, not a broken image or nothing', async () => {
    const id = '6650f0c2a1b2c3d4e5f6aa01';
    const guide = makeGuideDetail({
      steps: [
        {
          stepNumber: 1,
          title: 'Look here',
          description: 'See the photo.',
          imageUrl: 'https://images.example.com/gone.jpg',
        },
      ],
    });
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: guide }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    const picture = await screen.findByRole('img', { name: 'Step 1: Look here' });
    fireEvent.error(picture);
    expect(screen.queryByRole('img', { name: 'Step 1: Look here' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Step 1: Look here' })).getByText(
        'The picture for this step could not be loaded.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for an edited or reordered picture at a new address, so no browser shows the one cached before', async () => {
    const step = (stepNumber: number, title: string, imageUrl: string) => ({
      stepNumber,
      title,
      description: 'See the photo.',
      imageUrl,
    });
    const addresses = async (guide: ReturnType<typeof makeGuideDetail>) => {
      const { unmount } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
        api: {
          [`GET /api/guides/${id}`]: () => ({ status: 200, body: guide }),
          [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1 } }),
        },
      });
      const cover = (await screen.findByRole('img', { name: guide.title })).getAttribute('src');
      const steps = guide.steps.map((s) =>
        screen.getByRole('img', { name: `Step ${s.stepNumber}: ${s.title}` }).getAttribute('src'),
      );
      unmount();
      return { cover, steps };
    };
    const before = await addresses(
      makeGuideDetail({
        imageUrl: 'https://images.example.com/red.png',
        steps: [
          step(1, 'Red step', 'https://images.example.com/red.png'),
          step(2, 'Blue step', 'https://images.example.com/blue.png'),
        ],
      }),
    );
    // The cover changed and step 2 moved up: the same guide, the same step numbers, other pictures.
    const after = await addresses(
      makeGuideDetail({
        imageUrl: 'https://images.example.com/green.png',
        steps: [
          step(1, 'Blue step', 'https://images.example.com/blue.png'),
          step(2, 'Red step', 'https://images.example.com/red.png'),
        ],
      }),
    );
    expect(after.cover).not.toBe(before.cover);
    expect(after.steps[0]).not.toBe(before.steps[0]);
    expect(after.steps[1]).not.toBe(before.steps[1]);
    // Each picture keeps one version whatever step shows it; only the step number in the path moved.
    expect(after.steps[0]?.split('?v=')[1]).toBe(before.steps[1]?.split('?v=')[1]);
  });

  it('offers Edit and Delete to the author, deleting only after confirmation', async () => {
    const guide = makeGuideDetail({ userId: '6650f0c2a1b2c3d4e5f60001' });
    const { requests, router } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: guide }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
        [`DELETE /api/guides/${id}`]: () => ({ status: 204 }),
        'GET /api/guides': () => ({ status: 200, body: { items: [], nextCursor: null } }),
        'GET /api/guides/stats': () => ({ status: 200, body: { total: 0 } }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Edit guide' })).toHaveAttribute(
      'href',
      `/upload-guide?edit=${id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this guide?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete guide' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this guide?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Guide deleted')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      `/api/guides/${id}`,
    ]);
    await waitFor(() => expect(router.location.pathname).toBe('/repair-guides'));
  });

  it('takes a delete answered "not found" on a retry (the first answer was lost) as done', async () => {
    const guide = makeGuideDetail({ userId: '6650f0c2a1b2c3d4e5f60001' });
    let deletes = 0;
    const { router } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: guide }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
        [`DELETE /api/guides/${id}`]: () => {
          deletes += 1;
          // Deleted the first time, but that answer never came back.
          return deletes === 1
            ? apiError(504, 'unavailable', 'The guides service did not answer in time.')
            : apiError(404, 'not_found', 'Guide not found');
        },
        'GET /api/guides': () => ({ status: 200, body: { items: [], nextCursor: null } }),
        'GET /api/guides/stats': () => ({ status: 200, body: { total: 0 } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this guide?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting guide')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Guide deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/repair-guides'));
    expect(deletes).toBe(2);
  });

  it('offers Edit and Delete to an admin who is not the author', async () => {
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      session: makeSession(['admin']),
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail({ userId: 'someone-else' }) }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Delete guide' })).toBeInTheDocument();
  });

  it('offers neither to another signed-in user', async () => {
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      session: makeSession(['customer', 'tech']),
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail({ userId: 'someone-else' }) }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit guide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete guide' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor who presses Like to sign in and back to this guide', async () => {
    const { router } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    // Named by what it does, not only by the count.
    await userEvent.click(await screen.findByRole('button', { name: 'Like · 48 likes' }));
    expect(router.location.pathname).toBe('/auth');
    // /auth says why (the trial area's 'like-guide' notice).
    expect(router.location.search).toBe(
      `?returnTo=${encodeURIComponent(`/repair-guide/${id}`)}&notice=like-guide`,
    );
  });

  it('likes the guide once the visitor who pressed Like has signed in and come back, and only once', async () => {
    const handlers: ApiHandlers = {
      [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
      [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      [`PUT /api/guides/${id}/like`]: () => ({ status: 200, body: { likes: 49, likedByMe: true } }),
      'GET /api/guides': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    };
    const { router } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, { api: handlers });
    await userEvent.click(await screen.findByRole('button', { name: /48 likes/ }));
    expect(router.location.pathname).toBe('/auth');
    // Signed in on /auth, then back on the guide.
    await act(() => signInWith(makeSession(['customer'])));
    const requests = mockApi(handlers);
    await act(() => router.navigate(`/repair-guide/${id}`));
    expect(await screen.findByRole('button', { name: /Liked · 49 likes/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const likes = () => requests.filter((request) => request.method === 'PUT');
    expect(likes()).toHaveLength(1);
    // Used once: a later visit to the guide sends no second like.
    await act(() => router.navigate('/repair-guides'));
    await act(() => router.navigate(`/repair-guide/${id}`));
    await screen.findByRole('heading', { level: 1 });
    expect(likes()).toHaveLength(1);
  });

  it('lets a signed-in user like and unlike', async () => {
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
        [`PUT /api/guides/${id}/like`]: () => ({ status: 200, body: { likes: 49, likedByMe: true } }),
        [`DELETE /api/guides/${id}/like`]: () => ({ status: 200, body: { likes: 48, likedByMe: false } }),
      },
    });
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

  it('keeps the keyboard on Like while the answer is awaited, and a second press meanwhile sends nothing', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { requests } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail() }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
        [`PUT /api/guides/${id}/like`]: () =>
          released.then(() => ({ status: 200, body: { likes: 49, likedByMe: true } })),
      },
    });
    const user = userEvent.setup();
    const like = await screen.findByRole('button', { name: /Like · 48 likes/ });
    like.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(like).toHaveAttribute('aria-busy', 'true'));
    expect(like).toHaveFocus();
    await user.keyboard(' ');
    release();
    expect(await screen.findByRole('button', { name: /Liked · 49 likes/ })).toHaveFocus();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});

describe('a guide changed in another tab', () => {
  const original = (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  beforeAll(() => {
    // jsdom has none; Node's is the same API, across the tabs (contexts) of one process.
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = NodeBroadcastChannel;
  });
  afterAll(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = original;
  });

  it('is read again at once when the other tab says it saved it', async () => {
    let title = 'Replace the defrost heater';
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail({ title }) }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    title = 'Replace the defrost heater (updated)';
    const otherTab = new NodeBroadcastChannel('claims.guide-changes.v1');
    otherTab.postMessage({ id });
    otherTab.close();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('is not read again in the tab that deleted it, as it leaves for the library', async () => {
    const { requests, router } = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${id}`]: () => ({
          status: 200,
          body: makeGuideDetail({ userId: '6650f0c2a1b2c3d4e5f60001' }),
        }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
        [`DELETE /api/guides/${id}`]: () => ({ status: 204 }),
        'GET /api/guides': () => ({ status: 200, body: { items: [], nextCursor: null } }),
        'GET /api/guides/stats': () => ({ status: 200, body: { total: 0 } }),
      },
    });
    // Another tab hears of the deletion; this one, whose channel hears it too, must not read the guide again.
    const otherTab = new NodeBroadcastChannel('claims.guide-changes.v1');
    const heard = new Promise((resolve) => {
      otherTab.onmessage = resolve;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete guide' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await act(() => heard);
    otherTab.close();
    await waitFor(() => expect(router.location.pathname).toBe('/repair-guides'));
    const reads = requests.filter((r) => r.method === 'GET' && r.url.pathname === `/api/guides/${id}`);
    expect(reads).toHaveLength(1);
  });
});

describe('text the author wrote on /repair-guide/:id', () => {
  const styleOf = (element: Element, properties: string[]) =>
    Object.fromEntries(properties.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]));

  it('wraps a 100-character time required and a long title word inside the page instead of widening it', async () => {
    const timeRequired = 'x'.repeat(100);
    const title = 'y'.repeat(120);
    await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: {
        [`GET /api/guides/${id}`]: () => ({ status: 200, body: makeGuideDetail({ timeRequired, title }) }),
        [`POST /api/guides/${id}/views`]: () => ({ status: 200, body: { views: 1521 } }),
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    const time = screen.getByText(timeRequired);
    expect(styleOf(time, ['overflow-wrap', 'min-width'])).toEqual({
      'overflow-wrap': 'anywhere',
      'min-width': '0',
    });
    // Each flex box around it may shrink below the text's length, and the overview's column below its content.
    expect(getComputedStyle(time.parentElement!).minWidth).toBe('0');
    expect(
      getComputedStyle(screen.getByRole('region', { name: 'Overview' })).getPropertyValue(
        'grid-template-columns',
      ),
    ).toBe('minmax(0, 1fr)');
  });
});

describe('the prerendered first screen of /repair-guide/:id', () => {
  it('is exactly what the page shows while the guide loads, so the live page replaces it without a change', async () => {
    const live = await renderArea(GuidesRoutes, `/repair-guide/${id}`, {
      api: { [`GET /api/guides/${id}`]: () => new Promise(() => undefined) },
    });
    const snapshot = render(
      <AppProviders queryClient={new QueryClient()}>
        <MemoryRouter>
          <GuideDetailLoading />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(within(snapshot.container).getByRole('link', { name: 'All guides' })).toHaveAttribute(
      'href',
      '/repair-guides',
    );
    // The cover's place holds a decorative picture (the page's first large paint), and nothing of any guide.
    expect(within(snapshot.container).getByRole('region', { name: 'Loading guide' })).toBeInTheDocument();
    expect(snapshot.container.querySelector('img[alt=""]')).not.toBeNull();
    expect(within(snapshot.container).queryByRole('heading')).not.toBeInTheDocument();
    expect(live.container.firstElementChild?.outerHTML).toBe(snapshot.container.firstElementChild?.outerHTML);
  });
});
