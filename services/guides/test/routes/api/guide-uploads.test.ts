import sharp from 'sharp';
import type { TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import type { GuideDetail, GuideImageUploadResponse } from '@claims/contracts';
import { build, type TestContext } from '../../helper';
import { guideBody } from '../../support/guide-fixtures';

let ctx: TestContext & { close: () => Promise<void> };
let app: ServiceApp;
let tokens: TestTokens;

const author = { sub: '6650f0c2a1b2c3d4e5f6a001', roles: ['customer' as const] };
const uploadsPerHour = 4;

beforeAll(async () => {
  ctx = await build({
    env: { GUIDE_IMAGE_UPLOADS_PER_HOUR: String(uploadsPerHour), GUIDE_IMAGE_CLEANUP_INTERVAL_MS: '0' },
  });
  ({ app, tokens } = ctx);
});

afterAll(() => ctx?.close());

let userCount = 0;
/** A user of their own per test, so the hourly upload limit of one test never reaches another. */
const freshUser = () => ({
  sub: `6650f0c2a1b2c3d4e5f6b${String(++userCount).padStart(3, '0')}`,
  roles: ['customer' as const],
});

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc5533' } })
    .toFormat(format)
    .toBuffer();

function upload(body: Buffer, contentType: string, user: { sub: string } | null = author) {
  return app.inject({
    method: 'POST',
    url: '/api/guides/images',
    headers: { ...(user ? tokens.authHeader(user) : {}), 'content-type': contentType },
    payload: body,
  });
}

async function uploaded(body: Buffer, contentType = 'image/png', user = freshUser()) {
  const response = await upload(body, contentType, user);
  expect(response.statusCode).toBe(201);
  return response.json<GuideImageUploadResponse>();
}

const fetchImage = (url: string) => app.inject({ method: 'GET', url });

describe('POST /api/guides/images', () => {
  it('stores a JPEG without its EXIF and GPS data and serves it as a long-cached WebP', async () => {
    const withExif = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#118844' } })
      .jpeg()
      .withMetadata({
        exif: {
          IFD0: { Make: 'SecretCam', Model: 'X100', Copyright: 'Owner at 32.7555,-97.3308' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 45/1 19/1', GPSLongitudeRef: 'W' },
        },
      })
      .toBuffer();
    const sent = await sharp(withExif).metadata();
    expect(sent.exif).toBeDefined();
    expect(withExif.includes(Buffer.from('SecretCam'))).toBe(true);

    const image = await uploaded(withExif, 'image/jpeg');
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: `/api/guides/images/${image.id}`,
      width: 120,
      height: 80,
    });

    const served = await fetchImage(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 120, 80]);
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('32.7555'))).toBe(false);
  });

  it('caps the width at 1600 px and keeps 400 and 800 px copies for cards and steps', async () => {
    const image = await uploaded(await picture('png', 3200, 1200));
    expect([image.width, image.height]).toEqual([1600, 600]);
    const sizeOf = async (query: string) => {
      const response = await fetchImage(`${image.url}${query}`);
      expect(response.statusCode).toBe(200);
      const { width, height } = await sharp(response.rawPayload).metadata();
      return [width, height];
    };
    expect(await sizeOf('')).toEqual([1600, 600]);
    expect(await sizeOf('?w=1600')).toEqual([1600, 600]);
    expect(await sizeOf('?w=800')).toEqual([800, 300]);
    expect(await sizeOf('?w=400')).toEqual([400, 150]);
    const badWidth = await fetchImage(`${image.url}?w=500`);
    expect(badWidth.statusCode).toBe(400);
    expect(badWidth.json().error.code).toBe('validation_failed');
  });

  it('never enlarges a small picture, and fits a very tall one into 1600 × 4000', async () => {
    const small = await uploaded(await picture('webp', 300, 200));
    for (const query of ['', '?w=400', '?w=800']) {
      const { width, height } = await sharp((await fetchImage(`${small.url}${query}`)).rawPayload).metadata();
      expect([width, height]).toEqual([300, 200]);
    }
    const tall = await uploaded(await picture('jpeg', 500, 5000), 'image/jpeg');
    expect([tall.width, tall.height]).toEqual([400, 4000]);
  });

  it('refuses a GIF, text dressed as a JPEG and other content types with the one error shape', async () => {
    const refusal = {
      error: { code: 'bad_request', message: 'Pictures must be JPEG, PNG or WebP images' },
    };
    const gifAsJpeg = await upload(await picture('gif', 20, 20), 'image/jpeg', freshUser());
    expect(gifAsJpeg.statusCode).toBe(415);
    expect(gifAsJpeg.json()).toEqual(refusal);
    const text = await upload(Buffer.from('not a picture at all'), 'image/png', freshUser());
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(refusal);
    for (const type of ['image/gif', 'image/svg+xml', 'text/plain']) {
      const response = await upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        type,
        freshUser(),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(refusal);
    }
    expect(await app.db.collection('guide_images').countDocuments({ userId: author.sub })).toBe(0);
  });

  it('accepts a picture of exactly 8 MB and refuses one byte more', async () => {
    const png = await picture('png', 16, 16);
    // Bytes after a PNG's end are ignored by decoders: pad to the exact size.
    const exactly = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 - png.length)]);
    expect((await upload(exactly, 'image/png', freshUser())).statusCode).toBe(201);
    const tooBig = await upload(Buffer.concat([exactly, Buffer.alloc(1)]), 'image/png', freshUser());
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: { code: 'bad_request', message: 'Each picture must be 8 MB or smaller' },
    });
  });

  it('answers 401 when signed out', async () => {
    const response = await upload(await picture('png', 10, 10), 'image/png', null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it(`lets one user upload ${uploadsPerHour} pictures an hour, then answers 429; others are not affected`, async () => {
    const busy = freshUser();
    const png = await picture('png', 10, 10);
    for (let i = 0; i < uploadsPerHour; i++)
      expect((await upload(png, 'image/png', busy)).statusCode).toBe(201);
    const refused = await upload(png, 'image/png', busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many pictures uploaded in the last hour. Please try again later.',
      },
    });
    expect((await upload(png, 'image/png', freshUser())).statusCode).toBe(201);
  });
});

