import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import { signOut } from '@claims/web-kit';
import {
  apiError,
  cleanUpArea,
  makeSession,
  mockApi,
  renderArea,
  signInWith,
  type MockReply,
  type MockRequest,
} from '@claims/ui/testing';
import GuidesRoutes from '../../../src/app/routes';
import { draftOnChangedGuideMessage } from '../../../src/features/guide-upload/components/upload-guide-form';
import { toUploadGuideFormValues } from '../../../src/features/guide-upload/components/upload-guide-values';
import {
  guideDraftKey,
  rememberGuideDraftBase,
  writeGuideDraft,
} from '../../../src/features/guide-upload/lib/guide-draft';
import { makeGuideDetail } from '../../support/guide-fixtures';

// These tests type whole guides key by key; on a busy shared machine that alone can take several seconds.
jest.setTimeout(30_000);

afterEach(cleanUpArea);

const created = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6bb01', title: 'Fix a noisy blower motor' });

async function fillOverview() {
  await userEvent.type(screen.getByLabelText(/^Title/), 'Fix a noisy blower motor');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Grease works into the bearings.');
  await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'Small Appliances');
  await userEvent.selectOptions(screen.getByLabelText(/^Difficulty/), 'Moderate');
  await userEvent.type(screen.getByLabelText('Time required'), 'About an hour');
}

