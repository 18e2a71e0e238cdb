import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv, type EdgeConfig } from '../src/config/env';
import { withPrerenderedPage } from '../src/lib/prerendered-pages';

let tmp: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
let edge: FastifyInstance;

function makeConfig(overrides: Partial<EdgeConfig> = {}): EdgeConfig {
  return {
    env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(tmp, 'shell') }),
    localRemoteDirs: { guides: path.join(tmp, 'guides') },
    remoteUpstreams: { marketing: upstreamUrl },
    remotes: { guides: '/mfe/guides/mf-manifest.json', media: 'https://media.example.com/mf-manifest.json' },
    upstreams: { guides: upstreamUrl, marketing: upstreamUrl, booking: 'http://127.0.0.1:1' },
    ...overrides,
  };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-test-'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.mkdirSync(path.join(tmp, 'guides'));
  fs.writeFileSync(
    path.join(tmp, 'shell/index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(tmp, 'shell/main.0123abcd4567.js'), 'console.log("shell")'.repeat(200));
  fs.writeFileSync(path.join(tmp, 'guides/mf-manifest.json'), '{"name":"guides"}');
  fs.writeFileSync(path.join(tmp, 'guides/remoteEntry.js'), 'var guides;');

  upstream = Fastify();
  upstream.get('/mf-manifest.json', async () => ({ name: 'marketing' }));
  upstream.get('/api/guides/echo', async (request) => ({
    url: request.url,
    requestId: request.headers['x-request-id'],
  }));
  upstream.get('/api/marketing/resources/:file', async (request, reply) =>
    reply.type('application/pdf').send(`%PDF-1.7 ${(request.params as { file: string }).file}`),
  );
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  edge = await buildApp({ config: makeConfig() });
});

