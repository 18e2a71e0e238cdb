import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv, type EdgeConfig } from '../src/config/env';
import { matchesPage } from '../src/lib/route-lists';

let tmp: string;
let remoteServer: FastifyInstance;
let remoteServerUrl: string;
let marketingList: unknown = {
  name: 'marketing',
  title: 'Home and partner network',
  pages: [{ path: '/', title: 'Home' }],
};

let marketingSnapshots: unknown[] = [];

const guidesList = {
  name: 'guides',
  title: 'Repair guides',
  pages: [
    { path: '/repair-guides', title: 'Repair Guides' },
    { path: '/repair-guide/:id', title: 'Repair Guide' },
  ],
};

function config(): EdgeConfig {
  return {
    env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(tmp, 'shell') }),
    localRemoteDirs: { guides: path.join(tmp, 'guides') },
    remoteUpstreams: { marketing: remoteServerUrl },
    remotes: { guides: '/mfe/guides/mf-manifest.json', marketing: '/mfe/marketing/mf-manifest.json' },
    upstreams: {},
  };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-routes-'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.mkdirSync(path.join(tmp, 'guides'));
  fs.writeFileSync(
    path.join(tmp, 'shell/index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(tmp, 'guides/mf-manifest.json'), '{"name":"guides"}');
  fs.writeFileSync(path.join(tmp, 'guides/routes.json'), JSON.stringify(guidesList));
  remoteServer = Fastify();
  remoteServer.get('/routes.json', async (_request, reply) =>
    marketingList ? reply.send(marketingList) : reply.code(500).send('down'),
  );
  // Its prerendered first screens, beside the manifest as a local build has them.
  remoteServer.get('/prerender.json', async () => marketingSnapshots);
  remoteServerUrl = await remoteServer.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await remoteServer.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('page lists published by the remotes', () => {
  it('puts every remote’s pages into /remotes.json, beside its manifest URL', async () => {
    const edge = await buildApp({ config: config() });
    const res = await edge.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      remotes: { guides: '/mfe/guides/mf-manifest.json', marketing: '/mfe/marketing/mf-manifest.json' },
      routes: {
        guides: {
          title: 'Repair guides',
          pages: [
            { path: '/repair-guides', title: 'Repair Guides' },
            { path: '/repair-guide/:id', title: 'Repair Guide' },
          ],
        },
        marketing: { title: 'Home and partner network', pages: [{ path: '/', title: 'Home' }] },
      },
    });
    await edge.close();
  });

  it("puts the prerendered first screen a remote's own server publishes into the page's first response", async () => {
    marketingSnapshots = [
      { path: '/', html: '<main><h1>Faster claims, served by the remote</h1></main>', css: 'h1{color:navy}' },
    ];
    const edge = await buildApp({ config: config() });
    const home = await edge.inject({ url: '/' });
    marketingSnapshots = [];
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Faster claims, served by the remote</h1>');
    expect(home.body).toContain('h1{color:navy}');
    await edge.close();
  });

  it('answers a path no remote lists with the shell page and status 404, and listed paths with 200, each with its tab title', async () => {
    const edge = await buildApp({ config: config() });
    for (const [url, status, title] of [
      ['/', 200, 'Home · Claim Assist'],
      ['/repair-guides', 200, 'Repair Guides · Claim Assist'],
      ['/repair-guides?category=HVAC', 200, 'Repair Guides · Claim Assist'],
      ['/repair-guide/6650f0c2a1b2c3d4e5f6aa01', 200, 'Repair Guide · Claim Assist'],
      ['/repair-guide', 404, 'Page not found · Claim Assist'],
      ['/repair-guide/6650f0c2a1b2c3d4e5f6aa01/steps', 404, 'Page not found · Claim Assist'],
      ['/no/such/page', 404, 'Page not found · Claim Assist'],
    ] as const) {
      const res = await edge.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect({ url, title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1] }).toEqual({ url, title });
      expect(res.body).toContain('<div id="root"></div>');
    }
    await edge.close();
  });

  it('sends a page address in other letter case to the page (301), keeping ids and the query as written', async () => {
    const edge = await buildApp({ config: config() });
    for (const [url, location] of [
      ['/Repair-Guides', '/repair-guides'],
      ['/REPAIR-GUIDES/?q=Belt', '/repair-guides?q=Belt'],
      ['/Repair-Guide/6650F0C2a1b2c3d4e5f6aa01', '/repair-guide/6650F0C2a1b2c3d4e5f6aa01'],
    ] as const) {
      const res = await edge.inject({ url });
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
    // Unknown in any case: still the 404 page.
    expect((await edge.inject({ url: '/Repair-Guidez' })).statusCode).toBe(404);
    await edge.close();
  });

  it('sends the shell file itself (/index.html) to the home page rather than starting the 404 page with 200', async () => {
    const edge = await buildApp({ config: config() });
    const res = await edge.inject({ url: '/index.html?utm_source=x' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/?utm_source=x');
    await edge.close();
  });

  it('sees a page a rebuilt remote added, without a restart', async () => {
    const edge = await buildApp({ config: config() });
    expect((await edge.inject({ url: '/guide-of-the-week' })).statusCode).toBe(404);
    const rebuilt = {
      ...guidesList,
      pages: [...guidesList.pages, { path: '/guide-of-the-week', title: 'Guide of the Week' }],
    };
    const file = path.join(tmp, 'guides/routes.json');
    fs.writeFileSync(file, JSON.stringify(rebuilt));
    // A rebuild writes a new file: a later modification time.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect((await edge.inject({ url: '/guide-of-the-week' })).statusCode).toBe(200);
    fs.writeFileSync(file, JSON.stringify(guidesList));
    await edge.close();
  });

  it('leaves out a list it cannot read, and then answers unknown paths with 200 (the shell decides)', async () => {
    marketingList = undefined;
    const edge = await buildApp({ config: config() });
    const manifest = (await edge.inject({ url: '/remotes.json' })).json();
    expect(Object.keys(manifest.routes)).toEqual(['guides']);
    expect(manifest.remotes.marketing).toBe('/mfe/marketing/mf-manifest.json');
    expect((await edge.inject({ url: '/no/such/page' })).statusCode).toBe(200);
    await edge.close();
  });
});

describe('pages for signed-in users', () => {
  const trialList = {
    name: 'trial',
    title: 'Trial system',
    pages: [
      {
        path: '/auth',
        title: 'Sign In',
        snapshotQuery: ['returnTo'],
        signedInRedirect: { to: '/trial-dashboard', returnParam: 'returnTo' },
      },
      { path: '/trial-dashboard', title: 'Trial Dashboard', signedOutRedirect: '/auth' },
      { path: '/trial-dashboard/new-case', title: 'New Case', forSignedIn: true },
      { path: '/trial-dashboard/case/:id', title: 'Case', signedOutRedirect: '/auth?returnTo={from}' },
    ],
  };
  let edge: FastifyInstance;

  beforeAll(async () => {
    marketingList = { name: 'marketing', title: 'Home', pages: [{ path: '/', title: 'Home' }] };
    fs.mkdirSync(path.join(tmp, 'trial'));
    fs.writeFileSync(path.join(tmp, 'trial/routes.json'), JSON.stringify(trialList));
    fs.writeFileSync(
      path.join(tmp, 'trial/prerender.json'),
      JSON.stringify([{ path: '/auth', html: '<h1>Welcome to the claims trial</h1>', css: '' }]),
    );
    const base = config();
    edge = await buildApp({
      config: {
        ...base,
        localRemoteDirs: { ...base.localRemoteDirs, trial: path.join(tmp, 'trial') },
        remotes: { ...base.remotes, trial: '/mfe/trial/mf-manifest.json' },
      },
    });
  });
  afterAll(() => edge.close());

  it("publishes each page's marks for signed-in users in /remotes.json", async () => {
    const manifest = (await edge.inject({ url: '/remotes.json' })).json();
    expect(manifest.routes.trial.pages).toEqual(trialList.pages);
  });

  it('serves a page marked forSignedIn to a browser without the session (the page says what to do)', async () => {
    const response = await edge.inject({ url: '/trial-dashboard/new-case' });
    expect(response.statusCode).toBe(200);
  });

  it('sends a browser without the session cookie to sign in first, asking to come back', async () => {
    const dashboard = await edge.inject({ url: '/trial-dashboard' });
    expect(dashboard.statusCode).toBe(302);
    expect(dashboard.headers.location).toBe('/auth');
    expect(dashboard.headers['cache-control']).toBe('no-store');
    expect(dashboard.headers.vary).toMatch(/cookie/i);

    const page = await edge.inject({ url: '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6aa01?tab=parts' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(
      `/auth?returnTo=${encodeURIComponent('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6aa01?tab=parts')}`,
    );
    // A cookie of another name, or one that was cleared, is no session.
    for (const cookie of ['other=1', 'claims_session=', 'xclaims_session=1']) {
      const res = await edge.inject({ url: '/trial-dashboard', headers: { cookie } });
      expect({ cookie, status: res.statusCode }).toEqual({ cookie, status: 302 });
    }
  });

  it('serves the page itself when the browser holds a session', async () => {
    const res = await edge.inject({
      url: '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6aa01',
      headers: { cookie: 'theme=dark; claims_session=1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>[^<]+ · Claim Assist<\/title>/);
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('takes a browser holding a session past sign-in, to the page it was to return to', async () => {
    const session = { cookie: 'claims_session=1' };
    const plain = await edge.inject({ url: '/auth', headers: session });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/trial-dashboard');
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers.vary).toMatch(/cookie/i);

    const back = await edge.inject({
      url: `/auth?returnTo=${encodeURIComponent('/repair-guide/42?from=like#steps')}&notice=like-guide`,
      headers: session,
    });
    expect(back.headers.location).toBe('/repair-guide/42?from=like#steps');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/..//evil.example',
    'repair-guides',
    '/auth',
    '/auth/?x=1',
    '/repair-guides\r\nSet-Cookie:x',
    '/repair\nguides',
  ])('sends a session holder to the dashboard instead of the return address %j', async (returnTo) => {
    const res = await edge.inject({
      url: `/auth?returnTo=${encodeURIComponent(returnTo)}`,
      headers: { cookie: 'claims_session=1' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/trial-dashboard');
  });

  it('shows sign-in to a browser whose session cookie was cleared', async () => {
    for (const cookie of ['claims_session=', 'other=1']) {
      const res = await edge.inject({ url: '/auth', headers: { cookie } });
      expect({ cookie, status: res.statusCode }).toEqual({ cookie, status: 200 });
      expect(res.body).toContain('Welcome to the claims trial');
    }
  });

  it('leaves pages open to everyone alone', async () => {
    for (const url of ['/trial-dashboard/new-case', '/repair-guides', '/auth']) {
      const res = await edge.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('sends the sign-in snapshot with the return address, and not with a query that changes the page', async () => {
    const back = await edge.inject({ url: '/auth?returnTo=%2Ftrial-dashboard%2Fcase%2F1' });
    expect(back.body).toContain('Welcome to the claims trial');
    const other = await edge.inject({ url: '/auth?tab=sign-up' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('Welcome to the claims trial');
  });
});

describe('matchesPage', () => {
  it.each([
    ['/', '/', true],
    ['/', '/x', false],
    ['/repair-guide/:id', '/repair-guide/42', true],
    ['/repair-guide/:id', '/repair-guide/', false],
    ['/admin', '/admin/', true],
    ['/admin', '/admin/leads', false],
    ['/docs/*', '/docs/a/b', true],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(matchesPage(pattern, pathname)).toBe(expected);
  });
});
