import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { createStore, del } from 'idb-keyval';
import { cleanUpArea, renderArea, requestsTo, type ApiHandlers } from '@claims/ui/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@claims/ui';
import userEvent from '@testing-library/user-event';
import { pageScrollsEvent } from '@claims/web-kit';
import TrialRoutes from '../../../src/app/routes';
import { annSession } from '../../support/session-fixtures';
import { caseDetail } from '../../support/case-fixtures';

/** The new-case form signed in as Ann, a customer. */
const renderSignedIn = (api?: ApiHandlers) =>
  renderArea(TrialRoutes, '/trial-dashboard/new-case', { session: annSession(), api });

// The browser's database copies what it stores; jsdom has no structuredClone for fake-indexeddb to use.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

afterEach(async () => {
  cleanUpArea();
  // Photos kept for the draft in the browser's database (fake-indexeddb here).
  await del('new-case-draft', createStore('claims-trial', 'new-case-photos'));
});

/** The service filing the case as 6650f0c2a1b2c3d4e5f6a0ff, and that case's page. */
const filesCase: ApiHandlers = {
  'POST /api/trial/cases': () => ({ status: 201, body: caseDetail({ id: '6650f0c2a1b2c3d4e5f6a0ff' }) }),
  'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff': () => ({ status: 200, body: caseDetail() }),
  'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff/parts-orders': () => ({ status: 200, body: { items: [] } }),
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Device type/), 'Washer');
  await user.type(screen.getByLabelText(/Model number/), 'WTW5000DW');
  await user.type(screen.getByLabelText(/Issue description/), 'Drum does not spin');
}

