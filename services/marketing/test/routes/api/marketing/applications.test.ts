import {
  applicationFields,
  applicationSchemas,
  applicationTypes,
  type ApplicationType,
  type LeadsList,
} from '@claims/contracts';
import { newKey, uniqueEmail, recordingTransport, build, type TestContext } from '../../../helper';
import { validApplications } from '../../../support/valid-forms';

let ctx: TestContext & { close: () => Promise<void> };
const mail = recordingTransport();
beforeAll(async () => {
  ctx = await build({
    mailTransport: mail.transport,
    env: { LEADS_NOTIFY_EMAIL: 'partners@claimassist.example' },
  });
});
afterAll(() => ctx.close());

const post = (type: ApplicationType, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/marketing/applications/${type}`,
    payload: { ...body, idempotencyKey: body.idempotencyKey ?? newKey() },
  });

const list = async (type: ApplicationType) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/marketing/leads?kind=application&type=${type}`,
    headers: ctx.tokens.authHeader({ roles: ['admin'] }),
  });
  return res.json();
};

/** The spec's optional fields per application (section 5); every other field is required. */
const optionalBySpec: Record<ApplicationType, string[]> = {
  provider: [],
  store: ['brands', 'replacementVolume', 'comments'],
  rental: ['monthlyVolume', 'comments'],
  recycling: ['certifications', 'comments'],
};

/** The spec's fields per application (section 3), in its order. */
const fieldsBySpec: Record<ApplicationType, string[]> = {
  provider: ['name', 'email', 'phone', 'specialty', 'experience', 'location'],
  store: [
    'storeName',
    'ownerName',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'inventorySize',
    'brands',
    'deliveryRadius',
    'replacementVolume',
    'comments',
  ],
  rental: [
    'companyName',
    'ownerName',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'currentInventory',
    'rentalModel',
    'coverageArea',
    'monthlyVolume',
    'comments',
  ],
  recycling: [
    'companyName',
    'contactName',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'certifications',
    'monthlyCapacity',
    'serviceArea',
    'recyclingCostPerUnit',
    'donationAcceptance',
    'comments',
  ],
};

