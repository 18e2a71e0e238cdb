import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, cleanUpArea, makeSession, renderArea, type MockRequest } from '@claims/ui/testing';
import GuidesRoutes from '../../../src/app/routes';
import { makeGuideDetail } from '../../support/guide-fixtures';

jest.setTimeout(30_000);

afterEach(cleanUpArea);

const created = makeGuideDetail({ id: '6650f0c2a1b2c3d4e5f6cc01', title: 'Fix a noisy blower motor' });
const coverId = '6650f0c2a1b2c3d4e5f6dd01';
const stepPhotoId = '6650f0c2a1b2c3d4e5f6dd02';
const uploadedAnswer = (id: string) => ({
  status: 201,
  body: { id, url: `/api/guides/images/${id}`, width: 1600, height: 1000 },
});

// The `accept` attribute is what the browser's picker offers; a file of another type can still be dropped or
// picked with "All files", so the checks below must hold without it.
const user = () => userEvent.setup({ applyAccept: false });
const photo = (name = 'cover.jpg', type = 'image/jpeg', size?: number) => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillOverview(events: ReturnType<typeof user>) {
  await events.type(screen.getByLabelText(/^Title/), 'Fix a noisy blower motor');
  await events.type(screen.getByLabelText(/^Description/), 'Grease works into the bearings.');
  await events.selectOptions(screen.getByLabelText(/^Category/), 'Small Appliances');
  await events.selectOptions(screen.getByLabelText(/^Difficulty/), 'Moderate');
}