describe('/trial-dashboard/new-case', () => {
  it('requires device type and issue description, next to each field, without calling the server', async () => {
    const { requests } = await renderSignedIn();
    const user = userEvent.setup();
    // The first test of the file also waits for the page's code (and the form libraries) to be compiled and loaded.
    await user.click(await screen.findByRole('button', { name: 'Create Case' }, { timeout: 10_000 }));
    expect(await screen.findByText('Device type is required')).toBeInTheDocument();
    expect(screen.getByText('Issue description is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Device type/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("files the case, says 'Case Created!' and opens the case's page", async () => {
    const { requests, router } = await renderSignedIn(filesCase);
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(await screen.findByText('Case Created!')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a0ff'),
    );
    expect(requestsTo(requests, 'POST /api/trial/cases')[0].body).toEqual({
      deviceType: 'Washer',
      modelNumber: 'WTW5000DW',
      serialNumber: '',
      issueDescription: 'Drum does not spin',
    });
  });

  describe('a draft kept in the tab', () => {
    const draftKey = 'claims.trial.new-case-draft';
    afterEach(() => sessionStorage.removeItem(draftKey));

    it('is never shown to another account signing in later in the same tab, and is let go', async () => {
      sessionStorage.setItem(
        draftKey,
        JSON.stringify({
          owner: '65f1c0ffee00000000000bbb',
          values: { deviceType: 'Private Fridge', serialNumber: 'SECRET' },
        }),
      );
      await renderSignedIn();
      expect(await screen.findByLabelText(/Device type/, {}, { timeout: 10_000 })).toHaveValue('');
      expect(screen.getByLabelText(/Serial number/)).toHaveValue('');
      expect(sessionStorage.getItem(draftKey)).toBeNull();
    });

    it('is kept for the account that typed it', async () => {
      sessionStorage.setItem(
        draftKey,
        JSON.stringify({ owner: annSession().user.id, values: { deviceType: 'My Own Washer' } }),
      );
      await renderSignedIn();
      expect(await screen.findByLabelText(/Device type/)).toHaveValue('My Own Washer');
    });

    it('typed signed out, is kept for whoever signs in to send it', async () => {
      sessionStorage.setItem(
        draftKey,
        JSON.stringify({ owner: null, values: { deviceType: 'Typed Signed Out' } }),
      );
      await renderSignedIn();
      expect(await screen.findByLabelText(/Device type/)).toHaveValue('Typed Signed Out');
    });
  });

  it('files the case when the browser refuses to keep a draft (storage full or blocked)', async () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    try {
      const { requests, router } = await renderSignedIn(filesCase);
      const user = userEvent.setup();
      await fillForm(user);
      expect(setItem).toHaveBeenCalled();
      expect(screen.getByLabelText(/Issue description/)).toHaveValue('Drum does not spin');
      await user.click(screen.getByRole('button', { name: 'Create Case' }));

      expect(await screen.findByText('Case Created!')).toBeInTheDocument();
      await waitFor(() =>
        expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a0ff'),
      );
      expect(requestsTo(requests, 'POST /api/trial/cases')).toHaveLength(1);
    } finally {
      setItem.mockRestore();
    }
  });

  it("shows an 'Error' toast with the server's message and keeps everything typed", async () => {
    const { router } = await renderSignedIn({
      'POST /api/trial/cases': () => ({
        status: 503,
        body: { error: { code: 'unavailable', message: 'The service is temporarily unavailable' } },
      }),
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect((await screen.findAllByText('Error')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('The service is temporarily unavailable').length).toBeGreaterThan(0);
    expect(router.location.pathname).toBe('/trial-dashboard/new-case');
    expect(screen.getByLabelText(/Device type/)).toHaveValue('Washer');
    expect(screen.getByLabelText(/Model number/)).toHaveValue('WTW5000DW');
    expect(screen.getByLabelText(/Issue description/)).toHaveValue('Drum does not spin');
  });

  it('keeps why the case was not filed above Create Case after the notice has gone, until the next try', async () => {
    const { requests } = await renderSignedIn({
      'POST /api/trial/cases': () => ({
        status: 504,
        body: { error: { code: 'unavailable', message: 'The answer did not arrive' } },
      }),
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await screen.findAllByText('The answer did not arrive');
    act(() => void toast.dismiss());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The answer did not arrive');
    expect(alert).toHaveTextContent(
      'Pressing Create Case again is safe: it files the case once, never twice.',
    );
    expect(requestsTo(requests, 'POST /api/trial/cases')).toHaveLength(1);
  });

  it('offers to sign in from the kept message when the session has ended', async () => {
    await renderArea(TrialRoutes, '/trial-dashboard/new-case');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await screen.findAllByText('Not authenticated');
    act(() => void toast.dismiss());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not authenticated');
    expect(alert).not.toHaveTextContent('may have been filed');
    expect(within(alert).getByRole('link', { name: 'Sign in to send it' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/trial-dashboard/new-case')}`,
    );
  });

  it('replaces the failure notice with Case Created! when the next try succeeds', async () => {
    let calls = 0;
    await renderSignedIn({
      ...filesCase,
      'POST /api/trial/cases': (request) => {
        calls += 1;
        return calls === 1
          ? {
              status: 503,
              body: { error: { code: 'unavailable', message: 'The service is temporarily unavailable' } },
            }
          : filesCase['POST /api/trial/cases'](request);
      },
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect((await screen.findAllByText('The service is temporarily unavailable')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(await screen.findByText('Case Created!')).toBeInTheDocument();
    expect(screen.queryByText('The service is temporarily unavailable')).not.toBeInTheDocument();
  });

  it('sends a try again with the same Idempotency-Key, so a case whose answer was lost is filed once; changed values get a new key', async () => {
    let calls = 0;
    const { requests } = await renderSignedIn({
      ...filesCase,
      'POST /api/trial/cases': (request) => {
        calls += 1;
        return calls < 3
          ? { status: 504, body: { error: { code: 'unavailable', message: 'The answer did not arrive' } } }
          : filesCase['POST /api/trial/cases'](request);
      },
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect((await screen.findAllByText('The answer did not arrive')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(() => expect(requestsTo(requests, 'POST /api/trial/cases')).toHaveLength(2));
    await user.type(screen.getByLabelText(/Model number/), 'X');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(await screen.findByText('Case Created!')).toBeInTheDocument();
    const keys = requestsTo(requests, 'POST /api/trial/cases').map(
      (request) => request.headers['idempotency-key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('after a reload while the case was being sent, says it may be filed and sends it again with the same key', async () => {
    let answered = false;
    const first = await renderSignedIn({
      ...filesCase,
      // The answer never comes before the page is reloaded.
      'POST /api/trial/cases': () => new Promise(() => {}),
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(() => expect(requestsTo(first.requests, 'POST /api/trial/cases')).toHaveLength(1));
    cleanup();

    const again = await renderSignedIn({
      ...filesCase,
      'POST /api/trial/cases': (request) => {
        answered = true;
        // The service finds the case the first try filed under this key and answers with it.
        return { ...filesCase['POST /api/trial/cases'](request), status: 200 };
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This case may already be filed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The case may have been filed all the same. Pressing Create Case again is safe: it files the case once, never twice.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Issue description/)).toHaveValue('Drum does not spin');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(await screen.findByText('Case Created!')).toBeInTheDocument();
    expect(answered).toBe(true);
    expect(requestsTo(again.requests, 'POST /api/trial/cases')[0].headers['idempotency-key']).toBe(
      requestsTo(first.requests, 'POST /api/trial/cases')[0].headers['idempotency-key'],
    );
  });

  it('keeps the warning and the key when the same case is still being filed (pressed again too soon), over a reload', async () => {
    const inProgress = {
      status: 409,
      body: {
        error: {
          code: 'in_progress',
          message: 'This request is still being processed. Please try again in a moment.',
        },
      },
    };
    const first = await renderSignedIn({ 'POST /api/trial/cases': () => inProgress });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(
      await screen.findByText(
        'The case may have been filed all the same. Pressing Create Case again is safe: it files the case once, never twice.',
      ),
    ).toBeInTheDocument();
    cleanup();

    const again = await renderSignedIn({
      ...filesCase,
      'POST /api/trial/cases': (request) => ({ ...filesCase['POST /api/trial/cases'](request), status: 200 }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This case may already be filed' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(await screen.findByText('Case Created!')).toBeInTheDocument();
    expect(requestsTo(again.requests, 'POST /api/trial/cases')[0].headers['idempotency-key']).toBe(
      requestsTo(first.requests, 'POST /api/trial/cases')[0].headers['idempotency-key'],
    );
  });

  it('forgets the case being sent once the service refuses it outright, so a reload warns of nothing', async () => {
    await renderSignedIn({
      'POST /api/trial/cases': () => ({
        status: 400,
        body: { error: { code: 'validation', message: 'Device type must be at most 80 characters' } },
      }),
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect((await screen.findAllByText('Device type must be at most 80 characters')).length).toBeGreaterThan(
      0,
    );
    cleanup();
    await renderSignedIn();
    expect(await screen.findByLabelText(/Issue description/)).toHaveValue('Drum does not spin');
    expect(screen.queryByRole('heading', { name: 'This case may already be filed' })).not.toBeInTheDocument();
  });

  describe('the same case filed a short while ago (another tab, or filled in again)', () => {
    const alreadyFiledMessage =
      'You filed this case 4 minutes ago: CA-2026-000007 (Pending), with the same device, numbers and description. Open it to follow it, or file it again only if it is about another appliance.';
    const alreadyFiled = {
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: alreadyFiledMessage,
          fields: { duplicateOf: 'CA-2026-000007', duplicateId: '6650f0c2a1b2c3d4e5f6a007' },
        },
      },
    };

    it('names the case with a link to it, and files a second one only on File It Again, with a new key', async () => {
      const { requests, router } = await renderSignedIn({
        ...filesCase,
        'POST /api/trial/cases': (request) =>
          (request.body as { fileAgain?: boolean }).fileAgain
            ? filesCase['POST /api/trial/cases'](request)
            : alreadyFiled,
      });
      const user = userEvent.setup();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Case' }));

      const panel = (await screen.findByRole('heading', { name: 'Already Filed' })).closest(
        '[role="alert"]',
      ) as HTMLElement;
      expect(within(panel).getByText(alreadyFiledMessage)).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Open case CA-2026-000007' })).toHaveAttribute(
        'href',
        '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a007',
      );
      expect(
        screen.getByText('CA-2026-000007 has the same details: see the note above Create Case.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Pressing Create Case again is safe/)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Issue description/)).toHaveValue('Drum does not spin');

      await user.click(within(panel).getByRole('button', { name: 'File It Again' }));
      expect(await screen.findByText('Case Created!')).toBeInTheDocument();
      await waitFor(() =>
        expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a0ff'),
      );
      const sent = requestsTo(requests, 'POST /api/trial/cases');
      expect(sent.map((request) => request.body)).toEqual([
        {
          deviceType: 'Washer',
          modelNumber: 'WTW5000DW',
          serialNumber: '',
          issueDescription: 'Drum does not spin',
        },
        {
          deviceType: 'Washer',
          modelNumber: 'WTW5000DW',
          serialNumber: '',
          issueDescription: 'Drum does not spin',
          fileAgain: true,
        },
      ]);
      expect(sent[1].headers['idempotency-key']).not.toBe(sent[0].headers['idempotency-key']);
    });

    it('opening the named case keeps the typing for Back, and its notice goes', async () => {
      const { router } = await renderSignedIn({
        ...filesCase,
        'POST /api/trial/cases': () => alreadyFiled,
        'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a007': () => ({
          status: 200,
          body: caseDetail({ id: '6650f0c2a1b2c3d4e5f6a007', caseNumber: 'CA-2026-000007' }),
        }),
        'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a007/parts-orders': () => ({
          status: 200,
          body: { items: [] },
        }),
      });
      const user = userEvent.setup();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Case' }));
      expect(
        await screen.findByText('CA-2026-000007 has the same details: see the note above Create Case.'),
      ).toBeInTheDocument();
      await user.click(await screen.findByRole('link', { name: 'Open case CA-2026-000007' }));
      await waitFor(() =>
        expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a007'),
      );
      await waitFor(() =>
        expect(
          screen.queryByText('CA-2026-000007 has the same details: see the note above Create Case.'),
        ).not.toBeInTheDocument(),
      );
      expect(JSON.parse(sessionStorage.getItem('claims.trial.new-case-draft')!).values).toMatchObject({
        deviceType: 'Washer',
        issueDescription: 'Drum does not spin',
      });
    });

    it('takes the focus to the note, and takes the note away once a field is changed', async () => {
      await renderSignedIn({ ...filesCase, 'POST /api/trial/cases': () => alreadyFiled });
      const user = userEvent.setup();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Case' }));
      const open = await screen.findByRole('link', { name: 'Open case CA-2026-000007' });
      await waitFor(() => expect(open).toHaveFocus());
      await user.type(screen.getByLabelText(/Serial number/), 'X2');
      expect(screen.queryByRole('heading', { name: 'Already Filed' })).not.toBeInTheDocument();
      await waitFor(() =>
        expect(
          screen.queryByText('CA-2026-000007 has the same details: see the note above Create Case.'),
        ).not.toBeInTheDocument(),
      );
    });
  });

  it("fails with 'Not authenticated' when signed out, sending nothing and keeping the typing (also after a reload)", async () => {
    const view = await renderArea(TrialRoutes, '/trial-dashboard/new-case');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect((await screen.findAllByText('Not authenticated')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(requestsTo(view.requests, 'POST /api/trial/cases')).toHaveLength(0);
    expect(screen.getByLabelText(/Issue description/)).toHaveValue('Drum does not spin');

    view.unmount();
    await renderArea(TrialRoutes, '/trial-dashboard/new-case');
    expect(screen.getByLabelText(/Device type/)).toHaveValue('Washer');
    expect(screen.getByLabelText(/Issue description/)).toHaveValue('Drum does not spin');
  });

  it('offers to sign in when signed out, coming back to the form afterwards', async () => {
    const { router } = await renderArea(TrialRoutes, '/trial-dashboard/new-case');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    // A plain click: the notice's pointer handling needs pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to send it' }));
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
    expect(router.location.search).toBe('?returnTo=%2Ftrial-dashboard%2Fnew-case');
  });

  it('tells a signed-in insurer, before any typing, that only customer accounts file cases', async () => {
    await renderArea(TrialRoutes, '/trial-dashboard/new-case', { session: annSession(['insurance']) });
    expect(await screen.findByText('Only customer accounts file cases')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New case' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
  });

  it('refuses a GIF and a photo over 8 MB as they are picked', async () => {
    await renderSignedIn();
    const user = userEvent.setup({ applyAccept: false });
    const gif = new File(['gif'], 'cat.gif', { type: 'image/gif' });
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add photos'), [gif, big]);
    expect(screen.getByText('cat.gif: photos must be JPEG, PNG or WebP')).toBeInTheDocument();
    expect(screen.getByText('huge.jpg: each photo must be 8 MB or smaller')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos to attach' })).not.toBeInTheDocument();
  });

  it('reads a picked photo: a text file named .jpg is refused, a real JPEG is kept', async () => {
    const objectUrls = Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:preview'),
      revokeObjectURL: jest.fn(),
    });
    await renderSignedIn();
    const user = userEvent.setup();
    const fake = new File(['not a picture at all'], 'receipt.jpg', { type: 'image/jpeg' });
    const jpeg = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])],
      'washer.jpg',
      {
        type: 'image/jpeg',
      },
    );
    await user.upload(screen.getByLabelText('Add photos'), [fake, jpeg]);
    expect(
      await screen.findByText('receipt.jpg: this file is not a JPEG, PNG or WebP picture'),
    ).toBeInTheDocument();
    const previews = screen.getByRole('list', { name: 'Photos to attach' });
    expect(within(previews).getByRole('img', { name: 'washer.jpg' })).toBeInTheDocument();
    expect(within(previews).queryByRole('img', { name: 'receipt.jpg' })).not.toBeInTheDocument();
    expect(objectUrls.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('lists a photo picked again, or the same picture under another name, once, and says so', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    await renderSignedIn();
    const user = userEvent.setup();
    const bytes = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1];
    const jpeg = (name: string, last = 0) =>
      new File([new Uint8Array([...bytes, last])], name, { type: 'image/jpeg', lastModified: 1 });
    await user.upload(screen.getByLabelText('Add photos'), [jpeg('washer.jpg'), jpeg('copy.jpg')]);
    expect(await screen.findByText('copy.jpg: this photo is already added')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add photos'), [jpeg('washer.jpg'), jpeg('door.jpg', 1)]);
    expect(await screen.findByText('washer.jpg: this photo is already added')).toBeInTheDocument();
    const previews = screen.getByRole('list', { name: 'Photos to attach' });
    await waitFor(() =>
      expect(
        within(previews)
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual(['washer.jpg', 'door.jpg']),
    );
  });

  it('holds Create Case while a picked photo is being read, so the case is not sent without it', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    let release: () => void = () => undefined;
    const held = jest
      .spyOn(crypto.subtle, 'digest')
      .mockImplementation(
        (...args: Parameters<SubtleCrypto['digest']>) =>
          new Promise((resolve) => (release = () => resolve(digest(...args)))),
      );
    await renderSignedIn();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Add photos'), [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], 'drum.jpg', {
        type: 'image/jpeg',
      }),
    ]);
    const submit = await screen.findByRole('button', { name: /Checking photos/ }, { timeout: 5_000 });
    expect(submit).toBeDisabled();
    release();
    expect(await screen.findByRole('img', { name: 'drum.jpg' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Case' })).toBeEnabled();
    held.mockRestore();
  });

  it('files the case when the service refuses a photo the picker took, and says which photo and why', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    const { router } = await renderSignedIn({
      ...filesCase,
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff/photos': () => ({
        status: 415,
        body: {
          error: {
            code: 'bad_request',
            message: 'This photo could not be read: the file may be incomplete or damaged',
          },
        },
      }),
    });
    const user = userEvent.setup();
    await fillForm(user);
    const cutShort = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])],
      'cut-short.jpg',
      { type: 'image/jpeg' },
    );
    await user.upload(screen.getByLabelText('Add photos'), [cutShort]);
    await screen.findByRole('img', { name: 'cut-short.jpg' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(
      await screen.findByText(
        'cut-short.jpg was not added: This photo could not be read: the file may be incomplete or damaged',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a0ff'),
    );
  });

  it('sends a photo whose answer was lost again by itself, and opens the case with no error', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    let tries = 0;
    const { router, requests } = await renderSignedIn({
      ...filesCase,
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff/photos': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { status: 200, body: caseDetail({ id: '6650f0c2a1b2c3d4e5f6a0ff' }) };
      },
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.upload(screen.getByLabelText('Add photos'), [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], 'drum.jpg', {
        type: 'image/jpeg',
      }),
    ]);
    await screen.findByRole('img', { name: 'drum.jpg' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(
      () => expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a0ff'),
      { timeout: 5_000 },
    );
    expect(requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff/photos')).toHaveLength(2);
    expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
  });

  it('keeps the picked photos over a reload as last changed, and never shows them to another account', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    const drum = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1];
    const first = await renderSignedIn();
    const user = userEvent.setup();
    await fillForm(user);
    await user.upload(screen.getByLabelText('Add photos'), [
      new File([new Uint8Array(drum)], 'drum.jpg', { type: 'image/jpeg', lastModified: 5 }),
      new File([new Uint8Array([...drum, 2])], 'door.jpg', { type: 'image/jpeg', lastModified: 6 }),
    ]);
    await screen.findByRole('img', { name: 'door.jpg' }, { timeout: 5_000 });
    await user.click(
      within(screen.getByRole('list', { name: 'Photos to attach' })).getAllByRole('button')[1],
    );
    await waitFor(() => expect(screen.queryByRole('img', { name: 'door.jpg' })).not.toBeInTheDocument());
    // Written as it changes: give the database its turn before the page goes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    first.unmount();

    const again = await renderSignedIn();
    expect(await screen.findByRole('img', { name: 'drum.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'door.jpg' })).not.toBeInTheDocument();
    again.unmount();

    // Another account in the same browser: nothing of Ann's.
    const other = await renderArea(TrialRoutes, '/trial-dashboard/new-case', {
      session: annSession(['customer'], { id: '65f1c0ffee0000000000beef', email: 'bo@example.com' }),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('list', { name: 'Photos to attach' })).not.toBeInTheDocument();
    other.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }, 20_000);

  it('brings back the photos picked before a reload, and sends them with the case', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    const drum = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
    const first = await renderSignedIn();
    const user = userEvent.setup();
    await fillForm(user);
    await user.upload(screen.getByLabelText('Add photos'), [
      new File([drum], 'drum.jpg', { type: 'image/jpeg', lastModified: 5 }),
    ]);
    await screen.findByRole('img', { name: 'drum.jpg' }, { timeout: 5_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    first.unmount();

    const { router } = await renderSignedIn({
      ...filesCase,
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff': () => ({
        status: 200,
        body: caseDetail({ id: '6650f0c2a1b2c3d4e5f6a0ff' }),
      }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff/photos': () => ({
        status: 200,
        body: caseDetail({ id: '6650f0c2a1b2c3d4e5f6a0ff' }),
      }),
    });
    const sentBodies = () =>
      (globalThis.fetch as jest.Mock).mock.calls
        .filter(([input]) => String(input).endsWith('/photos'))
        .map(([, init]) => (init as RequestInit).body);
    expect(await screen.findByRole('img', { name: 'drum.jpg' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Device type/)).toHaveValue('Washer');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(
      () => expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a0ff'),
      {
        timeout: 5_000,
      },
    );
    expect(sentBodies()).toHaveLength(1);
    const sent = sentBodies()[0] as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['drum.jpg', 'image/jpeg', drum.length]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    cleanup();

    // Filed: the next new case starts with no photos.
    await renderSignedIn();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('list', { name: 'Photos to attach' })).not.toBeInTheDocument();
  }, 20_000);

  it('after a reload while photos were being added, says the case was filed and which photos may be missing', async () => {
    sessionStorage.clear();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    await renderSignedIn({
      ...filesCase,
      // The upload never answers: the visitor reloads meanwhile.
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff/photos': () => new Promise(() => undefined),
    });
    const user = userEvent.setup();
    await fillForm(user);
    const jpeg = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 0xff, 0xd9])],
      'drum.jpg',
      {
        type: 'image/jpeg',
      },
    );
    await user.upload(screen.getByLabelText('Add photos'), [jpeg]);
    await screen.findByRole('img', { name: 'drum.jpg' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await screen.findByText(/Uploading photos/);

    cleanup();
    // The reload returns to the position the visitor left, at Create Case: the page brings the notice into view.
    const brought = jest.fn();
    window.addEventListener(pageScrollsEvent, brought);
    const scrolledTo = jest.spyOn(Element.prototype, 'scrollIntoView');
    await renderSignedIn();
    const heading = await screen.findByRole('heading', { level: 2, name: /^Case CA-\S+ was filed$/ });
    const notice = heading.closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('drum.jpg');
    expect(brought).toHaveBeenCalled();
    expect(scrolledTo.mock.contexts).toContain(notice);
    expect(heading).toHaveFocus();
    window.removeEventListener(pageScrollsEvent, brought);
    scrolledTo.mockRestore();
    expect(within(notice).getByRole('link', { name: /Open case/ })).toHaveAttribute(
      'href',
      '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a0ff',
    );
    await user.click(within(notice).getByRole('button', { name: 'File another case' }));
    expect(screen.queryByText(/was filed/)).not.toBeInTheDocument();
  });
});
