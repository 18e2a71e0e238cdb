import { startTestDatabase, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import { buildTrialApp } from '../../../support/trial-app';
import { anotherCase, createUser, fileCase, type TestUser } from '../../../support/case-fixtures';

let database: TestDatabase;
let app: ServiceApp;
let tokens: TestTokens;

jest.setTimeout(30_000);

beforeAll(async () => {
  database = await startTestDatabase();
  ({ app, tokens } = await buildTrialApp(database, {
    CASE_FILINGS_PER_ACCOUNT_MAX: '2',
    CASE_FILINGS_WINDOW_MS: String(60 * 60_000),
  }));
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const file = (customer: TestUser, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/trial/cases',
    headers: { ...customer.headers, ...headers },
    payload,
  });

describe('POST /api/trial/cases: cases one account may file per hour', () => {
  it('refuses the next case past the limit with the wait and the phone number, and files nothing', async () => {
    const customer = await createUser(app, tokens, ['customer']);
    await fileCase(app, customer);
    await fileCase(app, customer);
    const before = await app.db.collection('cases').countDocuments({ customerId: customer.id });

    const refused = await file(customer, anotherCase());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message:
        'You have filed several cases in a short time. Please try again in 60 minutes, or call us at (817) 555-0142.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await app.db.collection('cases').countDocuments({ customerId: customer.id })).toBe(before);
  });

  it('counts per account: another customer behind the same address files as usual', async () => {
    const first = await createUser(app, tokens, ['customer']);
    const second = await createUser(app, tokens, ['customer']);
    await fileCase(app, first);
    await fileCase(app, first);
    expect((await file(first, anotherCase())).statusCode).toBe(429);
    expect((await file(second, anotherCase())).statusCode).toBe(201);
  });

  it('counts only cases filed: refusals cost nothing, and at the limit the same case is still named, and a lost answer sent again still gets its case', async () => {
    const customer = await createUser(app, tokens, ['customer']);
    // An invalid form and the same case twice: one case filed.
    expect((await file(customer, { deviceType: '', issueDescription: '' })).statusCode).toBe(400);
    const same = anotherCase();
    const key = 'b1c2d3e4-0000-4000-8000-000000000001';
    const filed = await file(customer, same, { 'idempotency-key': key });
    expect(filed.statusCode).toBe(201);
    expect((await file(customer, same)).statusCode).toBe(409);
    // The second case reaches the limit.
    await fileCase(app, customer);

    const again = await file(customer, same);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.duplicateOf).toBe(filed.json().caseNumber);
    const repeat = await file(customer, same, { 'idempotency-key': key });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().id).toBe(filed.json().id);
    expect((await file(customer, anotherCase())).statusCode).toBe(429);
    expect((await file(customer, { ...same, fileAgain: true })).statusCode).toBe(429);
  });
});