afterAll(async () => {
  await edge.close();
  await upstream.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('edge', () => {
  it('publishes the configured remotes in /remotes.json, uncached', async () => {
    const res = await edge.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remotes: {
        guides: '/mfe/guides/mf-manifest.json',
        media: 'https://media.example.com/mf-manifest.json',
      },
      // Neither remote here publishes a page list (remote-routes.test.ts covers those).
      routes: {},
    });
  });

  it('serves the shell for the home page and for unknown pages, so the shell can render its 404', async () => {
    for (const url of ['/', '/repair-guides', '/no/such/page?x=1']) {
      const res = await edge.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>shell</title>');
    }
  });

  it('puts a remote’s prerendered page into the first response for its path, and picks up a redeploy', async () => {
    const file = path.join(tmp, 'guides/prerender.json');
    const page = {
      path: '/',
      html: '<header><h1>Faster claims</h1></header>',
      css: '[data-prerendered] h1{color:red}',
    };
    fs.writeFileSync(file, JSON.stringify([page]));
    try {
      const home = await edge.inject({ url: '/' });
      expect(home.body).toContain(
        '<div id="root"><div data-prerendered="/"><header><h1>Faster claims</h1></header></div></div>',
      );
      expect(home.body).toContain('<style data-prerendered-style>[data-prerendered] h1{color:red}</style>');
      expect(home.headers['cache-control']).toBe('no-cache');
      // Other paths are not the prerendered page.
      expect((await edge.inject({ url: '/repair-guides' })).body).toContain('<div id="root"></div>');

      // A redeployed remote's new snapshot is served without restarting the edge.
      fs.writeFileSync(file, JSON.stringify([{ ...page, html: '<h1>New hero</h1>' }]));
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      expect((await edge.inject({ url: '/' })).body).toContain('<h1>New hero</h1>');

      // The built (minified) index.html writes the root element without quotes.
      const shellIndex = path.join(tmp, 'shell/index.html');
      const original = fs.readFileSync(shellIndex, 'utf8');
      fs.writeFileSync(
        shellIndex,
        '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>',
      );
      try {
        const minified = (await edge.inject({ url: '/' })).body;
        expect(minified).toContain('<style data-prerendered-style>');
        expect(minified.indexOf('<style data-prerendered-style>')).toBeLessThan(minified.indexOf('</head>'));
        expect(minified).toContain(
          '<div id="root"><main data-prerendered="/"><h1>New hero</h1></main></div>',
        );
      } finally {
        fs.writeFileSync(shellIndex, original);
      }

      // A broken file only means the plain shell.
      fs.writeFileSync(file, '{ not json');
      fs.utimesSync(file, new Date(Date.now() + 10_000), new Date(Date.now() + 10_000));
      expect((await edge.inject({ url: '/' })).body).toContain('<div id="root"></div>');
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('serves a parameterised snapshot for every path of its shape, naming the visitor’s path on the wrapper', async () => {
    const file = path.join(tmp, 'guides/prerender.json');
    const entry = (pagePath: string, html: string) => ({ path: pagePath, html, css: '' });
    fs.writeFileSync(
      file,
      JSON.stringify([
        entry('/repair-guide/:id', '<h1>Guide loading</h1>'),
        entry('/bookings/:token', '<h1>Booking loading</h1>'),
        entry('/bookings/new', '<h1>New booking</h1>'),
        entry('/trial-dashboard/case/:id', '<h1>Case loading</h1>'),
        entry('/trial-dashboard/:tab/:id', '<h1>Any tab</h1>'),
      ]),
    );
    fs.utimesSync(file, new Date(Date.now() + 20_000), new Date(Date.now() + 20_000));
    const rootOf = async (url: string) =>
      /<div id="?root"?>.*<\/div>$/s.exec((await edge.inject({ url })).body.replace(/\s+$/, ''))?.[0];
    try {
      expect(await rootOf('/repair-guide/65f0c0ffee0000000000abcd')).toBe(
        '<div id="root"><main data-prerendered="/repair-guide/65f0c0ffee0000000000abcd"><h1>Guide loading</h1></main></div>',
      );
      expect(await rootOf('/trial-dashboard/case/42')).toBe(
        '<div id="root"><main data-prerendered="/trial-dashboard/case/42"><h1>Case loading</h1></main></div>',
      );
      // An exact entry wins over a pattern of the same shape, and more fixed segments win over fewer.
      expect(await rootOf('/bookings/new')).toBe(
        '<div id="root"><main data-prerendered="/bookings/new"><h1>New booking</h1></main></div>',
      );
      expect(await rootOf('/bookings/tok_123')).toBe(
        '<div id="root"><main data-prerendered="/bookings/tok_123"><h1>Booking loading</h1></main></div>',
      );
      expect(await rootOf('/trial-dashboard/notes/7')).toBe(
        '<div id="root"><main data-prerendered="/trial-dashboard/notes/7"><h1>Any tab</h1></main></div>',
      );
      // A parameter is one non-empty segment: never two, never none, never the bare prefix (a doubled slash
      // is refused before any page is served).
      for (const url of [
        '/repair-guide/a/b',
        '/repair-guide/',
        '/repair-guide',
        '/repair-guide//x',
        '/bookings/tok_123/',
      ]) {
        expect((await edge.inject({ url })).body).not.toContain('loading</h1>');
      }
      // A segment longer than any file name is still a page address (the shell says what is not found).
      expect(await rootOf(`/repair-guide/${'a'.repeat(4100)}`)).toBe(
        `<div id="root"><main data-prerendered="/repair-guide/${'a'.repeat(4100)}"><h1>Guide loading</h1></main></div>`,
      );
      // So are addresses the file server would refuse, and one whose escape is broken: each gets the site (whose guide
      // page says 'Guide not found'), never an error in JSON.
      for (const url of [
        '/repair-guide/abc%',
        '/repair-guide/%E0%A4%A',
        '/repair-guide/abc%5Cdef',
        '/repair-guide/abc%00',
        '/repair-guide/%2e%2e',
      ]) {
        const response = await edge.inject({ url });
        expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
          url,
          status: 200,
          type: 'text/html; charset=utf-8',
        });
        expect(response.body).toContain('<div id="root">');
      }
      // An API address with a broken escape is still refused in the API's words.
      const badApi = await edge.inject({ url: '/api/guides/abc%' });
      expect(badApi.statusCode).toBe(400);
      expect(badApi.json()).toEqual({
        error: { code: 'bad_request', message: 'The request was not understood' },
      });
      // With a query string the page is not its default view.
      expect(await rootOf('/repair-guide/abc?x=1')).toBe('<div id="root"></div>');
      // The visitor's path cannot break out of the wrapper's attribute.
      const hostile = (await edge.inject({ url: `/repair-guide/a'"><img%20src=x%20onerror=alert(1)>&` }))
        .body;
      expect(hostile).not.toContain('<img');
      expect(hostile).toContain(
        '<main data-prerendered="/repair-guide/a&#39;%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E&amp;"><h1>Guide loading</h1></main>',
      );
      // Even a path that reached the edge unencoded is written as text.
      expect(
        withPrerenderedPage(
          '<div id=root></div>',
          entry('/repair-guide/:id', '<p>x</p>'),
          `/repair-guide/"><b>'&`,
        ),
      ).toBe(
        '<style data-prerendered-style></style><div id="root"><main data-prerendered="/repair-guide/&quot;&gt;&lt;b&gt;&#39;&amp;"><p>x</p></main></div>',
      );
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('sends an address with doubled slashes to the same address with single ones, never to another host', async () => {
    for (const [url, location] of [
      ['/abby-recycling//', '/abby-recycling/'],
      ['//repair-guides', '/repair-guides'],
      ['/a//b///c?x=1&y=//z', '/a/b/c?x=1&y=//z'],
      ['//evil.example/path', '/evil.example/path'],
      ['///evil.example', '/evil.example'],
    ]) {
      const response = await edge.inject({ url });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
  });

  it('answers unknown API paths with the JSON error shape instead of the page', async () => {
    const res = await edge.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for POST /api/nothing-here' },
    });
  });

  it('caches hashed assets forever and revalidates manifests and remote entries', async () => {
    const hashed = await edge.inject({
      url: '/main.0123abcd4567.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('gzip');
    const manifest = await edge.inject({ url: '/mfe/guides/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await edge.inject({ url: '/mfe/guides/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('proxies a remote deployed as its own static server at /mfe/<name>/', async () => {
    const res = await edge.inject({ url: '/mfe/marketing/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'marketing' });
  });

  it('sends a CSP that allows only its own origin and the configured remote origins', async () => {
    const res = await edge.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://media.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    // Websockets only to the site itself, never to any host.
    expect(csp).toMatch(
      /connect-src 'self' ws:\/\/localhost:80 wss:\/\/localhost:80 https:\/\/media\.example\.com;/,
    );
    expect(csp).not.toMatch(/connect-src[^;]* ws: /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('proxies an area API to its service, passing the request id', async () => {
    const res = await edge.inject({ url: '/api/guides/echo?q=1', headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/api/guides/echo?q=1', requestId: 'req-42' });
  });

  it('answers 503 in the error shape when a service is down or not configured', async () => {
    const down = await edge.inject({ url: '/api/booking/quotes' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('unavailable');
    const missing = await edge.inject({ url: '/api/media/jobs' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json().error.message).toMatch(/media service is unavailable/);
  });

  it('serves resource files from the site root through the marketing service', async () => {
    const res = await edge.inject({ url: '/consumer-survey-full-report.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('%PDF-1.7 consumer-survey-full-report.pdf');
  });

  it('logs client error reports and rejects malformed ones', async () => {
    const ok = await edge.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'not_found', message: 'No page at /nope', path: '/nope' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await edge.inject({ method: 'POST', url: '/api/client-errors', payload: { kind: 'oops' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('kind');
  });

  it('refuses to start with a readable message when the environment is invalid', () => {
    expect(() => parseEdgeEnv({ PORT: 'eighty', SERVICE_GUIDES_URL: 'not a url' })).toThrow(
      /Invalid edge configuration:\n {2}PORT: .*\n {2}SERVICE_GUIDES_URL: /,
    );
  });
});
