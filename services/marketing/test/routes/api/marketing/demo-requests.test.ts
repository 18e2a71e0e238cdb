import { Types } from 'mongoose';
import { demoRequestFields } from '@claims/contracts';
import { newKey, uniqueEmail, recordingTransport, build, type TestContext } from '../../../helper';
import { validDemoRequest } from '../../../support/valid-forms';

const url = '/api/marketing/demo-requests';
let ctx: TestContext & { close: () => Promise<void> };
const mail = recordingTransport();

beforeAll(async () => {
  ctx = await build({
    mailTransport: mail.transport,
    env: { LEADS_NOTIFY_EMAIL: 'sales@claimassist.example' },
  });
});
afterAll(() => ctx.close());

const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: body, headers });

const adminList = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/marketing/leads?kind=demo',
    headers: ctx.tokens.authHeader({ roles: ['admin'] }),
  });
  return res.json();
};

describe('POST /api/marketing/demo-requests', () => {
  it('stores the request with its page and referrer, and answers 201 with a receipt', async () => {
    const res = await post(
      {
        ...validDemoRequest,
        idempotencyKey: newKey(),
        page: '/request-demo',
        referrer: 'https://www.google.com/',
      },
      { 'user-agent': 'jest' },
    );
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({
      id: expect.any(String),
      receivedAt: expect.any(String),
      duplicate: false,
      confirmationEmailSent: true,
    });
    const list = await adminList();
    const lead = list.items.find((l: { id: string }) => l.id === receipt.id);
    expect(lead).toMatchObject({
      kind: 'demo',
      page: '/request-demo',
      referrer: 'https://www.google.com/',
      fields: { ...validDemoRequest },
    });
  });

  it('sends a confirmation to the visitor and a notification to the team', async () => {
    const email = 'confirm.me@example.com';
    await post({ ...validDemoRequest, email, idempotencyKey: newKey() });
    await ctx.app.outbox.deliverDue();
    const toVisitor = mail.sent.find((m) => m.to === email);
    expect(toVisitor?.subject).toBe('We received your demo request');
    expect(toVisitor?.text).toContain('within 24 hours');
    expect(toVisitor?.text).toContain('/auth');
    const toTeam = mail.sent.find((m) => m.to === 'sales@claimassist.example' && m.replyTo === email);
    expect(toTeam?.subject).toContain(validDemoRequest.company);
    expect(toTeam?.text).toContain('I am a: Insurance Company');
  });

  it('never echoes what the visitor typed to the address the visitor typed (no relay for phishing)', async () => {
    const email = 'victim@example.com';
    const bait = 'URGENT: verify your bank account at http://phish.example';
    await post({ ...validDemoRequest, email, name: bait, company: bait, idempotencyKey: newKey() });
    await ctx.app.outbox.deliverDue();
    const toVisitor = mail.sent.find((m) => m.to === email);
    expect(toVisitor?.subject).toBe('We received your demo request');
    expect(toVisitor?.text).not.toContain('phish.example');
    expect(toVisitor?.text).not.toContain('URGENT');
    // The team still sees everything.
    const toTeam = mail.sent.find((m) => m.to === 'sales@claimassist.example' && m.replyTo === email);
    expect(toTeam?.text).toContain(bait);
  });

  it('stores a submission sent twice with the same key once, and answers the repeat with the same id', async () => {
    const body = { ...validDemoRequest, email: 'twice@example.com', idempotencyKey: newKey() };
    const [first, second] = await Promise.all([post(body), post(body)]);
    const third = await post(body);
    const ids = new Set([first.json().id, second.json().id, third.json().id]);
    expect(ids.size).toBe(1);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(third.statusCode).toBe(200);
    expect(third.json().duplicate).toBe(true);
    const list = await adminList();
    expect(
      list.items.filter((l: { fields: { email: string } }) => l.fields.email === 'twice@example.com'),
    ).toHaveLength(1);
    await ctx.app.outbox.deliverDue();
    expect(mail.sent.filter((m) => m.to === 'twice@example.com')).toHaveLength(1);
  });

  it('recognises the same answers sent again as a new submission (a reload, a second tab) and keeps one', async () => {
    const email = uniqueEmail('again');
    const first = await post({ ...validDemoRequest, email, idempotencyKey: newKey() });
    expect(first.statusCode).toBe(201);
    // Case and spacing aside, the same answers from the same address.
    const again = await post({
      ...validDemoRequest,
      email: email.toUpperCase(),
      company: `  ${validDemoRequest.company.toLowerCase()} `,
      idempotencyKey: newKey(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, duplicate: true });
    const stored = (await adminList()).items.filter(
      (lead: { fields: { email: string } }) => lead.fields.email.toLowerCase() === email,
    );
    expect(stored).toHaveLength(1);
    await ctx.app.outbox.deliverDue();
    expect(mail.sent.filter((m) => m.to?.toLowerCase() === email)).toHaveLength(1);
    // Another answer is another request.
    const changed = await post({
      ...validDemoRequest,
      email,
      message: 'A second question.',
      idempotencyKey: newKey(),
    });
    expect(changed.statusCode).toBe(201);
  });

  it('stores the same answers again after a day', async () => {
    const email = uniqueEmail('next-day');
    const first = await post({ ...validDemoRequest, email, idempotencyKey: newKey() });
    await ctx.app.db
      .collection('demo_requests')
      .updateOne(
        { _id: new Types.ObjectId(first.json().id as string) },
        { $set: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } },
      );
    const later = await post({ ...validDemoRequest, email, idempotencyKey: newKey() });
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });

  it('accepts a request without the optional message', async () => {
    const { message: _omitted, ...rest } = validDemoRequest;
    const res = await post({ ...rest, message: '', idempotencyKey: newKey() });
    expect(res.statusCode).toBe(201);
  });

  it.each(demoRequestFields.filter((f) => f.required).map((f) => f.name))('requires %s', async (name) => {
    const before = (await adminList()).counts.demo;
    const res = await post({ ...validDemoRequest, [name]: '', idempotencyKey: newKey() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[name]).toEqual(expect.any(String));
    expect((await adminList()).counts.demo).toBe(before);
  });

  it('names the missing fields in the spec’s words', async () => {
    const res = await post({ userType: 'customer', idempotencyKey: newKey() });
    expect(res.json().error.fields).toMatchObject({
      name: 'Full Name is required',
      email: 'Work Email is required',
      company: 'Company is required',
      role: 'Role/Title is required',
    });
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com'])('rejects the email %s', async (email) => {
    const res = await post({ ...validDemoRequest, email, idempotencyKey: newKey() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Enter a valid email address');
  });

  it.each(['customer', 'insurance', 'service_provider'])('accepts the visitor type %s', async (userType) => {
    const res = await post({ ...validDemoRequest, email: uniqueEmail(), userType, idempotencyKey: newKey() });
    expect(res.statusCode).toBe(201);
  });

  it('rejects a visitor type outside the three', async () => {
    const res = await post({ ...validDemoRequest, userType: 'investor', idempotencyKey: newKey() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.userType).toBe('Choose which best describes you');
  });

  it('requires an idempotency key', async () => {
    const res = await post({ ...validDemoRequest });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.idempotencyKey).toEqual(expect.any(String));
  });

  it('answers a bot that fills the honeypot like a person, but keeps and sends nothing', async () => {
    const before = (await adminList()).counts.demo;
    // Let the earlier tests' emails finish first.
    await ctx.app.outbox.deliverDue();
    const sentBefore = mail.sent.length;
    const res = await post({
      ...validDemoRequest,
      email: 'bot@spam.example',
      website: 'http://spam.example',
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(201);
    // Looks exactly like a person's receipt.
    expect(res.json()).toEqual({
      id: expect.any(String),
      receivedAt: expect.any(String),
      duplicate: false,
      confirmationEmailSent: true,
    });
    expect((await adminList()).counts.demo).toBe(before);
    await ctx.app.outbox.deliverDue();
    expect(mail.sent.length).toBe(sentBefore);
  });
});

describe('the receipt says whether a confirmation email is on its way', () => {
  it('is false when the site has no mail server (the email is only kept for admins)', async () => {
    const withoutMail = await build({ shareWith: ctx });
    try {
      const res = await withoutMail.app.inject({
        method: 'POST',
        url,
        payload: { ...validDemoRequest, email: uniqueEmail(), idempotencyKey: newKey() },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().confirmationEmailSent).toBe(false);
    } finally {
      await withoutMail.close();
    }
  });
});
