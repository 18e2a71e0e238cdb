import { startTestDatabase, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { buildTrialApp } from '../../../support/trial-app';
import { createUser, fileCase, type TestUser } from '../../../support/case-fixtures';

let database: TestDatabase;
let app: ServiceApp;
let tokens: TestTokens;
let owner: TestUser;
let otherCustomer: TestUser;

beforeAll(async () => {
  database = await startTestDatabase();
  ({ app, tokens } = await buildTrialApp(database));
  owner = await createUser(app, tokens, ['customer'], 'Olive Owner');
  otherCustomer = await createUser(app, tokens, ['customer'], 'Oscar Other');
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48, background = '#cc5533') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** `count` different pictures (each its own colour). */
const differentImages = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      image('png', 64, 48, `#${(0x102030 + index * 0x0a0b0c).toString(16).padStart(6, '0')}`),
    ),
  );

const photosOf = async (caseId: string) =>
  (await app.inject({ method: 'GET', url: `/api/trial/cases/${caseId}`, headers: owner.headers })).json()
    .photos as unknown[];

const storedFiles = (caseId: string) =>
  app.db.collection('case_photos.files').countDocuments({ 'metadata.caseId': caseId });

const upload = (caseId: string, body: Buffer, contentType: string, user: TestUser = owner) =>
  app.inject({
    method: 'POST',
    url: `/api/trial/cases/${caseId}/photos`,
    headers: { ...user.headers, 'content-type': contentType },
    payload: body,
  });

describe('POST /api/trial/cases/:id/photos', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)(
    'accepts a %s photo, keeps its type and size, and adds it to the timeline',
    async (format, type) => {
      const created = await fileCase(app, owner);
      const response = await upload(created.id, await image(format), type);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.photos).toEqual([
        expect.objectContaining({
          contentType: type,
          width: 64,
          height: 48,
          url: expect.any(String),
          thumbnailUrl: expect.any(String),
        }),
      ]);
      expect(body.history.at(-1)).toMatchObject({ kind: 'photo', byUserId: owner.id, byName: 'Olive Owner' });
    },
  );

  it('strips the metadata (camera, GPS) and turns the picture upright; the thumbnail is a small WebP', async () => {
    const withExif = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#118844' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'X100', Copyright: 'Owner at 32.7555,-97.3308' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const created = await fileCase(app, owner);
    const photo = (await upload(created.id, withExif, 'image/jpeg')).json().photos[0];

    const full = await app.inject({ method: 'GET', url: photo.url });
    const stored = await sharp(full.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    // Orientation 6 (rotate 90°) applied: an 80×40 picture is stored 40×80.
    expect([stored.width, stored.height]).toEqual([40, 80]);
    expect(photo).toMatchObject({ width: 40, height: 80 });

    const thumb = await app.inject({ method: 'GET', url: photo.thumbnailUrl });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 320, 320]);
  });

  it('refuses a GIF, a text file dressed as a JPEG, and an unknown content type, storing nothing', async () => {
    const created = await fileCase(app, owner);
    const gif = await upload(created.id, await image('gif'), 'image/jpeg');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.message).toBe('Photos must be JPEG, PNG or WebP images');
    const text = await upload(created.id, Buffer.from('not an image at all'), 'image/png');
    expect(text.statusCode).toBe(415);
    const otherType = await upload(created.id, await image('gif'), 'image/gif');
    expect(otherType.statusCode).toBe(415);
    expect(otherType.json().error.message).toBe('Photos must be JPEG, PNG or WebP images');
    const view = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${created.id}`,
      headers: owner.headers,
    });
    expect(view.json().photos).toEqual([]);
  });

  it('says why a picture with a photo header is refused: cut short, or over 50 megapixels', async () => {
    const created = await fileCase(app, owner);
    const whole = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const cutShort = await upload(created.id, whole.subarray(0, Math.floor(whole.length / 2)), 'image/jpeg');
    expect(cutShort.statusCode).toBe(415);
    expect(cutShort.json().error.message).toBe(
      'This photo could not be read: the file may be incomplete or damaged',
    );

    // A PNG whose header says 12000 × 12000 pixels (the decoder never gets further).
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(12_000, 0);
    header.writeUInt32BE(12_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const tooLarge = await upload(created.id, huge, 'image/png');
    expect(tooLarge.statusCode).toBe(415);
    expect(tooLarge.json().error.message).toBe(
      'Photos can be at most 50 megapixels; this one is 12000 × 12000 pixels',
    );
  });

  it('accepts a photo of exactly 8 MB and refuses one byte more', async () => {
    const created = await fileCase(app, owner);
    const png = await image('png', 16, 16);
    // Bytes after a PNG's end are ignored by decoders: pad to the exact size.
    const exactly = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 - png.length)]);
    expect((await upload(created.id, exactly, 'image/png')).statusCode).toBe(201);
    const tooBig = await upload(created.id, Buffer.concat([exactly, Buffer.alloc(1)]), 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Each photo must be 8 MB or smaller');
  });

  it('keeps at most 5 photos per case, even when uploads race', async () => {
    const created = await fileCase(app, owner);
    const pictures = await differentImages(8);
    const responses = await Promise.all(pictures.map((png) => upload(created.id, png, 'image/png')));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(3);
    const view = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${created.id}`,
      headers: owner.headers,
    });
    expect(view.json().photos).toHaveLength(5);
    expect(
      await app.db.collection('case_photos.files').countDocuments({ 'metadata.caseId': created.id }),
    ).toBe(10);
  });

  it('keeps one copy of a photo sent again, as a retry after a lost answer does, and answers with the case', async () => {
    const created = await fileCase(app, owner);
    const [first, second] = await differentImages(2);
    expect((await upload(created.id, first, 'image/png')).statusCode).toBe(201);
    const again = await upload(created.id, first, 'image/png');
    expect(again.statusCode).toBe(200);
    expect(again.json().photos).toHaveLength(1);
    expect(again.json().history.filter((entry: { kind: string }) => entry.kind === 'photo')).toHaveLength(1);
    // Another picture is still added.
    expect((await upload(created.id, second, 'image/png')).statusCode).toBe(201);
    expect(await photosOf(created.id)).toHaveLength(2);
    expect(await storedFiles(created.id)).toBe(4);
  });

  it('keeps one copy when the same photo is sent twice at once, and stores no leftover files', async () => {
    const created = await fileCase(app, owner);
    const [png] = await differentImages(1);
    const responses = await Promise.all([1, 2, 3].map(() => upload(created.id, png, 'image/png')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await photosOf(created.id)).toHaveLength(1);
    expect(await storedFiles(created.id)).toBe(2);
  });

  it('answers a repeat of a photo the case has even when the case is full', async () => {
    const created = await fileCase(app, owner);
    const pictures = await differentImages(6);
    for (const png of pictures.slice(0, 5))
      expect((await upload(created.id, png, 'image/png')).statusCode).toBe(201);
    expect((await upload(created.id, pictures[0], 'image/png')).statusCode).toBe(200);
    expect((await upload(created.id, pictures[5], 'image/png')).statusCode).toBe(409);
  });

  it("refuses another customer's upload as if the case did not exist, and never hands them photo addresses", async () => {
    const created = await fileCase(app, owner);
    await upload(created.id, await image('png'), 'image/png');
    const response = await upload(created.id, await image('png'), 'image/png', otherCustomer);
    expect(response.statusCode).toBe(404);
    const view = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${created.id}`,
      headers: otherCustomer.headers,
    });
    expect(view.statusCode).toBe(404);
    expect(view.body).not.toContain('/photos/');
  });
});
