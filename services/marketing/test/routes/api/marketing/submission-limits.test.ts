import { newKey, uniqueEmail, build, type TestContext } from '../../../helper';
import { validApplications, validDemoRequest, validSurveys } from '../../../support/valid-forms';

let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build({
    env: { SUBMISSION_RATE_LIMIT_MAX: '3', SUBMISSION_RATE_LIMIT_WINDOW_MS: '600000' },
  });
});
afterAll(() => ctx.close());

const from = (ip: string) => ({ remoteAddress: ip });

describe('per-visitor submission limit', () => {
  it('counts every form against one budget and tells the person when to try again', async () => {
    const ip = '203.0.113.7';
    const sends = [
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/marketing/surveys/customer',
          payload: { ...validSurveys.customer, idempotencyKey: newKey() },
          ...from(ip),
        }),
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/marketing/demo-requests',
          payload: { ...validDemoRequest, idempotencyKey: newKey() },
          ...from(ip),
        }),
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/marketing/applications/store',
          payload: { ...validApplications.store, idempotencyKey: newKey() },
          ...from(ip),
        }),
    ];
    for (const send of sends) expect((await send()).statusCode).toBe(201);

    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/surveys/provider',
      payload: { ...validSurveys.provider, idempotencyKey: newKey() },
      ...from(ip),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(blocked.json().error.message).toMatch(
      /^You have sent several forms in a short time\. Please try again in 10 minutes, or call us at \(817\) 555-0142\.$/,
    );
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not hold one visitor’s forms against another', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/surveys/customer',
      payload: { ...validSurveys.customer, email: uniqueEmail(), idempotencyKey: newKey() },
      remoteAddress: '198.51.100.20',
    });
    expect(res.statusCode).toBe(201);
  });

  it('leaves reading the resource files outside the form budget', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/resources/carbon-credit-circularity-proposal.pdf',
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
  });
});
