import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import type { GuideDetail, UpdateGuideBody } from '@claims/contracts';
import {
  apiError,
  cleanUpArea,
  makeSession,
  renderArea,
  type MockReply,
  type MockRequest,
} from '@claims/ui/testing';
import GuidesRoutes from '../../../src/app/routes';
import {
  draftOnChangedGuideMessage,
  guideDeletedMessage,
  savedMeanwhileMessage,
} from '../../../src/features/guide-upload/components/upload-guide-form';
import {
  stepWithOnlyImageMessage,
  stepWithoutDescriptionMessage,
  stepWithoutTitleMessage,
} from '../../../src/features/guide-upload/components/upload-guide-schema';
import {
  toGuideBody,
  toUploadGuideFormValues,
  uploadGuideDefaults,
} from '../../../src/features/guide-upload/components/upload-guide-values';
import {
  guideDraftKey,
  rememberGuideDraftBase,
  rememberSentEdit,
  writeGuideDraft,
} from '../../../src/features/guide-upload/lib/guide-draft';
import { guideKeys } from '../../../src/lib/query-keys';
import { makeGuideDetail } from '../../support/guide-fixtures';

// These tests type into the form key by key; on a busy shared machine that alone can take several seconds.
jest.setTimeout(30_000);

/** Opening another page loads its code, the first time in a file; on a busy machine that has taken seconds. */
const pageLoad = { timeout: 15_000 };

afterEach(() => {
  focusManager.setFocused(undefined);
  cleanUpArea();
});

const author = '6650f0c2a1b2c3d4e5f60001';
const published = makeGuideDetail({
  id: '6650f0c2a1b2c3d4e5f6cc99',
  userId: author,
  title: 'Published anew',
});

/** The guide as the service keeps a saved body: texts trimmed, blank rows and incomplete steps left out. */
function storedAs(guide: GuideDetail, body: UpdateGuideBody): GuideDetail {
  const list = (entries: string[] | undefined) => (entries ?? []).map((e) => e.trim()).filter(Boolean);
  return {
    ...guide,
    title: body.title.trim(),
    description: body.description.trim(),
    timeRequired: (body.timeRequired ?? '').trim(),
    toolsNeeded: list(body.toolsNeeded),
    partsNeeded: list(body.partsNeeded),
    steps: (body.steps ?? [])
      .map((step) => ({
        title: (step.title ?? '').trim(),
        description: (step.description ?? '').trim(),
        imageUrl: (step.imageUrl ?? '').trim() || null,
      }))
      .filter((step) => step.title && step.description)
      .map((step, index) => ({ stepNumber: index + 1, ...step })),
    revision: guide.revision + 1,
  };
}

/** The edit form of a guide the test can delete (`gone`) and whose saves it can answer (`onPut`). */
async function openEditForm(guide: GuideDetail, onPut?: (request: MockRequest) => MockReply) {
  const state = { gone: false, posted: [] as MockRequest[] };
  const view = await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
    session: makeSession(['customer'], { id: author }),
    api: {
      [`GET /api/guides/${guide.id}`]: () =>
        state.gone ? apiError(404, 'not_found', 'Guide not found') : { status: 200, body: guide },
      [`PUT /api/guides/${guide.id}`]: (request) =>
        state.gone
          ? apiError(404, 'not_found', 'Guide not found')
          : (onPut?.(request) ?? { status: 200, body: guide }),
      'POST /api/guides': (request) => {
        state.posted.push(request);
        return { status: 201, body: published };
      },
      [`GET /api/guides/${published.id}`]: () => ({ status: 200, body: published }),
      [`POST /api/guides/${published.id}/views`]: () => ({ status: 200, body: { views: 1 } }),
    },
  });
  return { ...view, state };
}

