import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import type { GuideDetail } from '@claims/contracts';
import { build, type TestContext } from '../../helper';
import { guideBody } from '../../support/guide-fixtures';

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const author = { sub: '6650f0c2a1b2c3d4e5f60001', roles: ['customer' as const] };

let ctx: TestContext & { close: () => Promise<void> };
let app: ServiceApp;
let tokens: TestTokens;
/** A second instance on the same database, without the test-only permission to fetch from loopback. */
let strict: TestContext & { close: () => Promise<void> };
let server: http.Server;
let origin: string;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits += 1;
    if (request.url === '/photo.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    // Says it is a PNG but is a page: the first bytes decide.
    if (request.url === '/fake.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('<html>');
    // An SVG at an address that does not say so (an .svg address is refused when the guide is saved).
    if (request.url === '/drawing')
      return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg onload="alert(1)"/>');
    if (request.url === '/huge.png')
      return response
        .writeHead(200, { 'content-type': 'image/png' })
        .end(Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]));
    if (request.url === '/moved') return response.writeHead(302, { location: '/photo.png' }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await build({ env: { EXTERNAL_IMAGES_ALLOW_PRIVATE_HOSTS: 'true' } });
  ({ app, tokens } = ctx);
  strict = await build({ shareWith: { database: ctx.database } });
});

afterAll(async () => {
  await strict?.close();
  await ctx?.close();
  await new Promise((resolve) => server.close(resolve));
});

async function guideWith(imageUrl: string, stepImageUrl = ''): Promise<GuideDetail> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/guides',
    payload: guideBody({
      imageUrl,
      steps: [{ title: 'Look', description: 'At the picture.', imageUrl: stepImageUrl }],
    }),
    headers: tokens.authHeader(author),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("a guide's pictures on other sites, served from this site", () => {
  it('serves the cover and a step picture with their image type, cached after the first fetch', async () => {
    const guide = await guideWith(`${origin}/photo.png`, `${origin}/moved`);
    const before = hits;
    const cover = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}/cover-image` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.rawPayload.equals(png)).toBe(true);
    expect(cover.headers['x-content-type-options']).toBe('nosniff');
    const again = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}/cover-image` });
    expect(again.statusCode).toBe(200);
    expect(hits - before).toBe(1);
    const step = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}/steps/1/image` });
    expect(step.statusCode).toBe(200);
    expect(step.rawPayload.equals(png)).toBe(true);
  });

  it.each(['/fake.png', '/drawing', '/huge.png', '/missing.png'])(
    'answers 404 for %s (not a raster image, over 5 MB, or not there)',
    async (file) => {
      const guide = await guideWith(`${origin}${file}`);
      const response = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}/cover-image` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Image not found' } });
    },
  );

  it('answers 404 for a guide without a picture, a step without one, and an unknown guide', async () => {
    const guide = await guideWith('');
    for (const url of [
      `/api/guides/${guide.id}/cover-image`,
      `/api/guides/${guide.id}/steps/1/image`,
      `/api/guides/${guide.id}/steps/9/image`,
      '/api/guides/6650f0c2a1b2c3d4e5f6ffff/cover-image',
      '/api/guides/not-a-guide/cover-image',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('never fetches from a private or loopback address outside tests', async () => {
    const guide = await guideWith(`${origin}/photo.png`);
    const before = hits;
    const response = await strict.app.inject({ method: 'GET', url: `/api/guides/${guide.id}/cover-image` });
    expect(response.statusCode).toBe(404);
    expect(hits).toBe(before);
  });

  describe('outside tests, a loopback address in any disguise is never fetched and answers as any unavailable picture', () => {
    const port = () => (server.address() as AddressInfo).port;

    it.each([
      ['an IPv4-mapped IPv6 address', () => `http://[::ffff:7f00:1]:${port()}/photo.png`],
      [
        'an IPv4-mapped address written dotted, in full',
        () => `http://[0:0:0:0:0:ffff:127.0.0.1]:${port()}/photo.png`,
      ],
      ['a short IPv4 address', () => `http://127.1:${port()}/photo.png`],
      ['an IPv4 address as one number', () => `http://2130706433:${port()}/photo.png`],
      ['a name that resolves to loopback', () => `http://localhost:${port()}/photo.png`],
    ])('%s', async (_form, address) => {
      const guide = await guideWith(address());
      const before = hits;
      const response = await strict.app.inject({ method: 'GET', url: `/api/guides/${guide.id}/cover-image` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Image not found' } });
      expect(hits).toBe(before);
    });

    it('connects to the address it checked, not to a later answer for the same name (DNS rebinding)', async () => {
      const guide = await guideWith(`http://localhost:${port()}/photo.png`);
      // The name's first answer is public; any later one is what the system resolver says: loopback.
      const firstAnswer = jest
        .spyOn(dns.promises, 'lookup')
        .mockResolvedValueOnce([{ address: '93.184.216.34', family: 4 }] as never);
      try {
        const before = hits;
        const response = await strict.app.inject({
          method: 'GET',
          url: `/api/guides/${guide.id}/cover-image`,
        });
        expect(response.statusCode).toBe(404);
        expect(hits).toBe(before);
      } finally {
        firstAnswer.mockRestore();
      }
    });
  });
});