describe.each(applicationTypes)('POST /api/marketing/applications/%s', (type) => {
  const fields = applicationFields[type];
  const required = fields.filter((f) => f.required).map((f) => f.name);

  it('has exactly the spec’s fields, and its schema has them too', () => {
    expect(fields.map((f) => f.name)).toEqual(fieldsBySpec[type]);
    expect(Object.keys(applicationSchemas[type].shape)).toEqual(fieldsBySpec[type]);
  });

  it('marks as optional exactly the spec’s optional fields', () => {
    expect(fields.filter((f) => !f.required).map((f) => f.name)).toEqual(optionalBySpec[type]);
  });

  it('stores a complete application and tells the applicant and the team', async () => {
    const res = await post(type, { ...validApplications[type], page: `/join-${type}` });
    expect(res.statusCode).toBe(201);
    const { items } = await list(type);
    expect(items.find((l: { id: string }) => l.id === res.json().id)).toMatchObject({
      kind: 'application',
      type,
      fields: validApplications[type],
    });
    await ctx.app.outbox.deliverDue();
    const email = String(validApplications[type].email);
    expect(
      mail.sent.some((m) => m.to === email && m.subject === 'We received your partner application'),
    ).toBe(true);
    expect(mail.sent.some((m) => m.to === 'partners@claimassist.example' && m.replyTo === email)).toBe(true);
  });

  it('accepts an application with only the required fields', async () => {
    const minimal = Object.fromEntries(
      fields.map((f) => [f.name, f.required ? validApplications[type][f.name] : '']),
    );
    minimal.email = uniqueEmail('minimal');
    expect((await post(type, minimal)).statusCode).toBe(201);
  });

  it.each(required)('refuses an application without %s and stores nothing', async (name) => {
    const before = (await list(type)).total;
    const res = await post(type, { ...validApplications[type], [name]: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[name]).toEqual(expect.any(String));
    expect((await list(type)).total).toBe(before);
  });

  it('rejects a malformed email', async () => {
    const res = await post(type, { ...validApplications[type], email: 'owner at store' });
    expect(res.json().error.fields.email).toBe('Enter a valid email address');
  });

  it.each([
    '555',
    'call me',
    '12345678901234567',
    '817 555 ext 1212',
    '(817) 555-1212 ext',
    '(817) 555-1212 x1234567',
  ])('rejects the phone number %s', async (phone) => {
    const res = await post(type, { ...validApplications[type], phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.phone).toBe('Enter a valid phone number');
  });

  it.each(['(817) 555-1212 ext 5', '817.555.1212 x204', '+1 817 555 1212 Ext. 12', '(817) 555-1212 #9'])(
    'accepts the phone number with an extension %s, stored as typed',
    async (phone) => {
      const res = await post(type, { ...validApplications[type], phone });
      expect(res.statusCode).toBe(201);
      const { items } = (await list(type)) as LeadsList;
      const stored = items.find((item) => item.id === res.json().id);
      expect(stored?.fields.phone).toBe(phone);
    },
  );

  const selects = fields.filter((f) => f.kind === 'select');
  // The provider form has no dropdowns.
  if (selects.length > 0)
    it.each(selects.map((f) => f.name))('accepts every listed value of %s and nothing else', async (name) => {
      const field = selects.find((f) => f.name === name)!;
      for (const choice of field.choices ?? []) {
        const body = { ...validApplications[type], email: uniqueEmail(), [name]: choice.value };
        expect((await post(type, body)).statusCode).toBe(201);
      }
      const res = await post(type, { ...validApplications[type], [name]: 'other-value' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[name]).toMatch(/^Choose /);
    });
});

describe('application field rules', () => {
  it.each([['abc'], ['-1'], ['2.5'], ['71']])(
    'the provider form rejects %s years of experience',
    async (experience) => {
      const res = await post('provider', { ...validApplications.provider, experience });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.experience).toEqual(expect.any(String));
    },
  );

  it('the provider form accepts years of experience typed as text digits', async () => {
    expect((await post('provider', { ...validApplications.provider, experience: '7' })).statusCode).toBe(201);
  });

  it.each(['7610', 'ABCDE', '76102-12'])('address forms reject the ZIP code %s', async (zipCode) => {
    const res = await post('store', { ...validApplications.store, zipCode });
    expect(res.json().error.fields.zipCode).toBe('Enter a 5-digit ZIP code');
  });

  it.each(['Texas!!', '76102', 'T', '<b>TX</b>'])('address forms reject the state %s', async (state) => {
    const res = await post('store', { ...validApplications.store, state });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.state).toBe('Enter a state, such as TX');
  });

  it.each(['TX', 'Texas', 'New Mexico', 'D.C.'])('address forms accept the state %s', async (state) => {
    const res = await post('store', { ...validApplications.store, email: uniqueEmail(), state });
    expect(res.statusCode).toBe(201);
  });

  it('uses the spec’s option values', () => {
    const values = (type: ApplicationType, name: string) =>
      applicationFields[type].find((f) => f.name === name)!.choices!.map((c) => c.value);
    expect(values('store', 'inventorySize')).toEqual(['small', 'medium', 'large', 'xl']);
    expect(values('store', 'deliveryRadius')).toEqual(['10', '25', '50', '100', 'statewide']);
    expect(values('store', 'replacementVolume')).toEqual(['1-10', '11-25', '26-50', '51-100', '100+']);
    expect(values('rental', 'currentInventory')).toEqual(['small', 'medium', 'large', 'xl']);
    expect(values('rental', 'rentalModel')).toEqual([
      'rent-to-own',
      'lease-to-own',
      'short-term',
      'flexible',
    ]);
    expect(values('rental', 'coverageArea')).toEqual([
      'local',
      'regional',
      'statewide',
      'multi-state',
      'national',
    ]);
    expect(values('rental', 'monthlyVolume')).toEqual(['1-25', '26-50', '51-100', '101-250', '250+']);
    expect(values('recycling', 'monthlyCapacity')).toEqual(['small', 'medium', 'large', 'xl']);
    expect(values('recycling', 'serviceArea')).toEqual([
      'local',
      'county',
      'regional',
      'statewide',
      'multi-state',
    ]);
    expect(values('recycling', 'recyclingCostPerUnit')).toEqual(['free', '0-25', '25-50', '50-100', '100+']);
    expect(values('recycling', 'donationAcceptance')).toEqual(['yes-partner', 'yes-direct', 'no']);
  });

  it('labels the rental owner field as the contact name', () => {
    expect(applicationFields.rental.find((f) => f.name === 'ownerName')?.label).toBe('Contact Name');
  });
});