describe('GET /api/guides/images/:imageId', () => {
  it.each(['0123456789abcdef01234567', 'not-an-id', 'x'.repeat(90)])('answers 404 for %s', async (id) => {
    const response = await fetchImage(`/api/guides/images/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Image not found' } });
  });
});

describe('guides naming uploaded pictures', () => {
  it('saves a guide whose cover and step pictures were uploaded, and keeps them from the cleanup', async () => {
    const user = freshUser();
    const cover = await uploaded(await picture('jpeg', 640, 400), 'image/jpeg', user);
    const step = await uploaded(await picture('png', 300, 300), 'image/png', user);
    const unused = await uploaded(await picture('png', 50, 50), 'image/png', user);
    const body = guideBody({
      imageUrl: cover.url,
      steps: [
        { title: 'Unplug it', description: 'Switch off the breaker.', imageUrl: step.url },
        { title: 'Open the panel', description: 'Four screws at the back.' },
      ],
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/guides',
      payload: body,
      headers: tokens.authHeader(user),
    });
    expect(created.statusCode).toBe(201);
    const guide = created.json<GuideDetail>();
    expect(guide.imageUrl).toBe(cover.url);
    expect(guide.steps.map((s) => s.imageUrl)).toEqual([step.url, null]);

    // A day later the cleanup removes only the picture no guide names.
    const removed = await app.guideImages.removeUnused(new Date(Date.now() + 60_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await fetchImage(cover.url)).statusCode).toBe(200);
    expect((await fetchImage(step.url)).statusCode).toBe(200);
    expect((await fetchImage(unused.url)).statusCode).toBe(404);
    expect(
      await app.db.collection('guide_image_files.files').countDocuments({ 'metadata.imageId': unused.id }),
    ).toBe(0);
  });

  it('refuses a guide naming an uploaded picture that is gone, on its field, and writes nothing', async () => {
    const user = freshUser();
    const before = await app.db.collection('repair_guides').countDocuments();
    const gone = '/api/guides/images/0123456789abcdef01234567';
    const response = await app.inject({
      method: 'POST',
      url: '/api/guides',
      payload: guideBody({
        imageUrl: gone,
        steps: [{ title: 'Unplug it', description: 'Switch off the breaker.', imageUrl: gone }],
      }),
      headers: tokens.authHeader(user),
    });
    expect(response.statusCode).toBe(400);
    const message = 'This uploaded picture is no longer available. Please upload it again.';
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message,
        fields: { imageUrl: message, 'steps.0.imageUrl': message },
      },
    });
    expect(await app.db.collection('repair_guides').countDocuments()).toBe(before);
  });

  it('an edit that names a new upload keeps it from the cleanup; one naming a picture that is gone is refused', async () => {
    const user = freshUser();
    const created = await app.inject({
      method: 'POST',
      url: '/api/guides',
      payload: guideBody(),
      headers: tokens.authHeader(user),
    });
    const guide = created.json<GuideDetail>();
    const cover = await uploaded(await picture('png', 200, 100), 'image/png', user);
    const edit = (imageUrl: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/guides/${guide.id}`,
        payload: guideBody({ imageUrl }),
        headers: tokens.authHeader(user),
      });
    const edited = await edit(cover.url);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<GuideDetail>().imageUrl).toBe(cover.url);
    await app.guideImages.removeUnused(new Date(Date.now() + 60_000));
    expect((await fetchImage(cover.url)).statusCode).toBe(200);

    const refused = await edit('/api/guides/images/0123456789abcdef01234568');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      imageUrl: 'This uploaded picture is no longer available. Please upload it again.',
    });
  });

  it('refuses a site path that is not an uploaded picture as a cover', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/guides',
      payload: guideBody({ imageUrl: '/api/guides/images/../../admin' }),
      headers: tokens.authHeader(freshUser()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ imageUrl: 'Cover image must be a valid URL' });
  });
});