describe('Editing a guide that is deleted meanwhile', () => {
  it('keeps what was typed when the tab comes back after the guide was deleted in another tab, and publishes it as a new guide', async () => {
    const guide = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6cc01', userId: author });
    const { state, router } = await openEditForm(guide);
    const title = await screen.findByLabelText(/^Title/);
    await userEvent.type(title, ' and the door gasket');
    state.gone = true;
    // Another tab deleted it; coming back to this tab reads the guide again.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(guideDeletedMessage);
    expect(screen.queryByText('Guide not found')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue(`${guide.title} and the door gasket`);

    await userEvent.click(within(alert).getByRole('button', { name: 'Publish as New Guide' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/repair-guide/${published.id}`), pageLoad);
    expect(await screen.findByText('Guide created successfully!')).toBeInTheDocument();
    expect(state.posted).toHaveLength(1);
    expect(state.posted[0].body).toMatchObject({ title: `${guide.title} and the door gasket` });
    expect(state.posted[0].headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(sessionStorage.getItem(guideDraftKey(author, guide.id))).toBeNull();
  });

  it('says so when Save finds the guide deleted, keeps the text, and offers to publish it as a new guide', async () => {
    const guide = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6cc02', userId: author });
    const { state } = await openEditForm(guide);
    const time = await screen.findByLabelText('Time required');
    await userEvent.clear(time);
    await userEvent.type(time, '2 hours');
    state.gone = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(guideDeletedMessage);
    expect(screen.queryByRole('heading', { name: 'Error updating guide' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Time required')).toHaveValue('2 hours');
    // The form's own button says what it does now.
    const buttons = screen.getAllByRole('button', { name: 'Publish as New Guide' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]);
    expect(await screen.findByText('Guide created successfully!')).toBeInTheDocument();
    expect(state.posted[0].body).toMatchObject({ title: guide.title, timeRequired: '2 hours' });
  });

  it('gives back the edit kept in the tab when the page is opened again after the guide was deleted', async () => {
    const id = '6650f0c2a1b2c3d4e5f6cc03';
    writeGuideDraft(guideDraftKey(author, id), {
      ...uploadGuideDefaults,
      title: 'My kept words',
      description: 'Typed before the guide was deleted.',
    });
    const { router } = await renderArea(GuidesRoutes, `/upload-guide?edit=${id}`, {
      session: makeSession(['customer'], { id: author }),
      api: {
        [`GET /api/guides/${id}`]: () => apiError(404, 'not_found', 'Guide not found'),
        'GET /api/guides': () => ({ status: 200, body: { items: [], nextCursor: null } }),
        'GET /api/guides/stats': () => ({ status: 200, body: { total: 0 } }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(guideDeletedMessage);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('My kept words');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.location.pathname).toBe('/repair-guides'), pageLoad);
    expect(sessionStorage.getItem(guideDraftKey(author, id))).toBeNull();
  });

  it("still says 'Guide not found' for a deleted guide with nothing kept in the tab", async () => {
    const id = '6650f0c2a1b2c3d4e5f6cc04';
    await renderArea(GuidesRoutes, `/upload-guide?edit=${id}`, {
      session: makeSession(['customer'], { id: author }),
      api: { [`GET /api/guides/${id}`]: () => apiError(404, 'not_found', 'Guide not found') },
    });
    expect(await screen.findByText('Guide not found')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });
});

describe('A save whose answer was lost', () => {
  /** Stores each save made from the revision it began from, and answers none of them. */
  function serviceLosingAnswers(guide: GuideDetail) {
    const service = { stored: guide, revisions: [] as (number | undefined)[] };
    const onPut = (request: MockRequest): MockReply => {
      const body = request.body as UpdateGuideBody;
      service.revisions.push(body.revision);
      if (body.revision !== service.stored.revision)
        return apiError(409, 'conflict', 'This guide was changed after you opened it.');
      service.stored = storedAs(service.stored, body);
      return apiError(504, 'unavailable', 'The guides service did not answer in time.');
    };
    return { service, onPut };
  }

  it('is recognised as done when pressed again, though the service left out the blank rows it was sent', async () => {
    const guide = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6cc05', userId: author, revision: 2 });
    const { service, onPut } = serviceLosingAnswers(guide);
    let readsAfterRefusal = 0;
    const view = await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
      session: makeSession(['customer'], { id: author }),
      api: {
        // Once the retry was refused and read the guide, the guide page's own read fails, so it shows what the form
        // left in the page's cache.
        [`GET /api/guides/${guide.id}`]: () =>
          service.revisions.length < 2 || (readsAfterRefusal += 1) === 1
            ? { status: 200, body: service.stored }
            : apiError(503, 'unavailable', 'The guides service is unavailable.'),
        [`PUT /api/guides/${guide.id}`]: onPut,
        [`POST /api/guides/${guide.id}/views`]: () => ({ status: 200, body: { views: 2 } }),
      },
    });
    const time = await screen.findByLabelText('Time required');
    await userEvent.clear(time);
    await userEvent.type(time, '3 hours');
    // A row added and left blank: sent as '', not stored.
    await userEvent.click(screen.getByRole('button', { name: 'Add tool' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Error updating guide' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(view.router.location.pathname).toBe(`/repair-guide/${guide.id}`), pageLoad);
    expect(await screen.findByText('Guide updated successfully!')).toBeInTheDocument();
    expect(service.stored).toMatchObject({ timeRequired: '3 hours', toolsNeeded: guide.toolsNeeded });
    expect(service.revisions).toEqual([2, 2]);
    // The guide's page (and an edit opened from it) shows the guide as saved, not as it was before.
    expect(view.queryClient.getQueryData(guideKeys.detail(guide.id))).toMatchObject({
      timeRequired: '3 hours',
      revision: 3,
    });
    expect(await screen.findByText('3 hours')).toBeInTheDocument();
  });

  it('is the visitor\'s own change, not "someone else\'s", when more was typed before pressing Save again', async () => {
    const guide = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6cc06', userId: author, revision: 2 });
    const { service, onPut } = serviceLosingAnswers(guide);
    const view = await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
      session: makeSession(['customer'], { id: author }),
      api: {
        [`GET /api/guides/${guide.id}`]: () => ({ status: 200, body: service.stored }),
        [`PUT /api/guides/${guide.id}`]: (request) =>
          service.revisions.length < 2 ? onPut(request) : storedAnswer(request),
        [`POST /api/guides/${guide.id}/views`]: () => ({ status: 200, body: { views: 2 } }),
      },
    });
    function storedAnswer(request: MockRequest): MockReply {
      const body = request.body as UpdateGuideBody;
      service.revisions.push(body.revision);
      if (body.revision !== service.stored.revision) return apiError(409, 'conflict', 'Changed meanwhile.');
      service.stored = storedAs(service.stored, body);
      return { status: 200, body: service.stored };
    }
    const time = await screen.findByLabelText('Time required');
    await userEvent.clear(time);
    await userEvent.type(time, '3 hours');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Error updating guide' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), ', step by step');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(view.router.location.pathname).toBe(`/repair-guide/${guide.id}`), pageLoad);
    expect(await screen.findByText('Guide updated successfully!')).toBeInTheDocument();
    // The first save landed (revision 3); the second was refused from revision 2, then sent on top of it.
    expect(service.revisions).toEqual([2, 2, 3]);
    expect(service.stored).toMatchObject({ title: `${guide.title}, step by step`, timeRequired: '3 hours' });
  });

  it('is not taken for "someone else\'s" change after a reload', async () => {
    const before = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6cc07', userId: author, revision: 2 });
    const key = guideDraftKey(author, before.id);
    const typed = { ...toUploadGuideFormValues(before), timeRequired: '3 hours' };
    rememberGuideDraftBase(key, { revision: 2, values: toUploadGuideFormValues(before) });
    writeGuideDraft(key, typed);
    rememberSentEdit(key, toGuideBody(typed));
    const saved = storedAs(before, toGuideBody(typed));
    await renderArea(GuidesRoutes, `/upload-guide?edit=${before.id}`, {
      session: makeSession(['customer'], { id: author }),
      api: { [`GET /api/guides/${before.id}`]: () => ({ status: 200, body: saved }) },
    });
    expect(await screen.findByText(savedMeanwhileMessage)).toBeInTheDocument();
    expect(screen.queryByText(draftOnChangedGuideMessage)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Time required')).toHaveValue('3 hours');
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});

describe('Steps filled in halfway', () => {
  async function createWithStep(fill: () => Promise<void>) {
    const { requests } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: { 'POST /api/guides': () => ({ status: 201, body: published }) },
    });
    await userEvent.type(screen.getByLabelText(/^Title/), 'Fix a noisy blower motor');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Grease works into the bearings.');
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'Small Appliances');
    await userEvent.selectOptions(screen.getByLabelText(/^Difficulty/), 'Moderate');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create Guide' }));
    return requests;
  }

  it.each([
    [
      'a title only',
      () => userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Unplug it'),
      stepWithoutDescriptionMessage,
      'Step 1 description',
    ],
    [
      'a description only',
      () => userEvent.type(screen.getByRole('textbox', { name: 'Step 1 description' }), 'Pull the plug.'),
      stepWithoutTitleMessage,
      'Step 1 title',
    ],
    [
      'a picture only',
      () =>
        userEvent.type(
          screen.getByRole('textbox', { name: 'Step 1 image URL' }),
          'https://example.com/step.jpg',
        ),
      stepWithOnlyImageMessage,
      'Step 1 title',
    ],
  ])('are asked about, not dropped: %s', async (_, fill, message, field) => {
    const requests = await createWithStep(fill);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: field })).toHaveAccessibleDescription(message);
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/guides')).toHaveLength(0);
  });

  it('leaves an empty step out without a word', async () => {
    const requests = await createWithStep(async () => {});
    expect(await screen.findByText('Guide created successfully!')).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/guides');
    expect(posts).toHaveLength(1);
  });
});

describe('Removing a step', () => {
  it('can be undone, the step coming back where it was with what it held', async () => {
    await renderArea(GuidesRoutes, '/upload-guide', { session: makeSession(['customer']) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Unplug the dryer');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1 description' }), 'Pull the plug.');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 2 title' }), 'Open the cabinet');

    await userEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(screen.getByRole('textbox', { name: 'Step 1 title' })).toHaveValue('Open the cabinet');
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 removed: “Unplug the dryer”.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Step 1 title' })).toHaveValue('Unplug the dryer');
    expect(screen.getByRole('textbox', { name: 'Step 1 description' })).toHaveValue('Pull the plug.');
    expect(screen.getByRole('textbox', { name: 'Step 2 title' })).toHaveValue('Open the cabinet');
    expect(screen.getByRole('textbox', { name: 'Step 1 title' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('gives back several removed steps, the last removed first, each where it was', async () => {
    await renderArea(GuidesRoutes, '/upload-guide', { session: makeSession(['customer']) });
    for (const [number, title] of [
      [1, 'First'],
      [2, 'Second'],
      [3, 'Third'],
    ] as const) {
      if (number > 1) await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
      await userEvent.type(screen.getByRole('textbox', { name: `Step ${number} title` }), title);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 removed: “Second”.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 removed: “First”.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const titles = [1, 2, 3].map(
      (number) => (screen.getByRole('textbox', { name: `Step ${number} title` }) as HTMLInputElement).value,
    );
    expect(titles).toEqual(['First', 'Second', 'Third']);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('offers no Undo for an empty step', async () => {
    await renderArea(GuidesRoutes, '/upload-guide', { session: makeSession(['customer']) });
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(screen.queryByRole('textbox', { name: 'Step 2 title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
