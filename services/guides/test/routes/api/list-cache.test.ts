import type { ServiceApp } from '@claims/service-kit';
import type { GuideListResponse } from '@claims/contracts';
import { build, type TestContext } from '../../helper';
import { guideBody } from '../../support/guide-fixtures';

/** Two instances of the service on one database, each with a long-lived list cache. */
let first: TestContext & { close: () => Promise<void> };
let second: TestContext & { close: () => Promise<void> };
const author = { sub: '6650f0c2a1b2c3d4e5f60001', roles: ['customer' as const] };

beforeAll(async () => {
  first = await build({ env: { LIST_CACHE_TTL_MS: '60000' } });
  second = await build({ env: { LIST_CACHE_TTL_MS: '60000' }, shareWith: { database: first.database } });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function titles(app: ServiceApp, query = ''): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/guides?limit=48${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as GuideListResponse).items.map((guide) => guide.title);
}

async function create(instance: typeof first, title: string) {
  const response = await instance.app.inject({
    method: 'POST',
    url: '/api/guides',
    payload: guideBody({ title }),
    headers: instance.tokens.authHeader(author),
  });
  expect(response.statusCode).toBe(201);
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('list pages are reused, never past a change to the library', () => {
  it('a guide created on this instance is first in its next list', async () => {
    await create(first, 'Cached library guide one');
    expect((await titles(first.app))[0]).toBe('Cached library guide one');
    await create(first, 'Cached library guide two');
    expect((await titles(first.app))[0]).toBe('Cached library guide two');
  });

  it('a guide created on another instance reaches this one through the change stream', async () => {
    const before = await titles(first.app, '&search=another%20instance');
    expect(before).toEqual([]);
    await create(second, 'Written on another instance');
    await eventually(async () => (await titles(first.app, '&search=another%20instance')).length === 1);
  });

  it('a search ignores case, so differently cased searches share a page', async () => {
    expect(await titles(first.app, '&search=CACHED%20LIBRARY')).toEqual(
      await titles(first.app, '&search=cached%20library'),
    );
  });

  it('views do not clear the cache: the list shows them once its page expires', async () => {
    const page = await first.app.inject({ method: 'GET', url: '/api/guides?limit=1' });
    const guide = (page.json() as GuideListResponse).items[0];
    await first.app.inject({ method: 'POST', url: `/api/guides/${guide.id}/views` });
    const again = await first.app.inject({ method: 'GET', url: '/api/guides?limit=1' });
    expect((again.json() as GuideListResponse).items[0].views).toBe(guide.views);
    const detail = await first.app.inject({ method: 'GET', url: `/api/guides/${guide.id}` });
    expect(detail.json().views).toBe(guide.views + 1);
  });
});
