import { newKey, build, type TestContext } from '../../../helper';
import { validApplications, validDemoRequest, validSurveys } from '../../../support/valid-forms';

let ctx: TestContext & { close: () => Promise<void> };
const admin = () => ctx.tokens.authHeader({ roles: ['admin'] });

beforeAll(async () => {
  ctx = await build();
  const send = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, payload: { ...payload, idempotencyKey: newKey() } });
  await send('/api/marketing/demo-requests', {
    ...validDemoRequest,
    name: 'First Visitor',
    email: 'first@example.com',
  });
  await send('/api/marketing/demo-requests', {
    ...validDemoRequest,
    name: 'Second Visitor',
    email: 'second@example.com',
    company: 'Acme, "Claims" Ltd',
  });
  await send('/api/marketing/demo-requests', {
    ...validDemoRequest,
    name: 'Third Visitor',
    email: 'third@example.com',
    userType: 'service_provider',
    company: '=HYPERLINK("x")',
  });
  await send('/api/marketing/applications/store', validApplications.store);
  await send('/api/marketing/applications/recycling', validApplications.recycling);
  await send('/api/marketing/surveys/customer', validSurveys.customer);
  await send('/api/marketing/surveys/customer', { ...validSurveys.customer, email: 'other@example.com' });
  await send('/api/marketing/surveys/rental', validSurveys.rental);
  // Arrival times one minute apart, set outright (not by waiting between requests), so "newest first" is certain.
  const arrivals = ['first@example.com', 'second@example.com', 'third@example.com'];
  for (const [index, email] of arrivals.entries()) {
    await ctx.app.db
      .collection('demo_requests')
      .updateOne({ email }, { $set: { createdAt: new Date(Date.UTC(2026, 0, 1, 12, index)) } });
  }
});
afterAll(() => ctx.close());

describe('GET /api/marketing/leads', () => {
  it('refuses anyone who is not signed in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/marketing/leads' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it.each([['customer'], ['tech'], ['insurance']] as const)('refuses a signed-in %s', async (role) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads',
      headers: ctx.tokens.authHeader({ roles: [role] }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('lists demo requests newest first with the counts of every kind and type', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=demo',
      headers: admin(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((l: { fields: { name: string } }) => l.fields.name)).toEqual([
      'Third Visitor',
      'Second Visitor',
      'First Visitor',
    ]);
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({
      demo: 3,
      application: { provider: 0, store: 1, rental: 0, recycling: 1 },
      survey: { customer: 2, insurance: 0, provider: 0, store: 0, rental: 1, recycling: 0 },
    });
  });

  it('lists one type of application or survey at a time', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=survey&type=customer',
      headers: admin(),
    });
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.every((l: { type: string }) => l.type === 'customer')).toBe(true);
  });

  it('without a type, lists and searches every type of the kind (the search across every lead)', async () => {
    const applications = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=application&q=example',
      headers: admin(),
    });
    expect(applications.statusCode).toBe(200);
    expect(applications.json().items.map((l: { type: string }) => l.type)).toEqual(['recycling', 'store']);
    expect(applications.json().total).toBe(2);
    const surveys = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=survey',
      headers: admin(),
    });
    expect(
      surveys
        .json()
        .items.map((l: { type: string }) => l.type)
        .sort(),
    ).toEqual(['customer', 'customer', 'rental']);
    const oneRecycler = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=application&q=greenloop',
      headers: admin(),
    });
    expect(oneRecycler.json().items.map((l: { type: string }) => l.type)).toEqual(['recycling']);
  });

  it("a search within one type also counts the matches in each of the kind's other types", async () => {
    // No service provider mentions Green Loop; the recycler does.
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=application&type=provider&q=greenloop',
      headers: admin(),
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().items).toEqual([]);
    expect(elsewhere.json().total).toBe(0);
    expect(elsewhere.json().matchesByType).toEqual({ provider: 0, store: 0, rental: 0, recycling: 1 });
    const surveys = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=survey&type=rental&q=example',
      headers: admin(),
    });
    expect(surveys.json().total).toBe(1);
    expect(surveys.json().matchesByType).toEqual({
      customer: 2,
      insurance: 0,
      provider: 0,
      store: 0,
      rental: 1,
      recycling: 0,
    });
    // Without a search there is nothing to locate, and demo requests have no types.
    const unsearched = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=application&type=provider',
      headers: admin(),
    });
    expect(unsearched.json()).not.toHaveProperty('matchesByType');
    const demo = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=demo&q=visitor',
      headers: admin(),
    });
    expect(demo.json()).not.toHaveProperty('matchesByType');
  });

  it('finds a phone number however it was written or typed', async () => {
    // Stored as "817-555-0122" (the store) and "214.555.0144" (the recycler).
    for (const q of ['8175550122', '(817) 555-0122', '817 555 0122']) {
      const found = await ctx.app.inject({
        method: 'GET',
        url: `/api/marketing/leads?kind=application&q=${encodeURIComponent(q)}`,
        headers: admin(),
      });
      expect(found.json().items.map((l: { type: string }) => l.type)).toEqual(['store']);
    }
    const recycler = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=application&q=2145550144',
      headers: admin(),
    });
    expect(recycler.json().items.map((l: { type: string }) => l.type)).toEqual(['recycling']);
  });

  it('searches every field, including the readable label of a choice, case-insensitively', async () => {
    const byEmail = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=demo&q=SECOND%40example',
      headers: admin(),
    });
    expect(byEmail.json().items.map((l: { fields: { name: string } }) => l.fields.name)).toEqual([
      'Second Visitor',
    ]);
    expect(byEmail.json().total).toBe(1);
    const byLabel = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=demo&q=service%20provider',
      headers: admin(),
    });
    expect(byLabel.json().items.map((l: { fields: { name: string } }) => l.fields.name)).toEqual([
      'Third Visitor',
    ]);
    const regexChars = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=demo&q=.*',
      headers: admin(),
    });
    expect(regexChars.json().total).toBe(0);
  });

  it('limits the page size and says how many match', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=demo&limit=2',
      headers: admin(),
    });
    expect(res.json().items).toHaveLength(2);
    expect(res.json().total).toBe(3);
  });

  it('rejects an unknown kind or type', async () => {
    const badKind = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=visitors',
      headers: admin(),
    });
    expect(badKind.statusCode).toBe(400);
    const badType = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads?kind=survey&type=pets',
      headers: admin(),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields.type).toMatch(/Survey type must be one of/);
  });
});

