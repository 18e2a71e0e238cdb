import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv } from '../src/config/env';
import { fillSnapshot, recordApiPath } from '../src/lib/prerendered-pages';

// The first screen of a page showing the visitor's own record, filled by the edge (PrerenderedPage.data).

let tmp: string;
let trial: FastifyInstance;
let edge: FastifyInstance;
const seen: { url: string; authorization?: string; forwardedFor?: string }[] = [];
/** The slow record's answer is held until the tests end (the edge stops waiting long before). */
let releaseSlow: () => void;
const slowAnswer = new Promise<void>((resolve) => (releaseSlow = resolve));

const annCase = {
  id: 'c1',
  caseNumber: 'CA-2026-000001',
  status: 'in_call',
  deviceType: 'Refrigerator',
  modelNumber: null,
  issueDescription: 'Warm <script>alert(1)</script> & "loud" $& $1',
  customer: { id: 'u1', fullName: 'Ann Lee', email: 'ann@example.com' },
  tech: null,
};

const template =
  '<h1>{{caseNumber}}</h1><span data-status="{{status}}">{{status}}</span><dl><dd>{{deviceType}}</dd>' +
  '<dd>{{modelNumber|Not given}}</dd><dd>{{issueDescription}}</dd><dd>{{customer.fullName|Unknown}}</dd>' +
  '<dd>{{tech.fullName|Not assigned yet}}</dd></dl>';

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-filled-'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.mkdirSync(path.join(tmp, 'trial'));
  fs.writeFileSync(
    path.join(tmp, 'shell/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(path.join(tmp, 'trial/mf-manifest.json'), '{"name":"trial"}');
  fs.writeFileSync(
    path.join(tmp, 'trial/prerender.json'),
    JSON.stringify([
      {
        path: '/trial-dashboard/case/:id',
        html: '<p>Loading case</p>',
        css: '.plain{}',
        data: { api: '/api/trial/cases/:id', html: template, css: '.filled{}' },
      },
    ]),
  );

  trial = Fastify();
  trial.get('/api/trial/cases/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    seen.push({
      url: request.url,
      authorization: request.headers.authorization,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    });
    if (request.headers.authorization !== 'Bearer token-ann') return reply.code(401).send({ error: {} });
    if (id === 'slow') await slowAnswer;
    if (id !== 'c1') return reply.code(404).send({ error: { code: 'not_found', message: 'Case not found' } });
    return annCase;
  });
  const trialUrl = await trial.listen({ port: 0, host: '127.0.0.1' });
  edge = await buildApp({
    config: {
      env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(tmp, 'shell') }),
      localRemoteDirs: { trial: path.join(tmp, 'trial') },
      remoteUpstreams: {},
      remotes: { trial: '/mfe/trial/mf-manifest.json' },
      upstreams: { trial: trialUrl },
    },
  });
});

afterAll(async () => {
  releaseSlow();
  await edge.close();
  await trial.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

const withToken = (token: string) => ({ cookie: `claims_session=1; claims_access=${token}; other=x` });

describe('a page showing the visitor’s record', () => {
  it('comes filled with the record, read with the visitor’s token, and carries the record for the first render', async () => {
    const res = await edge.inject({
      url: '/trial-dashboard/case/c1',
      headers: withToken('token-ann'),
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual([
      { url: '/api/trial/cases/c1', authorization: 'Bearer token-ann', forwardedFor: '203.0.113.9' },
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const root = /<div id="root">(.*)<\/div><\/body>/s.exec(res.body)?.[1];
    expect(root).toBe(
      '<main data-prerendered="/trial-dashboard/case/c1"><h1>CA-2026-000001</h1>' +
        '<span data-status="in_call">in_call</span><dl><dd>Refrigerator</dd><dd>Not given</dd>' +
        '<dd>Warm &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;loud&quot; $&amp; $1</dd><dd>Ann Lee</dd>' +
        '<dd>Not assigned yet</dd></dl></main>',
    );
    expect(res.body).toContain('<style data-prerendered-style>.filled{}</style>');
    expect(res.body).not.toContain('.plain{}');
    const data = /<script type="application\/json" id="page-data" data-api="([^"]*)">(.*?)<\/script>/s.exec(
      res.body,
    );
    expect(data?.[1]).toBe('/api/trial/cases/c1');
    // No `<` in the element: the record's text cannot end it.
    expect(data?.[2]).not.toContain('<');
    expect(JSON.parse(data![2])).toEqual(annCase);
  });

  it('is the plain snapshot without a token, with a refused or unknown record, and when the service is slow or down', async () => {
    const plain = async (headers: Record<string, string>, url = '/trial-dashboard/case/c1') => {
      const res = await edge.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<main data-prerendered="');
      expect(res.body).toContain('<p>Loading case</p>');
      expect(res.body).toContain('.plain{}');
      expect(res.body).not.toContain('page-data');
    };
    await plain({ cookie: 'claims_session=1' });
    expect(seen).toEqual([]);
    await plain(withToken('token-bob'));
    await plain(withToken('token-ann'), '/trial-dashboard/case/c2');
    await plain(withToken('token-ann'), '/trial-dashboard/case/slow');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/trial/cases/c1',
      '/api/trial/cases/c2',
      '/api/trial/cases/slow',
    ]);
  });

  it('asks only for the record the page’s own address names', async () => {
    await edge.inject({ url: '/trial-dashboard/case/a%2Fb%3Fx', headers: withToken('token-ann') });
    await edge.inject({ url: '/trial-dashboard/case/..', headers: withToken('token-ann') });
    await edge.inject({ url: '/trial-dashboard/case/%2E%2E', headers: withToken('token-ann') });
    expect(seen.map((s) => s.url)).toEqual(['/api/trial/cases/a%2Fb%3Fx']);
  });
});

describe('fillSnapshot', () => {
  it('puts each field’s text in its place, escaped, and the fallback for an empty, missing or non-text field', () => {
    expect(
      fillSnapshot('<a title="{{a}}">{{b.c}}</a>{{n}}{{x|none}}{{e|empty}}{{o|obj}}{{b}}', {
        a: `"'<>&`,
        b: { c: 'deep' },
        n: 7,
        e: '',
        o: { c: 1 },
      }),
    ).toBe('<a title="&quot;&#39;&lt;&gt;&amp;">deep</a>7noneemptyobj');
    // Only the record's own fields: nothing is read from its prototype.
    expect(fillSnapshot('{{constructor|-}}{{toString.name|-}}', {})).toBe('--');
  });
});

describe('recordApiPath', () => {
  it('takes each parameter from the visitor’s path, encoded as one segment', () => {
    expect(
      recordApiPath('/api/trial/cases/:id', '/trial-dashboard/case/:id', '/trial-dashboard/case/c1'),
    ).toBe('/api/trial/cases/c1');
    expect(recordApiPath('/api/a/:x/b/:y', '/p/:y/:x', '/p/2/one%20two')).toBe('/api/a/one%20two/b/2');
    expect(
      recordApiPath('/api/trial/cases/:id', '/trial-dashboard/case/:id', '/trial-dashboard/case/%E0%A4%A'),
    ).toBe(undefined);
    expect(recordApiPath('/api/trial/cases/:id', '/trial-dashboard/case/:id', '/other/c1/x')).toBe(undefined);
    expect(
      recordApiPath('/api/cases/:missing', '/trial-dashboard/case/:id', '/trial-dashboard/case/c1'),
    ).toBe(undefined);
    expect(recordApiPath('/elsewhere/:id', '/trial-dashboard/case/:id', '/trial-dashboard/case/c1')).toBe(
      undefined,
    );
  });
});