describe('UploadGuidePage', () => {
  it("asks signed-out visitors to log in: 'Please log in to create a guide'", async () => {
    await renderArea(GuidesRoutes, '/upload-guide');
    expect(screen.getByText('Please log in to create a guide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/upload-guide')}`,
    );
    expect(screen.queryByRole('button', { name: 'Create Guide' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What goes into a guide' })).toBeInTheDocument();
  });

  it("asks signed-out visitors of a guide's edit address to log in to edit it, and comes back there", async () => {
    await renderArea(GuidesRoutes, '/upload-guide?edit=6650f0c2a1b2c3d4e5f6a7b8');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Guide' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to edit this guide')).toBeInTheDocument();
    expect(screen.queryByText('Please log in to create a guide')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/upload-guide?edit=6650f0c2a1b2c3d4e5f6a7b8')}`,
    );
  });

  it('never sends the form when Enter is pressed in a single-line field', async () => {
    const { requests } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
    });
    await fillOverview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Remove the filters{Enter}');
    await userEvent.type(screen.getByLabelText(/^Title/), '{Enter}');
    await userEvent.type(screen.getByLabelText('Time required'), '{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tool 1' }), 'Nut driver{Enter}');
    expect(requests.filter((r) => r.url.pathname === '/api/guides')).toHaveLength(0);
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    // A new line in a text area is still typed.
    await userEvent.type(screen.getByLabelText(/^Description/), '{Enter}Second line');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Grease works into the bearings.\nSecond line');
  });

  it("edits a guide: the author's form starts filled and saves with PUT", async () => {
    const guide = makeGuideDetail({
      id: '6650f0c2a1b2c3d4e5f6bb02',
      userId: '6650f0c2a1b2c3d4e5f60001',
      revision: 4,
    });
    let sent: MockRequest | undefined;
    const { router } = await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${guide.id}`]: () => ({ status: 200, body: guide }),
        [`POST /api/guides/${guide.id}/views`]: () => ({ status: 200, body: { views: 2 } }),
        [`PUT /api/guides/${guide.id}`]: (request) => {
          sent = request;
          return { status: 200, body: { ...guide, title: 'Edited title' } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Guide' })).toBeInTheDocument();
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue(guide.title);
    expect(screen.getByRole('textbox', { name: 'Step 3 title' })).toHaveValue('Test the defrost heater');
    await userEvent.clear(title);
    await userEvent.type(title, 'Edited title');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/repair-guide/${guide.id}`));
    expect(await screen.findByText('Guide updated successfully!')).toBeInTheDocument();
    // The revision the form was filled from: a guide saved by someone since is refused, not overwritten.
    expect(sent!.body).toMatchObject({ title: 'Edited title', category: 'Refrigerators', revision: 4 });
    expect((sent!.body as { steps: unknown[] }).steps).toHaveLength(3);
  });

  it('keeps the edits when the guide was saved by someone else since, saying so', async () => {
    const guide = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6bb05', userId: '6650f0c2a1b2c3d4e5f60001' });
    const changed =
      'This guide was changed after you opened it. Reload the page to see the current guide with your changes kept on top of it.';
    const { router } = await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${guide.id}`]: () => ({ status: 200, body: guide }),
        [`PUT /api/guides/${guide.id}`]: () => apiError(409, 'conflict', changed),
      },
    });
    const time = await screen.findByLabelText('Time required');
    await userEvent.clear(time);
    await userEvent.type(time, '3 hours');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Error updating guide' })).toBeInTheDocument();
    expect(screen.getAllByText(changed).length).toBeGreaterThan(0);
    expect(router.location.pathname).toBe('/upload-guide');
    expect(screen.getByLabelText('Time required')).toHaveValue('3 hours');
    expect(sessionStorage.getItem(guideDraftKey('6650f0c2a1b2c3d4e5f60001', guide.id))).toContain('3 hours');
  });

  it('puts a draft on top of the guide someone saved meanwhile, so saving it keeps their changes', async () => {
    const author = '6650f0c2a1b2c3d4e5f60001';
    const before = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6bb06', userId: author, revision: 4 });
    // The visitor changed the time required; someone else then changed the title and saved (revision 5).
    const key = guideDraftKey(author, before.id);
    rememberGuideDraftBase(key, { revision: 4, values: toUploadGuideFormValues(before) });
    writeGuideDraft(key, { ...toUploadGuideFormValues(before), timeRequired: '3 hours' });
    const now = { ...before, title: 'Their new title', revision: 5 };
    let sent: MockRequest | undefined;
    await renderArea(GuidesRoutes, `/upload-guide?edit=${before.id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${before.id}`]: () => ({ status: 200, body: now }),
        [`PUT /api/guides/${before.id}`]: (request) => {
          sent = request;
          return { status: 200, body: now };
        },
      },
    });
    expect(await screen.findByText(draftOnChangedGuideMessage)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Their new title');
    expect(screen.getByLabelText('Time required')).toHaveValue('3 hours');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Guide updated successfully!')).toBeInTheDocument();
    expect(sent!.body).toMatchObject({ title: 'Their new title', timeRequired: '3 hours', revision: 5 });
  });

  it('takes a save refused as "changed meanwhile" as done when the guide holds exactly that save (a lost answer)', async () => {
    const guide = makeGuideDetail({
      id: '6650f0c2a1b2c3d4e5f6bb07',
      userId: '6650f0c2a1b2c3d4e5f60001',
      revision: 2,
    });
    let stored = guide;
    let puts = 0;
    const { router } = await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${guide.id}`]: () => ({ status: 200, body: stored }),
        [`POST /api/guides/${guide.id}/views`]: () => ({ status: 200, body: { views: 2 } }),
        [`PUT /api/guides/${guide.id}`]: (request) => {
          puts += 1;
          const body = request.body as { timeRequired: string; revision: number };
          if (body.revision !== stored.revision)
            return apiError(409, 'conflict', 'This guide was changed after you opened it.');
          stored = { ...stored, timeRequired: body.timeRequired, revision: stored.revision + 1 };
          // Saved, but the answer never arrives.
          return apiError(504, 'unavailable', 'The guides service did not answer in time.');
        },
      },
    });
    const time = await screen.findByLabelText('Time required');
    await userEvent.clear(time);
    await userEvent.type(time, '3 hours');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Error updating guide' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/repair-guide/${guide.id}`));
    expect(await screen.findByText('Guide updated successfully!')).toBeInTheDocument();
    expect(puts).toBe(2);
  });

  it('sends a guide whose answer was lost again with the same key, so it is published once, also when corrected meanwhile', async () => {
    const keys: string[] = [];
    const posted: { title: string }[] = [];
    let put: MockRequest | undefined;
    let answer = (): MockReply => ({ status: 201, body: created });
    await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides': (request) => {
          keys.push(request.headers['idempotency-key']);
          posted.push(request.body as { title: string });
          return answer();
        },
        [`PUT /api/guides/${created.id}`]: (request) => {
          put = request;
          return { status: 200, body: { ...created, title: 'Fix a noisy blower motor fast' } };
        },
        // The guide's page it opens may read the guide again (on a busy machine its cached copy is already stale).
        [`GET /api/guides/${created.id}`]: () => ({
          status: 200,
          body: { ...created, title: 'Fix a noisy blower motor fast' },
        }),
        [`POST /api/guides/${created.id}/views`]: () => ({ status: 200, body: { views: 1 } }),
      },
    });
    await fillOverview();
    answer = () => apiError(503, 'unavailable', "Can't reach the server");
    const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    await create();
    expect(await screen.findByRole('heading', { name: 'Error creating guide' })).toBeInTheDocument();
    await create();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(keys[1]).toBe(keys[0]);
    // Corrected before trying again: the guide may have been published by either try, so the one sent is asked for
    // again with its key, then changed; no second guide.
    await userEvent.type(screen.getByLabelText(/^Title/), ' fast');
    answer = () => ({ status: 201, body: created });
    await create();
    expect(await screen.findByText('Guide created successfully!')).toBeInTheDocument();
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    expect(posted.map((body) => body.title)).toEqual(Array(3).fill('Fix a noisy blower motor'));
    expect(put!.body).toMatchObject({ title: 'Fix a noisy blower motor fast', revision: created.revision });
  });

  it('publishes a corrected guide as sent when the first try was refused outright', async () => {
    const keys: string[] = [];
    let answer = (): MockReply =>
      apiError(400, 'validation', 'Description is required', { description: 'Description is required' });
    await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides': (request) => {
          keys.push(request.headers['idempotency-key']);
          return answer();
        },
        // The guide's page it opens may read the guide again (on a busy machine its cached copy is already stale).
        [`GET /api/guides/${created.id}`]: () => ({ status: 200, body: created }),
        [`POST /api/guides/${created.id}/views`]: () => ({ status: 200, body: { views: 1 } }),
      },
    });
    await fillOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    expect(await screen.findByRole('heading', { name: 'Error creating guide' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), ' fast');
    answer = () => ({ status: 201, body: created });
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    expect(await screen.findByText('Guide created successfully!')).toBeInTheDocument();
    // The failure's notice gave way to the success; it does not stay under it.
    expect(screen.queryByText('Error creating guide')).not.toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("titles the tab 'Edit Guide · Claim Assist' when the guide page's Edit guide opens the edit form", async () => {
    const guide = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6bb04', userId: '6650f0c2a1b2c3d4e5f60001' });
    // The shell titles the tab from the area's page list, in an effect of a component around the area's routes.
    const listedTitles: Record<string, string> = {
      '/repair-guide': 'Repair Guide',
      '/upload-guide': 'Contribute a Guide',
    };
    function WithShellTitle() {
      const { pathname } = useLocation();
      const listed = listedTitles[`/${pathname.split('/')[1]}`];
      useEffect(() => {
        document.title = `${listed} · Claim Assist`;
      }, [listed]);
      return <GuidesRoutes />;
    }
    // The form's code is loaded once already, so the guide page and the edit form change in one render.
    const { router } = await renderArea(WithShellTitle, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        [`GET /api/guides/${guide.id}`]: () => ({ status: 200, body: guide }),
        [`POST /api/guides/${guide.id}/views`]: () => ({ status: 200, body: { views: 2 } }),
      },
    });
    await waitFor(() => expect(document.title).toBe('Contribute a Guide · Claim Assist'));
    await act(() => router.navigate(`/repair-guide/${guide.id}`));
    await waitFor(() => expect(document.title).toBe(`${guide.title} · Claim Assist`));

    await userEvent.click(await screen.findByRole('link', { name: 'Edit guide' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Guide' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit Guide · Claim Assist'));
    await screen.findByLabelText(/^Title/);
    expect(document.title).toBe('Edit Guide · Claim Assist');
  });

  it('refuses the edit form to a user who is neither the author nor an admin', async () => {
    const guide = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6bb03', userId: 'someone-else' });
    await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
      session: makeSession(['customer']),
      api: { [`GET /api/guides/${guide.id}`]: () => ({ status: 200, body: guide }) },
    });
    expect(
      await screen.findByText('Only the author of this guide or an admin can edit it'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows what is missing next to each field and sends nothing', async () => {
    const { requests } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
    });
    await userEvent.type(screen.getByLabelText('Cover image URL'), 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Difficulty is required')).toBeInTheDocument();
    expect(screen.getByText('Cover image must be a valid URL')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/guides')).toHaveLength(0);
  });

  it('refuses an SVG picture address for the cover and a step, saying what to give instead, and sends nothing', async () => {
    const { requests } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
    });
    await fillOverview();
    await userEvent.type(screen.getByLabelText('Cover image URL'), 'https://example.com/blower.svg');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Remove the cover');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 description' }), 'Four screws.');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Step 1 image URL' }),
      'https://example.com/cover.SVG',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    expect(
      await screen.findAllByText(
        'SVG pictures cannot be shown. Give the address of a JPEG, PNG, WebP or GIF picture, or upload the photo.',
      ),
    ).toHaveLength(2);
    expect(requests.filter((r) => r.url.pathname === '/api/guides')).toHaveLength(0);
  });

  it('keeps a pasted text over its limit whole and says the limit, for the title, a tool and a step alike', async () => {
    const { requests } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
    });
    await fillOverview();
    const title = screen.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('Replace the bake element '.repeat(10));
    await userEvent.click(screen.getByRole('textbox', { name: 'Tool 1' }));
    await userEvent.paste('x'.repeat(201));
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Unplug the range');
    await userEvent.click(screen.getByRole('textbox', { name: 'Step 1 description' }));
    await userEvent.paste('Turn the breaker off. '.repeat(250));
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));

    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('An entry must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Step description must be at most 5,000 characters')).toBeInTheDocument();
    // Nothing was cut: the author shortens the text, and nothing was sent.
    expect(title).toHaveValue('Replace the bake element '.repeat(10));
    expect(requests.filter((r) => r.url.pathname === '/api/guides')).toHaveLength(0);
  });

  it('creates the guide with tools, parts and reordered steps, then opens it', async () => {
    let posted: MockRequest | undefined;
    const { router } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides': (request) => {
          posted = request;
          return { status: 201, body: created };
        },
        [`GET /api/guides/${created.id}`]: () => ({ status: 200, body: created }),
        [`POST /api/guides/${created.id}/views`]: () => ({ status: 200, body: { views: 1 } }),
      },
    });
    await fillOverview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tool 1' }), 'Nut driver');
    await userEvent.click(screen.getByRole('button', { name: 'Add tool' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Part 1' }), 'Blower motor');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Remove the filters');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 description' }), 'Slide them out.');
    // A picture of this site's, pasted by its full address as a page shows it, is sent as its stored path;
    // another site's address is sent as it is.
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Cover image URL/ }),
      `${window.location.origin}/api/guides/images/${'a1'.repeat(12)}?w=800`,
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Step 1 image URL' }),
      `https://photos.example/api/guides/images/${'b2'.repeat(12)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 3 title' }), 'Switch off the breaker');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 3 description' }), 'At the panel.');
    // Safety first: move the breaker step to the top (3 → 2 → 1).
    await userEvent.click(screen.getByRole('button', { name: 'Move up: step 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move up: step 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));

    await waitFor(() => expect(router.location.pathname).toBe(`/repair-guide/${created.id}`));
    expect(await screen.findByText('Guide created successfully!')).toBeInTheDocument();
    expect(posted!.body).toEqual({
      title: 'Fix a noisy blower motor',
      description: 'Grease works into the bearings.',
      category: 'Small Appliances',
      difficulty: 'Moderate',
      timeRequired: 'About an hour',
      imageUrl: `/api/guides/images/${'a1'.repeat(12)}`,
      toolsNeeded: ['Nut driver', ''],
      partsNeeded: ['Blower motor'],
      steps: [
        { title: 'Switch off the breaker', description: 'At the panel.', imageUrl: '' },
        {
          title: 'Remove the filters',
          description: 'Slide them out.',
          imageUrl: `https://photos.example/api/guides/images/${'b2'.repeat(12)}`,
        },
        { title: '', description: '', imageUrl: '' },
      ],
    });
  });

  it('keeps keyboard focus in the lists when a step moves to either end or a row is removed', async () => {
    await renderArea(GuidesRoutes, '/upload-guide', { session: makeSession(['customer']) });
    await screen.findByRole('button', { name: 'Add step' });
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 2 title' }), 'B');
    // Step 2 moved to the top: its Move up is now disabled, so focus goes to its Move down.
    screen.getByRole('button', { name: 'Move up: step 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Step 1 title' })).toHaveValue('B');
    expect(screen.getByRole('button', { name: 'Move down: step 1' })).toHaveFocus();
    // Moved down to the last place: focus goes to its Move up.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Step 3 title' })).toHaveValue('B');
    expect(screen.getByRole('button', { name: 'Move up: step 3' })).toHaveFocus();
    // A move that stays inside the list keeps focus on the pressed button, now the step's new number.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move up: step 2' })).toHaveFocus();
    // Removing step 2: focus goes to the title of the step that took its place (not its Remove button, where a second
    // Enter would remove it too); the last one removed leaves it on the one before; the only one, on Add step.
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 3 title' }), 'C');
    screen.getByRole('button', { name: 'Remove step 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Step 2 title' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Step 2 title' })).toHaveValue('C');
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('textbox', { name: /^Step \d title$/ })).toHaveLength(2);
    screen.getByRole('button', { name: 'Remove step 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Step 1 title' })).toHaveFocus();
    screen.getByRole('button', { name: 'Remove step 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add step' })).toHaveFocus();
    // The same for tools: the entry that took the row's place, then Add tool when the list is empty.
    // The form opens with one empty tool row.
    await userEvent.click(screen.getByRole('button', { name: 'Add tool' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tool 2' }), 'Torx T20');
    screen.getByRole('button', { name: 'Remove tool 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Tool 1' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Tool 1' })).toHaveValue('Torx T20');
    screen.getByRole('button', { name: 'Remove tool 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add tool' })).toHaveFocus();
  });

  it('keeps what was typed when the session ends, and gives it back after signing in again in the tab', async () => {
    const session = makeSession(['customer']);
    await renderArea(GuidesRoutes, '/upload-guide', { session });
    await fillOverview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Remove the filters');
    // Signed out elsewhere (another tab, a revoked session): the form gives way to the sign-in notice.
    mockApi({ 'POST /api/auth/sign-out': () => ({ status: 204 }) });
    await act(() => signOut());
    // Said where the visitor is, with the way back in focused: the form they were scrolled down in is gone.
    expect(
      await screen.findByText(
        'Your session has ended. What you wrote is kept in this tab: sign in again to finish it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveFocus();
    await act(() => signInWith(session));
    expect(await screen.findByText('Your unsent guide is back, as you left it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Fix a noisy blower motor');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Small Appliances');
    expect(screen.getByRole('textbox', { name: 'Step 1 title' })).toHaveValue('Remove the filters');
    // Discarding empties the form and forgets the draft.
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(screen.queryByText('Your unsent guide is back, as you left it.')).not.toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('claims.guide-draft'))).toEqual([]);
  });

  it("does not give one user's draft to another user signing in in the same tab", async () => {
    await renderArea(GuidesRoutes, '/upload-guide', { session: makeSession(['customer']) });
    await fillOverview();
    mockApi({ 'POST /api/auth/sign-out': () => ({ status: 204 }) });
    await act(() => signOut());
    await act(() =>
      signInWith(makeSession(['customer'], { id: '6650f0c2a1b2c3d4e5f60099', email: 'other@example.com' })),
    );
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('');
    expect(screen.queryByText('Your unsent guide is back, as you left it.')).not.toBeInTheDocument();
  });

  it('forgets the draft once the guide is created', async () => {
    await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: { 'POST /api/guides': () => ({ status: 201, body: created }) },
    });
    await fillOverview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Remove the filters');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 description' }), 'Four screws.');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('claims.guide-draft'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    expect(await screen.findByText('Guide created successfully!')).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('claims.guide-draft'))).toEqual([]);
  });

  it("keeps the form and shows 'Error creating guide' with the message when saving fails", async () => {
    const { router } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides': () => ({
          status: 500,
          body: { error: { code: 'internal', message: 'Something went wrong' } },
        }),
      },
    });
    await fillOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    expect(await screen.findByRole('heading', { name: 'Error creating guide' })).toBeInTheDocument();
    expect(screen.getAllByText('Something went wrong').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Fix a noisy blower motor');
    expect(router.location.pathname).toBe('/upload-guide');
    expect(screen.getByRole('button', { name: 'Create Guide' })).toBeEnabled();
  });

  it("shows the service's field messages next to their fields, a tool's included", async () => {
    await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides': () =>
          apiError(400, 'validation_failed', 'Please correct the highlighted fields', {
            title: 'A guide title must name the appliance',
            'toolsNeeded.0': 'Name one tool per line',
          }),
      },
    });
    await fillOverview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tool 1' }), 'Nut driver and a rag');
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
        expect.stringContaining('A guide title must name the appliance'),
      ),
    );
    expect(screen.getByText('Name one tool per line')).toBeInTheDocument();
  });
});