describe('GET /api/marketing/leads/export.csv', () => {
  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/marketing/leads/export.csv' })).statusCode).toBe(
      401,
    );
    const customer = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads/export.csv',
      headers: ctx.tokens.authHeader({ roles: ['customer'] }),
    });
    expect(customer.statusCode).toBe(403);
  });

  it('exports what the list shows: the same kind, type and search, with readable labels', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads/export.csv?kind=demo&q=visitor',
      headers: admin(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-demo-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received (Central Time),Full Name,Work Email,Company,I am a,Role/Title,Message,Page,Referrer,ID',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Third Visitor');
    expect(lines[1]).toContain('Service Provider / Technician');
    // A value that a spreadsheet would run as a formula is kept as text.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain('"Acme, ""Claims"" Ltd"');
  });

  it('exports every type of a kind when no type is given, with a Type column and every form field', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads/export.csv?kind=application',
      headers: admin(),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0].startsWith('Received (Central Time),Type,')).toBe(true);
    const recycler = lines.find((line) => line.includes('hello@greenloop.example'));
    const store = lines.find((line) => line.includes('owner@cowtown.example'));
    expect(recycler).toContain('Recycling');
    expect(store).toContain('Cowtown Appliances');
  });

  it('exports the selected survey type only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketing/leads/export.csv?kind=survey&type=customer&q=other%40',
      headers: admin(),
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(
      lines[0].startsWith('Received (Central Time),Name,Email,How long did your last insurance claim take?'),
    ).toBe(true);
    expect(lines[1]).toContain('other@example.com');
    expect(lines[1]).toContain('5-8 weeks');
  });
});

describe('leads search without accents', () => {
  let own: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    own = await build();
    await own.app.inject({
      method: 'POST',
      url: '/api/marketing/demo-requests',
      payload: { ...validDemoRequest, name: 'Anna Müller', company: 'Łódź Ñandú', idempotencyKey: newKey() },
    });
  });
  afterAll(() => own.close());

  it('finds a name or company typed without its accents, or with them', async () => {
    for (const q of ['muller', 'MÜLLER', 'lodz nandu', 'Ñandú']) {
      const found = await own.app.inject({
        method: 'GET',
        url: `/api/marketing/leads?kind=demo&q=${encodeURIComponent(q)}`,
        headers: own.tokens.authHeader({ roles: ['admin'] }),
      });
      expect(found.json().items.map((l: { fields: { name: string } }) => l.fields.name)).toEqual([
        'Anna Müller',
      ]);
    }
  });
});
