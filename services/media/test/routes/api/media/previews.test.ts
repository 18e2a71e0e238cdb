import { build, type TestContext } from '../../../helper';

let context: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  context = await build();
});
afterAll(() => context.close());

const post = (payload: unknown, ip = '203.0.113.7') =>
  context.app.inject({
    method: 'POST',
    url: '/api/media/previews',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/media/previews', () => {
  it('answers at once with a queued job for a template', async () => {
    const response = await post({ templateId: 'insurance-ai-verification' });
    expect(response.statusCode).toBe(202);
    const job = response.json();
    expect(job).toMatchObject({
      status: 'queued',
      progress: 0,
      frameCount: 4,
      title: 'AI Damage Verification in 10 Minutes',
      audience: 'insurance',
      templateId: 'insurance-ai-verification',
      variation: 0,
      imageUrl: null,
      frames: [],
      error: null,
    });
    expect(response.headers.location).toBe(`/api/media/previews/${job.id}`);
    const read = await context.app.inject({ method: 'GET', url: `/api/media/previews/${job.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: job.id, status: 'queued' });
  });

  it('keeps the requested variation (Regenerate asks for the next one)', async () => {
    const response = await post({ templateId: 'customer-file-a-claim', variation: 1 });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ variation: 1, audience: 'customer' });
  });

  it('refuses an empty description with the spec message, and one of spaces only', async () => {
    for (const description of ['', '   \n\t ']) {
      const response = await post({ description });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { description: 'Please enter a video description' },
      });
    }
  });

  it('refuses a request with neither template nor description', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ description: 'Please enter a video description' });
  });

  it('accepts a description of 1000 characters after trimming and refuses 1001', async () => {
    const accepted = await post({ description: `  ${'a'.repeat(1000)}  `, audience: 'service_provider' });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ templateId: null, audience: 'service_provider' });
    const refused = await post({ description: 'a'.repeat(1001) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      description: 'Keep the description to at most 1,000 characters',
    });
  });

  it('draws accented Latin, Vietnamese, Cyrillic and Greek, and refuses what it cannot draw, naming it', async () => {
    const accepted = await post({
      description: 'Máy giặt không vắt được. Стиральная машина. Πλυντήριο. Niño',
    });
    expect(accepted.statusCode).toBe(202);
    const before = await context.app.previewJobs.jobs.countDocuments();
    for (const [description, named] of [
      ['洗衣机坏了，不能脱水', '洗 衣 机 坏 了 …'],
      ['My fridge is broken 🙂', '🙂'],
      ['الثلاجة لا تبرد', 'ا ل ث ج ة …'],
    ]) {
      const refused = await post({ description }, '203.0.113.41');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        description: `The preview can only draw Latin, Cyrillic and Greek letters, digits and punctuation. Please describe it without ${named}`,
      });
    }
    expect(await context.app.previewJobs.jobs.countDocuments()).toBe(before);
  });

  it('refuses a description of punctuation alone with what to write, storing nothing', async () => {
    const before = await context.app.previewJobs.jobs.countDocuments();
    for (const description of ['!!!', '...', '???!!!', '- - -', '&&&']) {
      const refused = await post({ description }, '203.0.113.42');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        description:
          'Please describe the video in words: the description needs at least one letter or number',
      });
    }
    expect(await context.app.previewJobs.jobs.countDocuments()).toBe(before);
    // Punctuation before the words: the title is the first sentence with words in it.
    const accepted = await post({ description: '!!! Dryer squeals loudly.' }, '203.0.113.42');
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().title).toBe('Dryer squeals loudly');
  });

  it('titles a custom preview with the first sentence of its description', async () => {
    const response = await post({
      description: 'My washer will not drain. It stops mid-cycle with water inside.',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().title).toBe('My washer will not drain');
  });

  it('refuses an unknown template', async () => {
    const response = await post({ templateId: 'customer-unknown' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ templateId: 'Unknown video template' });
  });

  it('says how many renderers are running while a job is not done: none until one says it is alive', async () => {
    const created = await post({ templateId: 'customer-file-a-claim' }, '203.0.113.40');
    expect(created.json().renderersOnline).toBe(0);
    const read = () =>
      context.app
        .inject({ method: 'GET', url: `/api/media/previews/${created.json().id}` })
        .then((response) => response.json());
    expect((await read()).renderersOnline).toBe(0);

    // A worker last heard from 16 s ago has stopped answering (frozen or gone); one heard from now is running.
    await context.app.renderers.beat('frozen-worker', new Date(Date.now() - 16_000));
    expect((await read()).renderersOnline).toBe(0);
    await context.app.renderers.beat('live-worker');
    expect((await read()).renderersOnline).toBe(1);
    await context.app.renderers.remove('live-worker');
    await context.app.renderers.remove('frozen-worker');
    expect((await read()).renderersOnline).toBe(0);
  });

  it("gives each preview an id that cannot be guessed from another's (no time, no counter)", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await post({ templateId: 'customer-file-a-claim' }, '203.0.113.42')).json().id);
    // An ordinary ObjectId starts with the time in seconds and ends with a counter: ids made in a row share the one
    // and step the other by 1.
    const times = ids.map((id: string) => id.slice(0, 8));
    expect(new Set(times).size).toBe(3);
    const counters = ids.map((id: string) => parseInt(id.slice(-6), 16));
    expect(counters[1] - counters[0]).not.toBe(1);
    expect(counters[2] - counters[1]).not.toBe(1);
  });

  it('answers 404 for a job that does not exist', async () => {
    for (const id of ['65f000000000000000000000', 'not-an-id']) {
      const response = await context.app.inject({ method: 'GET', url: `/api/media/previews/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'not_found', message: 'Preview not found' });
    }
  });
});

describe('per-visitor preview limit', () => {
  let limited: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    limited = await build({ env: { PREVIEW_LIMIT_MAX: '2', PREVIEW_LIMIT_WINDOW_MS: '600000' } });
  });
  afterAll(() => limited.close());

  const ask = (ip: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/media/previews',
      payload: { templateId: 'customer-file-a-claim' },
      remoteAddress: ip,
    });

  it('allows 2 previews per visitor, refuses the 3rd with 429, and counts another visitor apart', async () => {
    expect((await ask('198.51.100.1')).statusCode).toBe(202);
    expect((await ask('198.51.100.1')).statusCode).toBe(202);
    const third = await ask('198.51.100.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate_limited');
    expect(third.headers['retry-after']).toBeDefined();
    expect((await ask('198.51.100.2')).statusCode).toBe(202);
  });

  it('does not count following a job against the limit', async () => {
    const created = await ask('198.51.100.3');
    const id = created.json().id as string;
    for (let i = 0; i < 5; i++) {
      const poll = await limited.app.inject({
        method: 'GET',
        url: `/api/media/previews/${id}`,
        remoteAddress: '198.51.100.3',
      });
      expect(poll.statusCode).toBe(200);
    }
  });
});
