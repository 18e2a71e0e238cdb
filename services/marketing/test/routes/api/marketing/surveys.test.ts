import { surveyFields, surveySchemas, surveyTypes, type SurveyType } from '@claims/contracts';
import { newKey, uniqueEmail, recordingTransport, build, type TestContext } from '../../../helper';
import { validSurveys } from '../../../support/valid-forms';

let ctx: TestContext & { close: () => Promise<void> };
const mail = recordingTransport();
beforeAll(async () => {
  ctx = await build({
    mailTransport: mail.transport,
    env: { LEADS_NOTIFY_EMAIL: 'research@claimassist.example' },
  });
});
afterAll(() => ctx.close());

const post = (type: SurveyType, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/marketing/surveys/${type}`,
    payload: { ...body, idempotencyKey: body.idempotencyKey ?? newKey() },
  });

const list = async (type: SurveyType, q?: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/marketing/leads?kind=survey&type=${type}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    headers: ctx.tokens.authHeader({ roles: ['admin'] }),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The spec's required fields per survey (section 5). */
const requiredBySpec: Record<SurveyType, string[]> = {
  customer: ['name', 'email'],
  insurance: ['companyName', 'email'],
  provider: ['name', 'email'],
  store: ['storeName', 'email', 'location'],
  rental: ['companyName', 'email', 'location'],
  recycling: ['companyName', 'email', 'location'],
};

describe.each(surveyTypes)('POST /api/marketing/surveys/%s', (type) => {
  const fields = surveyFields[type];

  it('form fields marked required are exactly the spec’s required fields', () => {
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(requiredBySpec[type]);
  });

  it('every form field is part of the survey’s schema', () => {
    const shape = Object.keys(surveySchemas[type].shape);
    for (const field of fields) expect(shape).toContain(field.name);
  });

  it('stores a complete response with its type and answers', async () => {
    const res = await post(type, { ...validSurveys[type], page: '/' });
    expect(res.statusCode).toBe(201);
    const { items } = await list(type);
    const stored = items.find((l: { id: string }) => l.id === res.json().id);
    expect(stored).toMatchObject({ kind: 'survey', type, page: '/', fields: validSurveys[type] });
  });

  it('accepts only the required fields, with every dropdown and the comments left empty', async () => {
    const minimal = Object.fromEntries(
      fields.map((f) => [f.name, f.required ? validSurveys[type][f.name] : '']),
    );
    const res = await post(type, minimal);
    expect(res.statusCode).toBe(201);
    const { items } = await list(type);
    const stored = items.find((l: { id: string }) => l.id === res.json().id);
    expect(Object.keys(stored.fields).sort()).toEqual([...requiredBySpec[type]].sort());
  });

  it.each(requiredBySpec[type])('refuses a response without %s and stores nothing', async (name) => {
    const before = (await list(type)).total;
    const res = await post(type, { ...validSurveys[type], [name]: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[name]).toMatch(/required/);
    expect((await list(type)).total).toBe(before);
  });

  it('rejects a malformed email', async () => {
    const res = await post(type, { ...validSurveys[type], email: 'someone@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Enter a valid email address');
  });

  const selects = fields.filter((f) => f.kind === 'select');
  it.each(selects.map((f) => f.name))('accepts every listed value of %s and nothing else', async (name) => {
    const field = selects.find((f) => f.name === name)!;
    for (const choice of field.choices ?? []) {
      const res = await post(type, { ...validSurveys[type], email: uniqueEmail(), [name]: choice.value });
      expect(res.statusCode).toBe(201);
    }
    const res = await post(type, { ...validSurveys[type], [name]: 'something-else' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[name]).toMatch(/^Choose /);
  });

  it('tells the team (replying to the respondent) and confirms to the respondent: two emails in the outbox', async () => {
    const email = uniqueEmail();
    const res = await post(type, { ...validSurveys[type], email });
    expect(res.statusCode).toBe(201);
    const queued = await ctx.app.db
      .collection('outbox_emails')
      .find({ leadRef: `survey_responses/${res.json().id}` })
      .toArray();
    expect(queued.map((e) => e.to).sort()).toEqual([email, 'research@claimassist.example'].sort());

    await ctx.app.outbox.deliverDue();
    const confirmation = mail.sent.find((m) => m.to === email);
    expect(confirmation?.subject).toBe('We received your survey answers');
    // A fixed text: nothing the respondent typed goes back to the address they typed.
    expect(confirmation?.text).not.toContain(validSurveys[type].comments);
    const notice = mail.sent.find((m) => m.to === 'research@claimassist.example' && m.replyTo === email);
    expect(notice?.subject).toMatch(new RegExp(`^New ${type} survey response: `));
    expect(notice?.text).toContain(`Email: ${email}`);
    expect(notice?.text).toContain(validSurveys[type].comments);
  });

  it('sends no second email for a resubmission', async () => {
    const idempotencyKey = newKey();
    const body = { ...validSurveys[type], email: uniqueEmail(), idempotencyKey };
    const first = await post(type, body);
    expect((await post(type, body)).statusCode).toBe(200);
    const queued = await ctx.app.db
      .collection('outbox_emails')
      .countDocuments({ leadRef: `survey_responses/${first.json().id}` });
    expect(queued).toBe(2);
  });

  it('stores a resubmission with the same key once', async () => {
    const idempotencyKey = newKey();
    const email = uniqueEmail();
    const first = await post(type, { ...validSurveys[type], email, idempotencyKey });
    const again = await post(type, { ...validSurveys[type], email, idempotencyKey });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });
});

describe('survey option values', () => {
  it('are exactly the spec’s values', () => {
    const values = (type: SurveyType, name: string) =>
      surveyFields[type].find((f) => f.name === name)!.choices!.map((c) => c.value);
    expect(values('customer', 'claimDuration')).toEqual([
      '<2weeks',
      '3-4weeks',
      '5-8weeks',
      '9-12weeks',
      '>12weeks',
    ]);
    expect(values('customer', 'satisfaction')).toEqual([
      'very-dissatisfied',
      'dissatisfied',
      'neutral',
      'satisfied',
      'very-satisfied',
    ]);
    expect(values('customer', 'interest')).toEqual(['not-interested', 'somewhat', 'very', 'extremely']);
    expect(values('insurance', 'role')).toEqual(['executive', 'director', 'manager', 'analyst', 'other']);
    expect(values('insurance', 'fraudConcern')).toEqual(['not-concerned', 'somewhat', 'very', 'critical']);
    expect(values('insurance', 'processingTime')).toEqual([
      '<2weeks',
      '2-4weeks',
      '4-8weeks',
      '8-12weeks',
      '>12weeks',
    ]);
    expect(values('insurance', 'techInterest')).toEqual(['not-interested', 'exploring', 'ready', 'urgent']);
    expect(values('provider', 'businessType')).toEqual([
      'hvac',
      'plumbing',
      'electrical',
      'appliance',
      'general',
      'other',
    ]);
    expect(values('provider', 'paymentDelay')).toEqual([
      '<2weeks',
      '2-4weeks',
      '1-2months',
      '2-3months',
      '>3months',
    ]);
    expect(values('provider', 'jobConsistency')).toEqual([
      'very-consistent',
      'somewhat',
      'inconsistent',
      'very-inconsistent',
    ]);
    expect(values('provider', 'platformInterest')).toEqual(['not-interested', 'somewhat', 'very', 'ready']);
    expect(values('store', 'inventorySize')).toEqual(['small', 'medium', 'large', 'xl']);
    expect(values('rental', 'currentInventory')).toEqual(['small', 'medium', 'large', 'xl']);
    expect(values('store', 'replacementVolume')).toEqual(['1-10', '11-25', '26-50', '51-100', '100+']);
    expect(values('store', 'deliveryCapability')).toEqual([
      '10miles',
      '25miles',
      '50miles',
      '100miles',
      'statewide',
    ]);
    expect(values('store', 'platformInterest')).toEqual([
      'not-interested',
      'learning',
      'interested',
      'ready',
    ]);
    expect(values('recycling', 'platformInterest')).toEqual([
      'not-interested',
      'learning',
      'interested',
      'ready',
    ]);
    expect(values('rental', 'platformInterest')).toEqual([
      'not-interested',
      'exploring',
      'interested',
      'ready',
    ]);
    expect(values('rental', 'monthlyRentals')).toEqual(['1-25', '26-50', '51-100', '101-250', '250+']);
    expect(values('rental', 'coverageArea')).toEqual([
      'local',
      'regional',
      'statewide',
      'multi-state',
      'national',
    ]);
    expect(values('recycling', 'certifications')).toEqual(['epa', 'r2', 'estewards', 'multiple', 'none']);
    expect(values('recycling', 'monthlyCapacity')).toEqual(['small', 'medium', 'large', 'xl']);
    expect(values('recycling', 'serviceArea')).toEqual([
      'local',
      'county',
      'regional',
      'statewide',
      'multi-state',
    ]);
    expect(values('recycling', 'recyclingCost')).toEqual(['free', '0-25', '25-50', '50-100', '100+']);
  });

  it('the comment box is optional on every survey', () => {
    for (const type of surveyTypes) {
      const comments = surveyFields[type].find((f) => f.name === 'comments');
      expect(comments).toMatchObject({ kind: 'textarea', required: false });
    }
  });
});
