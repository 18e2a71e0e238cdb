import { build, type TestContext } from '../../../helper';

let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const formAnswers = ['200', '201', '400', '409', '429'];
const adminAnswers = ['200', '400', '401', '403'];

describe('/api/marketing route tree', () => {
  it('declares every answer of every route, errors included, in the published OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/marketing/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths: Record<string, Record<string, { responses: Record<string, unknown> }>> = response.json()
      .paths;
    const answers = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort();

    expect(answers('/api/marketing/demo-requests/', 'post')).toEqual(formAnswers);
    for (const type of ['customer', 'insurance', 'provider', 'store', 'rental', 'recycling'])
      expect(answers(`/api/marketing/surveys/${type}`, 'post')).toEqual(formAnswers);
    for (const type of ['provider', 'store', 'rental', 'recycling'])
      expect(answers(`/api/marketing/applications/${type}`, 'post')).toEqual(formAnswers);
    expect(answers('/api/marketing/leads/', 'get')).toEqual(adminAnswers);
    expect(answers('/api/marketing/leads/export.csv', 'get')).toEqual(adminAnswers);
    expect(answers('/api/marketing/resources/{file}', 'get')).toEqual(['200', '400', '404']);
  });

  it('answers a refused form in the one error shape through the declared schema', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/demo-requests',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: expect.any(Object) },
    });
  });

  it('answers a signed-out leads request with 401 and an unknown resource with 404, both in the one error shape', async () => {
    const leads = await ctx.app.inject({ method: 'GET', url: '/api/marketing/leads?kind=demo' });
    expect(leads.statusCode).toBe(401);
    expect(leads.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    const resource = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/resources/no-such-file.pdf',
    });
    expect(resource.statusCode).toBe(404);
    expect(resource.json()).toEqual({
      error: { code: 'not_found', message: expect.stringContaining('no-such-file.pdf') },
    });
  });
});