describe('UploadGuidePage pictures', () => {
  it('uploads a cover and a step photo, shows their previews, and sends their addresses with the guide', async () => {
    let posted: MockRequest | undefined;
    const uploads: MockRequest[] = [];
    const answers = [coverId, stepPhotoId];
    const { router } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides/images': (request) => {
          uploads.push(request);
          return uploadedAnswer(answers.shift()!);
        },
        'POST /api/guides': (request) => {
          posted = request;
          return { status: 201, body: created };
        },
        [`GET /api/guides/${created.id}`]: () => ({ status: 200, body: created }),
        [`POST /api/guides/${created.id}/views`]: () => ({ status: 200, body: { views: 1 } }),
      },
    });
    const events = user();
    await fillOverview(events);

    await events.upload(screen.getByLabelText('Or upload a cover photo'), photo());
    const preview = await screen.findByRole('img', { name: 'Uploaded cover photo' });
    expect(preview).toHaveAttribute('src', `/api/guides/images/${coverId}?w=400`);
    // The file input is gone with the preview: focus moves to its Remove button.
    expect(screen.getByRole('button', { name: 'Remove the cover photo' })).toHaveFocus();
    expect(screen.queryByLabelText('Cover image URL')).not.toBeInTheDocument();
    expect(uploads[0].headers['content-type']).toBe('image/jpeg');
    expect(uploads[0].headers.authorization).toMatch(/^Bearer /);

    await events.type(screen.getByRole('textbox', { name: 'Step 1 title' }), 'Remove the filters');
    await events.type(screen.getByRole('textbox', { name: 'Step 1 description' }), 'Slide them out.');
    await events.upload(screen.getByLabelText('Upload a photo for step 1'), photo('step.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Uploaded photo for step 1' })).toHaveAttribute(
      'src',
      `/api/guides/images/${stepPhotoId}?w=400`,
    );
    expect(uploads[1].headers['content-type']).toBe('image/png');

    await events.click(screen.getByRole('button', { name: 'Create Guide' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/repair-guide/${created.id}`));
    expect(posted!.body).toMatchObject({
      imageUrl: `/api/guides/images/${coverId}`,
      steps: [
        {
          title: 'Remove the filters',
          description: 'Slide them out.',
          imageUrl: `/api/guides/images/${stepPhotoId}`,
        },
      ],
    });
  });

  it.each([
    ['a GIF', photo('cover.gif', 'image/gif'), 'Pictures must be JPEG, PNG or WebP images'],
    ['a PDF', photo('manual.pdf', 'application/pdf'), 'Pictures must be JPEG, PNG or WebP images'],
    [
      'a photo over 8 MB',
      photo('big.jpg', 'image/jpeg', 8 * 1024 * 1024 + 1),
      'Each picture must be 8 MB or smaller',
    ],
  ])('refuses %s before sending it, with a message next to the field', async (_what, file, message) => {
    const { requests } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
    });
    const events = user();
    const input = screen.getByLabelText('Or upload a cover photo');
    await events.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(requests.filter((r) => r.url.pathname === '/api/guides/images')).toHaveLength(0);
  });

  it("takes the refused file's message away once a cover URL is typed instead", async () => {
    await renderArea(GuidesRoutes, '/upload-guide', { session: makeSession(['customer']) });
    const events = user();
    await events.upload(screen.getByLabelText('Or upload a cover photo'), photo('cover.gif', 'image/gif'));
    expect(await screen.findByText('Pictures must be JPEG, PNG or WebP images')).toBeInTheDocument();

    await events.type(screen.getByLabelText('Cover image URL'), 'https://example.com/cover.jpg');
    expect(screen.queryByText('Pictures must be JPEG, PNG or WebP images')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Or upload a cover photo')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the service's refusal and keeps the URL box", async () => {
    await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides/images': () =>
          apiError(
            429,
            'rate_limited',
            'Too many pictures uploaded in the last hour. Please try again later.',
          ),
      },
    });
    await user().upload(screen.getByLabelText('Or upload a cover photo'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many pictures uploaded in the last hour. Please try again later.',
    );
    expect(screen.getByLabelText('Cover image URL')).toBeInTheDocument();
  });

  it('Remove takes the uploaded photo out, brings back the URL box and file input, and focuses the input', async () => {
    let posted: MockRequest | undefined;
    const { router } = await renderArea(GuidesRoutes, '/upload-guide', {
      session: makeSession(['customer']),
      api: {
        'POST /api/guides/images': () => uploadedAnswer(coverId),
        'POST /api/guides': (request) => {
          posted = request;
          return { status: 201, body: created };
        },
        [`GET /api/guides/${created.id}`]: () => ({ status: 200, body: created }),
        [`POST /api/guides/${created.id}/views`]: () => ({ status: 200, body: { views: 1 } }),
      },
    });
    const events = user();
    await fillOverview(events);
    await events.upload(screen.getByLabelText('Or upload a cover photo'), photo());
    await events.click(await screen.findByRole('button', { name: 'Remove the cover photo' }));
    expect(screen.queryByRole('img', { name: 'Uploaded cover photo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Or upload a cover photo')).toHaveFocus();
    expect(screen.getByLabelText('Cover image URL')).toHaveValue('');
    // Enter on the file input never sends the form.
    await events.keyboard('{Enter}');
    expect(router.location.pathname).toBe('/upload-guide');
    await events.click(screen.getByRole('button', { name: 'Create Guide' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/repair-guide/${created.id}`));
    expect(posted!.body).toMatchObject({ imageUrl: '' });
  });

  it('edits a guide whose cover was uploaded: the preview shows instead of the URL box', async () => {
    const guide = makeGuideDetail({
      id: '6650f0c2a1b2c3d4e5f6cc02',
      userId: '6650f0c2a1b2c3d4e5f60001',
      imageUrl: `/api/guides/images/${coverId}`,
    });
    await renderArea(GuidesRoutes, `/upload-guide?edit=${guide.id}`, {
      session: makeSession(['customer']),
      api: { [`GET /api/guides/${guide.id}`]: () => ({ status: 200, body: guide }) },
    });
    expect(await screen.findByRole('img', { name: 'Uploaded cover photo' })).toHaveAttribute(
      'src',
      `/api/guides/images/${coverId}?w=400`,
    );
    expect(screen.getByRole('button', { name: 'Remove the cover photo' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Cover image URL')).not.toBeInTheDocument();
  });
});