describe('uploaded pictures a guide no longer names', () => {
  const storedFiles = (imageId: string) =>
    app.db.collection('guide_image_files.files').countDocuments({ 'metadata.imageId': imageId });

  async function createGuide(user: { sub: string }, body: Parameters<typeof guideBody>[0]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/guides',
      payload: guideBody(body),
      headers: tokens.authHeader(user),
    });
    expect(response.statusCode).toBe(201);
    return response.json<GuideDetail>();
  }

  it('are gone (404, files removed) once their guide is deleted', async () => {
    const user = freshUser();
    const cover = await uploaded(await picture('png', 200, 100), 'image/png', user);
    const step = await uploaded(await picture('png', 100, 100), 'image/png', user);
    const guide = await createGuide(user, {
      imageUrl: cover.url,
      steps: [{ title: 'Unplug it', description: 'Switch off the breaker.', imageUrl: step.url }],
    });
    expect((await fetchImage(cover.url)).statusCode).toBe(200);
    expect((await fetchImage(step.url)).statusCode).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/guides/${guide.id}`,
      headers: tokens.authHeader(user),
    });
    expect(deleted.statusCode).toBe(204);
    for (const image of [cover, step]) {
      const response = await fetchImage(image.url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Image not found' } });
      expect(await storedFiles(image.id)).toBe(0);
    }
  });

  it('are gone once an edit replaces the cover or removes a step picture; pictures it keeps stay', async () => {
    const user = freshUser();
    const oldCover = await uploaded(await picture('png', 200, 100), 'image/png', user);
    const droppedStep = await uploaded(await picture('png', 100, 100), 'image/png', user);
    const keptStep = await uploaded(await picture('png', 120, 100), 'image/png', user);
    const guide = await createGuide(user, {
      imageUrl: oldCover.url,
      steps: [
        { title: 'Unplug it', description: 'Switch off the breaker.', imageUrl: droppedStep.url },
        { title: 'Open the panel', description: 'Four screws at the back.', imageUrl: keptStep.url },
      ],
    });
    const newCover = await uploaded(await picture('png', 300, 100), 'image/png', user);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/guides/${guide.id}`,
      payload: guideBody({
        imageUrl: newCover.url,
        steps: [
          { title: 'Unplug it', description: 'Switch off the breaker.' },
          { title: 'Open the panel', description: 'Four screws at the back.', imageUrl: keptStep.url },
        ],
      }),
      headers: tokens.authHeader(user),
    });
    expect(edited.statusCode).toBe(200);
    expect((await fetchImage(oldCover.url)).statusCode).toBe(404);
    expect((await fetchImage(droppedStep.url)).statusCode).toBe(404);
    expect(await storedFiles(oldCover.id)).toBe(0);
    expect((await fetchImage(newCover.url)).statusCode).toBe(200);
    expect((await fetchImage(keptStep.url)).statusCode).toBe(200);
  });

  it('stay while another guide still names them', async () => {
    const user = freshUser();
    const shared = await uploaded(await picture('png', 200, 100), 'image/png', user);
    const first = await createGuide(user, { imageUrl: shared.url });
    await createGuide(freshUser(), {
      steps: [{ title: 'Look', description: 'At the same picture.', imageUrl: shared.url }],
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/guides/${first.id}`,
      headers: tokens.authHeader(user),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await fetchImage(shared.url)).statusCode).toBe(200);
  });
});
