import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, cleanUpArea, renderArea, type MockReply } from '@claims/ui/testing';
import MediaRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

const jobId = '6650f0c2a1b2c3d4e5f6aa01';
function job(overrides: Record<string, unknown> = {}) {
  return {
    id: jobId,
    status: 'queued',
    progress: 0,
    frameCount: 4,
    title: 'File a Claim in 5 Minutes',
    audience: 'customer',
    templateId: 'customer-file-a-claim',
    variation: 0,
    attempts: 0,
    error: null,
    imageUrl: null,
    frames: [],
    createdAt: '2026-11-23T15:00:00.000Z',
    updatedAt: '2026-11-23T15:00:00.000Z',
    ...overrides,
  };
}
const scenes = ['problem', 'diagnosis', 'repair', 'outcome'];
const doneJob = (overrides: Record<string, unknown> = {}) =>
  job({
    status: 'done',
    progress: 100,
    attempts: 1,
    imageUrl: '/api/media/images/f0',
    frames: scenes.map((scene, index) => ({
      index,
      scene,
      caption: `Caption of the ${scene} scene`,
      imageUrl: `/api/media/images/f${index}`,
    })),
    ...overrides,
  });

describe('/video-ai', () => {
  it('leaves the same space below the site header as the booking pages (2rem)', async () => {
    await renderArea(MediaRoutes, '/video-ai');
    const page = screen.getByRole('region', { name: 'AI Video Education Center' }).parentElement!;
    expect(getComputedStyle(page).paddingTop).toBe('2rem');
  });

  it('shows the three audience tabs with three template cards each', async () => {
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/video-ai');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Video Education Center' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Customers',
      'Insurance',
      'Service Providers',
    ]);
    const titles = () =>
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual([
      'File a Claim in 5 Minutes',
      'From Report to Repair the Same Day',
      'Getting Ready for Your Technician',
    ]);
    // The cards' h3 titles sit under an h2 of their panel (no level skipped after the h1).
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Customers video templates',
    );
    await user.click(screen.getByRole('tab', { name: 'Insurance' }));
    expect(titles()).toEqual([
      'AI Damage Verification in 10 Minutes',
      'Live Video Inspection Instead of a Site Visit',
      'Automatic Payment on Verified Completion',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Service Providers' }));
    expect(titles()).toEqual([
      'Accepting a Dispatched Job',
      'Ordering Parts Through the Dealer Portal',
      'Documenting a Repair for Instant Payment',
    ]);
    expect(screen.getByRole('button', { name: 'Generate All 9' })).toBeInTheDocument();
  });

  it('generates a template: progress while it runs, then the storyboard, the success toast and Regenerate', async () => {
    const user = userEvent.setup();
    const replies: MockReply[] = [
      { status: 200, body: job({ status: 'rendering', progress: 50 }) },
      { status: 200, body: doneJob() },
    ];
    const { requests } = await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () => ({ status: 202, body: job() }),
        [`GET /api/media/previews/${jobId}`]: () => replies.shift() ?? { status: 200, body: doneJob() },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate File a Claim in 5 Minutes' }));
    expect(await screen.findByText('Video Preview Generated!')).toBeInTheDocument();
    const cover = await screen.findByRole('img', { name: /File a Claim in 5 Minutes: scene 1 of 4/ });
    expect(cover).toHaveAttribute('src', '/api/media/images/f0');
    expect(screen.getByRole('link', { name: 'Download Image' })).toHaveAttribute(
      'download',
      'file-a-claim-in-5-minutes.png',
    );
    await user.click(screen.getByRole('button', { name: 'Next scene' }));
    expect(screen.getByRole('img', { name: /scene 2 of 4/ })).toHaveAttribute('src', '/api/media/images/f1');
    // The download is the scene on screen.
    expect(screen.getByRole('link', { name: 'Download Image' })).toHaveAttribute(
      'href',
      '/api/media/images/f1',
    );
    expect(screen.getByRole('link', { name: 'Download Image' })).toHaveAttribute(
      'download',
      'file-a-claim-in-5-minutes-scene-2.png',
    );
    expect(screen.getByText('Caption of the diagnosis scene')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      templateId: 'customer-file-a-claim',
      variation: 0,
    });
    expect(screen.getByRole('button', { name: 'Regenerate File a Claim in 5 Minutes' })).toBeInTheDocument();
  });

  it('asks for the next variation on Regenerate', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () => ({ status: 202, body: job() }),
        [`GET /api/media/previews/${jobId}`]: () => ({ status: 200, body: doneJob() }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate File a Claim in 5 Minutes' }));
    await user.click(await screen.findByRole('button', { name: 'Regenerate File a Claim in 5 Minutes' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(
      requests.filter((r) => r.method === 'POST').map((r) => (r.body as { variation: number }).variation),
    ).toEqual([0, 1]);
  });

  it('queues one custom preview for a double click on Generate Video', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { status: 202, body: job({ templateId: null }) };
        },
        [`GET /api/media/previews/${jobId}`]: () => ({ status: 200, body: doneJob({ templateId: null }) }),
      },
    });
    await user.type(await screen.findByLabelText('Video description'), 'My dryer runs but does not heat.');
    await user.dblClick(screen.getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByText('Video Preview Generated!')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says when no renderer is running, then follows the job once one is back', async () => {
    const user = userEvent.setup();
    const replies: MockReply[] = [
      { status: 200, body: job({ renderersOnline: 0 }) },
      { status: 200, body: job({ status: 'rendering', progress: 25, attempts: 1, renderersOnline: 0 }) },
      { status: 200, body: job({ status: 'rendering', progress: 25, attempts: 1, renderersOnline: 1 }) },
    ];
    await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () => ({ status: 202, body: job({ renderersOnline: 0 }) }),
        [`GET /api/media/previews/${jobId}`]: () => replies.shift() ?? { status: 200, body: doneJob() },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate File a Claim in 5 Minutes' }));
    expect(
      await screen.findByText(
        'No renderer is running at the moment. Your preview stays in the queue and starts as soon as one is back.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The renderer stopped answering. Your preview goes on as soon as a renderer is back.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Rendering scene 2 of 4…')).toBeInTheDocument();
    expect(await screen.findByText('Video Preview Generated!')).toBeInTheDocument();
  });

  it('shows the failed job’s message', async () => {
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () => ({ status: 202, body: job() }),
        [`GET /api/media/previews/${jobId}`]: () => ({
          status: 200,
          body: job({ status: 'failed', attempts: 3, error: 'Renderer ran out of memory' }),
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate File a Claim in 5 Minutes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Renderer ran out of memory');
  });

  it('shows the server’s message when the preview cannot be queued', async () => {
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () =>
          apiError(
            429,
            'rate_limited',
            'You have asked for many previews in a short time. Please try again in 4 minutes.',
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate File a Claim in 5 Minutes' }));
    // In the notice, and on the card itself (which has no preview to show it in), until the next try.
    const card = screen.getByRole('article', { name: 'File a Claim in 5 Minutes' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You have asked for many previews in a short time. Please try again in 4 minutes.',
    );
    expect(
      screen.getAllByText('You have asked for many previews in a short time. Please try again in 4 minutes.'),
    ).toHaveLength(2);
  });

  it('Generate All stops at once when the media service is down, and never says All Videos Generated!', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () =>
          apiError(
            503,
            'unavailable',
            'The service is temporarily unavailable. Please try again in a moment.',
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate All 9' }));
    expect(await screen.findByText('Generation stopped')).toBeInTheDocument();
    expect(screen.getByText(/0 of 9 previews were made/)).toBeInTheDocument();
    expect(screen.queryByText('All Videos Generated!')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Generate All 9' })).toBeEnabled();
    // The page offers to go on from the template that could not be sent.
    const notice = await screen.findByText(
      /^Generate All 9 stopped because the preview service could not be reached/,
    );
    expect(notice).toHaveTextContent(
      'Generate All 9 stopped because the preview service could not be reached, after 0 of the 9 templates. The previews made so far are on their cards.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue with the Other 9' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const [first, again] = requests.filter((request) => request.method === 'POST');
    expect(again.body).toEqual(first.body);
  });

  it('refuses an empty custom description with the Error toast and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai');
    await user.type(await screen.findByLabelText('Video description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    // The toast ('Error', with the message) and the same message next to the field.
    await waitFor(() => expect(screen.getAllByText('Please enter a video description')).toHaveLength(2));
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Video description')).toHaveAttribute('aria-invalid', 'true');
    expect(
      requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/media/previews'),
    ).toHaveLength(0);
  });

  it('refuses a description of punctuation alone, asking for words, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai');
    await user.type(await screen.findByLabelText('Video description'), '!!!');
    // The count of characters, against the limit a paste is cut at.
    expect(screen.getByText(/3 of 1,000 characters\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Please describe the video in words: the description needs at least one letter or number',
        ),
      ).toHaveLength(2),
    );
    expect(
      requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/media/previews'),
    ).toHaveLength(0);
  });

  it('refuses a description in a script the preview cannot draw, naming the characters, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai');
    await user.type(await screen.findByLabelText('Video description'), 'Fridge 冰箱 broken');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    const message =
      'The preview can only draw Latin, Cyrillic and Greek letters, digits and punctuation. Please describe it without 冰 箱';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText('Video description')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(
      requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/media/previews'),
    ).toHaveLength(0);
  });

  it('sends a custom description in the selected audience’s colours', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () => ({
          status: 202,
          body: job({ templateId: null, title: 'My dryer is not heating' }),
        }),
        [`GET /api/media/previews/${jobId}`]: () => ({
          status: 200,
          body: doneJob({ templateId: null, title: 'My dryer is not heating' }),
        }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Insurance' }));
    await user.type(screen.getByLabelText('Video description'), 'My dryer is not heating');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByRole('link', { name: 'Download Image' })).toHaveAttribute(
      'download',
      'my-dryer-is-not-heating.png',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      description: 'My dryer is not heating',
      audience: 'insurance',
      variation: 0,
    });
  });

  it('shows the typed description, the audience and the previews again after a reload', async () => {
    const user = userEvent.setup();
    const api = {
      'POST /api/media/previews': () => ({ status: 202, body: job() }),
      [`GET /api/media/previews/${jobId}`]: () => ({ status: 200, body: doneJob() }),
    };
    await renderArea(MediaRoutes, '/video-ai', { api });
    await user.click(await screen.findByRole('button', { name: 'Generate File a Claim in 5 Minutes' }));
    expect(
      await screen.findByRole('img', { name: /File a Claim in 5 Minutes: scene 1 of 4/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Insurance' }));
    await user.type(screen.getByLabelText('Video description'), 'My dryer is not heating');

    // The page goes (a reload, or another page and Back) with the tab's storage kept.
    cleanup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai', { api });
    expect(await screen.findByLabelText('Video description')).toHaveValue('My dryer is not heating');
    expect(screen.getByRole('tab', { name: 'Insurance' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Customers' }));
    expect(
      await screen.findByRole('img', { name: /File a Claim in 5 Minutes: scene 1 of 4/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate File a Claim in 5 Minutes' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('forgets a cleared description and ignores previews kept in a shape it does not know', async () => {
    sessionStorage.setItem(
      'claims.media.video-ai.previews',
      JSON.stringify({ 'no-such-template': { jobId, variation: 0 }, 'customer-file-a-claim': { jobId: 5 } }),
    );
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/video-ai');
    await user.type(await screen.findByLabelText('Video description'), 'Ice maker');
    await user.clear(screen.getByLabelText('Video description'));
    expect(sessionStorage.getItem('claims.media.video-ai.description')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate File a Claim in 5 Minutes' })).toBeInTheDocument();
  });

  it('offers to go on with a Generate All that a reload cut short, following the job it had queued', async () => {
    const templateIds = [
      'customer-file-a-claim',
      'customer-same-day-repair',
      'customer-technician-visit',
      'insurance-ai-verification',
      'insurance-live-video-inspection',
      'insurance-verified-payment',
      'provider-dispatched-job',
      'provider-parts-ordering',
      'provider-paid-on-completion',
    ];
    const jobOf = (index: number) => `6650f0c2a1b2c3d4e5f6ab0${index}`;
    // Seven templates were done and the eighth's job was queued when the page was reloaded.
    sessionStorage.setItem(
      'claims.media.video-ai.previews',
      JSON.stringify(
        Object.fromEntries(
          templateIds.slice(0, 8).map((id, index) => [id, { jobId: jobOf(index), variation: 0 }]),
        ),
      ),
    );
    sessionStorage.setItem(
      'claims.media.video-ai.batch',
      JSON.stringify({ next: 7, failed: 0, jobBefore: null, document: 'the page before the reload' }),
    );
    const posted: unknown[] = [];
    const user = userEvent.setup();
    const { requests } = await renderArea(MediaRoutes, '/video-ai', {
      api: {
        ...Object.fromEntries(
          templateIds.map((id, index) => [
            `GET /api/media/previews/${jobOf(index)}`,
            () => ({ status: 200, body: doneJob({ id: jobOf(index), templateId: id }) }),
          ]),
        ),
        'POST /api/media/previews': (request) => {
          posted.push(request.body);
          return { status: 202, body: job({ id: jobOf(8), templateId: 'provider-paid-on-completion' }) };
        },
      },
    });
    const notice = (await screen.findByText(/stopped when this page was left/)).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(notice).toHaveTextContent(
      // Seven done and the eighth queued: eight reached, one left to make.
      'Generate All 9 stopped when this page was left, after 8 of the 9 templates.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Continue with the Other 1' }));
    expect(
      await screen.findByText('All Videos Generated!', undefined, { timeout: 8_000 }),
    ).toBeInTheDocument();
    // The eighth template's queued job was followed, not queued again: only the ninth was sent.
    expect(posted).toEqual([{ templateId: 'provider-paid-on-completion', variation: 0 }]);
    expect(requests.some((request) => request.url.pathname.endsWith(jobOf(7)))).toBe(true);
    expect(screen.queryByText(/stopped when this page was left/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('claims.media.video-ai.batch')).toBeNull();
  });

  it('keeps a Generate All at the next template as soon as one is done, so a reload in the pause goes on from there', async () => {
    let posts = 0;
    let answerSecond: (reply: MockReply) => void = () => undefined;
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/video-ai', {
      api: {
        'POST /api/media/previews': () => {
          posts += 1;
          return posts === 1
            ? { status: 202, body: job() }
            : new Promise<MockReply>((resolve) => (answerSecond = resolve));
        },
        [`GET /api/media/previews/${jobId}`]: () => ({ status: 200, body: doneJob() }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate All 9' }));
    const stored = () => JSON.parse(sessionStorage.getItem('claims.media.video-ai.batch') ?? 'null');
    // The pause between two templates is 2 s: the place is kept at its start, not at its end.
    await waitFor(() => expect(stored()).toMatchObject({ next: 1, failed: 0, jobBefore: null }), {
      timeout: 1_500,
    });
    expect(posts).toBe(1);
    // In the pause the button and the notice both still name the first template, and move on together.
    expect(screen.getByRole('button', { name: /Generating 1\/9/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Generating 1/9', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generating 2\/9/ })).not.toBeInTheDocument();
    // The run ends (the service is down), as runs of this document are shared by every mount of the page.
    await waitFor(() => expect(posts).toBe(2), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: /Generating 2\/9/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Generating 2/9', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    answerSecond(apiError(503, 'unavailable', 'The service is temporarily unavailable.'));
    expect(await screen.findByRole('button', { name: 'Generate All 9' })).toBeEnabled();
  });

  it('shows a Generate All still running when the visitor comes back to the page, and starts no second one', async () => {
    const user = userEvent.setup();
    let answer: (reply: MockReply) => void = () => undefined;
    let posts = 0;
    const api = {
      'POST /api/media/previews': () => {
        posts += 1;
        return new Promise<MockReply>((resolve) => (answer = resolve));
      },
    };
    await renderArea(MediaRoutes, '/video-ai', { api });
    await user.click(await screen.findByRole('button', { name: 'Generate All 9' }));
    await waitFor(() => expect(posts).toBe(1));
    // Another page of the site, then back: the run goes on in the document.
    cleanup();
    await renderArea(MediaRoutes, '/video-ai', { api });
    const busy = await screen.findByRole('button', { name: /Generating 1\/9/ });
    expect(busy).toBeDisabled();
    expect(screen.queryByText(/stopped when this page was left/)).not.toBeInTheDocument();
    expect(posts).toBe(1);
    // The service answers that it is down: the run stops, and the page shows it.
    answer(
      apiError(503, 'unavailable', 'The service is temporarily unavailable. Please try again in a moment.'),
    );
    expect(await screen.findByText('Generation stopped')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate All 9' })).toBeEnabled();
  });

  it('Dismiss forgets a Generate All a reload cut short', async () => {
    sessionStorage.setItem(
      'claims.media.video-ai.batch',
      JSON.stringify({ next: 2, failed: 1, jobBefore: null, document: 'the page before the reload' }),
    );
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/video-ai');
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/stopped when this page was left/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('claims.media.video-ai.batch')).toBeNull();
  });
});
