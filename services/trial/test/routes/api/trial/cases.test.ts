import { startTestDatabase, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import sharp from 'sharp';
import { Types } from 'mongoose';
import { buildTrialApp } from '../../../support/trial-app';
import { anotherCase, createUser, fileCase, validCase, type TestUser } from '../../../support/case-fixtures';

let database: TestDatabase;
let app: ServiceApp;
let tokens: TestTokens;
let owner: TestUser;
let otherCustomer: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let insurance: TestUser;
let otherInsurance: TestUser;
let admin: TestUser;
let pngPhoto: Buffer;

// Seven accounts hash their passwords before the suite starts; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

beforeAll(async () => {
  database = await startTestDatabase();
  ({ app, tokens } = await buildTrialApp(database));
  owner = await createUser(app, tokens, ['customer'], 'Olive Owner');
  otherCustomer = await createUser(app, tokens, ['customer'], 'Oscar Other');
  tech = await createUser(app, tokens, ['tech'], 'Tina Tech');
  otherTech = await createUser(app, tokens, ['tech'], 'Theo Tech');
  insurance = await createUser(app, tokens, ['insurance'], 'Ian Insurer');
  otherInsurance = await createUser(app, tokens, ['insurance'], 'Isla Insurer');
  admin = await createUser(app, tokens, ['admin'], 'Ada Admin');
  pngPhoto = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const cases = () => app.db.collection('cases');
const outbox = () => app.db.collection('outbox_emails');

async function assignedCase(status = 'pending') {
  const created = await fileCase(app, owner);
  const response = await app.inject({
    method: 'PUT',
    url: `/api/trial/cases/${created.id}/assignment`,
    headers: admin.headers,
    payload: { techId: tech.id, insuranceId: insurance.id },
  });
  expect(response.statusCode).toBe(200);
  if (status !== 'pending') {
    await cases().updateOne({ caseNumber: created.caseNumber }, { $set: { status } });
  }
  return created as { id: string; caseNumber: string };
}

describe('POST /api/trial/cases: field rules', () => {
  it('files a pending case with a readable case number, the customer as owner and the first timeline entry', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trial/cases',
      headers: owner.headers,
      payload: { deviceType: '  Washer ', issueDescription: ' Leaks at the door ' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      caseNumber: expect.stringMatching(/^CA-20\d\d-\d{6}$/),
      status: 'pending',
      customerId: owner.id,
      techId: null,
      insuranceId: null,
      deviceType: 'Washer',
      modelNumber: '',
      serialNumber: '',
      issueDescription: 'Leaks at the door',
      customer: { id: owner.id, fullName: 'Olive Owner', email: owner.email },
      tech: null,
      insurance: null,
      photos: [],
      allowedMoves: ['cancelled'],
    });
    expect(body.history).toEqual([
      {
        kind: 'status',
        status: 'pending',
        at: expect.any(String),
        byUserId: owner.id,
        byName: 'Olive Owner',
      },
    ]);
  });

  it.each([
    ['deviceType', 'Device type is required', { issueDescription: 'x' }],
    ['deviceType', 'Device type is required', { deviceType: '   ', issueDescription: 'x' }],
    ['issueDescription', 'Issue description is required', { deviceType: 'Oven' }],
    ['issueDescription', 'Issue description is required', { deviceType: 'Oven', issueDescription: '  ' }],
    [
      'deviceType',
      'Device type must be at most 80 characters',
      { deviceType: 'x'.repeat(81), issueDescription: 'x' },
    ],
    [
      'issueDescription',
      'Issue description must be at most 4,000 characters',
      { deviceType: 'Oven', issueDescription: 'x'.repeat(4001) },
    ],
    [
      'modelNumber',
      'Model number must be at most 80 characters',
      { deviceType: 'Oven', issueDescription: 'x', modelNumber: 'm'.repeat(81) },
    ],
    [
      'serialNumber',
      'Serial number must be at most 80 characters',
      { deviceType: 'Oven', issueDescription: 'x', serialNumber: 's'.repeat(81) },
    ],
    [
      'deviceType',
      'Device type must not contain control characters',
      { deviceType: '\u0000', issueDescription: 'x' },
    ],
    [
      'modelNumber',
      'Model number must not contain control characters',
      { deviceType: 'Oven', issueDescription: 'x', modelNumber: 'A\u001b[2J' },
    ],
    [
      'serialNumber',
      'Serial number must not contain control characters',
      { deviceType: 'Oven', issueDescription: 'x', serialNumber: 'S\nN' },
    ],
    [
      'issueDescription',
      'Issue description must not contain control characters',
      { deviceType: 'Oven', issueDescription: 'Leaks\u0000' },
    ],
  ])('refuses a body whose %s is wrong (%s), writing nothing', async (field, message, payload) => {
    const before = await cases().countDocuments();
    const response = await app.inject({
      method: 'POST',
      url: '/api/trial/cases',
      headers: owner.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields[field]).toBe(message);
    expect(await cases().countDocuments()).toBe(before);
  });

  it('accepts the longest allowed values (80-character device, model and serial, 4000-character issue)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trial/cases',
      headers: owner.headers,
      payload: {
        deviceType: 'd'.repeat(80),
        modelNumber: 'm'.repeat(80),
        serialNumber: 's'.repeat(80),
        issueDescription: 'i'.repeat(4000),
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it('files a case once when the same Idempotency-Key is sent again, with its emails queued once', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/trial/cases',
        headers: { ...owner.headers, 'idempotency-key': 'case-retry-after-lost-answer-1' },
        payload: { ...validCase, issueDescription: 'Sent twice after a lost answer' },
      });
    const casesBefore = await cases().countDocuments();
    const emailsBefore = await outbox().countDocuments();
    const first = await send();
    expect(first.statusCode).toBe(201);
    const emailsOfOne = (await outbox().countDocuments()) - emailsBefore;
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().caseNumber).toBe(first.json().caseNumber);
    expect(await cases().countDocuments()).toBe(casesBefore + 1);
    expect((await outbox().countDocuments()) - emailsBefore).toBe(emailsOfOne);
  });

  it('finds the case a repeat of a request that died after filing it, and queues its emails then, once', async () => {
    const key = 'case-process-died-after-insert-1';
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/trial/cases',
        headers: { ...owner.headers, 'idempotency-key': key },
        payload: { ...validCase, issueDescription: 'Filed just before the process died' },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const filed = await cases().findOne({ caseNumber: first.json().caseNumber });
    expect(filed!.emailsPending).toBeUndefined();
    // What a process killed after the insert leaves: the case, no emails, the key still pending past its lease.
    await outbox().deleteMany({ subject: { $regex: first.json().caseNumber } });
    await cases().updateOne({ _id: filed!._id }, { $set: { emailsPending: true } });
    await app.db
      .collection('idempotency_keys')
      .updateOne(
        { _id: filed!.createdWithKey },
        { $set: { state: 'pending', pendingUntil: new Date(Date.now() - 1) }, $unset: { body: 1 } },
      );
    const casesBefore = await cases().countDocuments();
    const repeat = await send();
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().caseNumber).toBe(first.json().caseNumber);
    expect(await cases().countDocuments()).toBe(casesBefore);
    expect(await outbox().countDocuments({ subject: { $regex: first.json().caseNumber } })).toBeGreaterThan(
      0,
    );
    expect((await cases().findOne({ _id: filed!._id }))!.emailsPending).toBeUndefined();
  });

  it('queues the emails of a case whose process stopped before it could, a minute after it was filed', async () => {
    const created = await fileCase(app, owner);
    const filed = await cases().findOne({ _id: new Types.ObjectId(created.id) });
    const queued = await outbox().countDocuments({ subject: { $regex: filed!.caseNumber } });
    expect(queued).toBeGreaterThan(0);
    await outbox().deleteMany({ subject: { $regex: filed!.caseNumber } });
    await cases().updateOne({ _id: filed!._id }, { $set: { emailsPending: true } });
    // Still within its first minute: its own request may be sending them.
    await app.sweepCaseEmails();
    expect(await outbox().countDocuments({ subject: { $regex: filed!.caseNumber } })).toBe(0);
    await cases().updateOne({ _id: filed!._id }, { $set: { createdAt: new Date(Date.now() - 61_000) } });
    await app.sweepCaseEmails();
    expect(await outbox().countDocuments({ subject: { $regex: filed!.caseNumber } })).toBe(queued);
    expect((await cases().findOne({ _id: filed!._id }))!.emailsPending).toBeUndefined();
    await app.sweepCaseEmails();
    expect(await outbox().countDocuments({ subject: { $regex: filed!.caseNumber } })).toBe(queued);
  });

  it('gives 200 cases filed at once 200 different case numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/trial/cases',
          headers: otherCustomer.headers,
          payload: anotherCase(),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    const numbers = responses.map((response) => response.json().caseNumber);
    expect(new Set(numbers).size).toBe(200);
  }, 60_000);
});

describe('POST /api/trial/cases: the same case filed again', () => {
  const post = (customer: TestUser, payload: object) =>
    app.inject({ method: 'POST', url: '/api/trial/cases', headers: customer.headers, payload });
  const sameCase = {
    deviceType: 'Dishwasher',
    modelNumber: 'KDTM404KPS',
    serialNumber: 'F91234567',
    issueDescription: 'Water left in the bottom after every cycle',
  };

  it('answers 409 naming the open case with the same details, files nothing, and files it on fileAgain', async () => {
    const customer = await createUser(app, tokens, ['customer'], 'Dana Twice');
    const first = await post(customer, sameCase);
    expect(first.statusCode).toBe(201);
    const casesBefore = await cases().countDocuments({ customerId: customer.id });
    const emailsBefore = await outbox().countDocuments();

    // Retyped in another tab: other capitals and spacing, a new key.
    const again = await post(customer, {
      deviceType: 'dishwasher ',
      modelNumber: 'kdtm404kps',
      serialNumber: 'F91234567',
      issueDescription: 'Water  left in the bottom\nafter every cycle',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'conflict',
      fields: { duplicateOf: first.json().caseNumber, duplicateId: first.json().id },
    });
    expect(again.json().error.message).toBe(
      `You filed this case a moment ago: ${first.json().caseNumber} (Pending), with the same device, numbers and description. Open it to follow it, or file it again only if it is about another appliance.`,
    );
    expect(await cases().countDocuments({ customerId: customer.id })).toBe(casesBefore);
    expect(await outbox().countDocuments()).toBe(emailsBefore);

    const second = await post(customer, { ...sameCase, fileAgain: true });
    expect(second.statusCode).toBe(201);
    expect(second.json().caseNumber).not.toBe(first.json().caseNumber);
    expect(await cases().countDocuments({ customerId: customer.id })).toBe(casesBefore + 1);
  });

  it('files a case that differs in any field, and one like another customer’s', async () => {
    const customer = await createUser(app, tokens, ['customer'], 'Dana Differs');
    const neighbour = await createUser(app, tokens, ['customer'], 'Nell Neighbour');
    expect((await post(customer, sameCase)).statusCode).toBe(201);
    for (const change of [
      { deviceType: 'Washer' },
      { modelNumber: '' },
      { serialNumber: 'F91234568' },
      { issueDescription: 'Water left in the bottom after the rinse' },
    ])
      expect((await post(customer, { ...sameCase, ...change })).statusCode).toBe(201);
    expect((await post(neighbour, sameCase)).statusCode).toBe(201);
  });

  it('files it again once the earlier case is closed or more than 24 hours old, and says hours for an older one', async () => {
    const customer = await createUser(app, tokens, ['customer'], 'Dana Later');
    const first = (await post(customer, sameCase)).json();
    await cases().updateOne(
      { caseNumber: first.caseNumber },
      { $set: { createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000) } },
    );
    const threeHours = await post(customer, sameCase);
    expect(threeHours.statusCode).toBe(409);
    expect(threeHours.json().error.message).toMatch(/^You filed this case 3 hours ago: /);

    await cases().updateOne(
      { caseNumber: first.caseNumber },
      { $set: { createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) } },
    );
    const nextDay = await post(customer, sameCase);
    expect(nextDay.statusCode).toBe(201);

    await cases().updateOne({ caseNumber: nextDay.json().caseNumber }, { $set: { status: 'cancelled' } });
    expect((await post(customer, sameCase)).statusCode).toBe(201);
  });

  it('files one of the same case sent from two tabs at the same instant, and names it to the other', async () => {
    const customer = await createUser(app, tokens, ['customer'], 'Dana Two Tabs');
    const answers = await Promise.all([post(customer, sameCase), post(customer, sameCase)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const filed = answers.find((answer) => answer.statusCode === 201)!.json();
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.fields).toEqual({
      duplicateOf: filed.caseNumber,
      duplicateId: filed.id,
    });
    expect(await cases().countDocuments({ customerId: customer.id })).toBe(1);

    // Once that case is cancelled, the next filing takes its claim over; fileAgain files beside it.
    await cases().updateOne({ caseNumber: filed.caseNumber }, { $set: { status: 'cancelled' } });
    const later = await Promise.all([
      post(customer, sameCase),
      post(customer, { ...sameCase, fileAgain: true }),
    ]);
    expect(later.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const third = await Promise.all([post(customer, sameCase), post(customer, sameCase)]);
    expect(third.map((answer) => answer.statusCode)).toEqual([409, 409]);
    expect(await cases().countDocuments({ customerId: customer.id })).toBe(3);
  });

  it('answers a repeat of the request that filed it with that case, not 409', async () => {
    const customer = await createUser(app, tokens, ['customer'], 'Dana Retry');
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/trial/cases',
        headers: { ...customer.headers, 'idempotency-key': 'same-case-retry-1' },
        payload: sameCase,
      });
    const first = await send();
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.json().caseNumber).toBe(first.json().caseNumber);
  });
});

describe('role × endpoint matrix', () => {
  type Actor =
    'anonymous' | 'owner' | 'otherCustomer' | 'tech' | 'otherTech' | 'insurance' | 'otherInsurance' | 'admin';
  const actors: Actor[] = [
    'anonymous',
    'owner',
    'otherCustomer',
    'tech',
    'otherTech',
    'insurance',
    'otherInsurance',
    'admin',
  ];
  const headersOf = (actor: Actor): Record<string, string> =>
    actor === 'anonymous'
      ? {}
      : { owner, otherCustomer, tech, otherTech, insurance, otherInsurance, admin }[actor].headers;

  type Route = {
    name: string;
    call: (
      id: string,
      headers: Record<string, string>,
    ) => Promise<{ statusCode: number; json: () => unknown }>;
    expected: Record<Actor, number>;
  };

  const routes: Route[] = [
    {
      name: 'GET /cases/:id',
      call: (id, headers) => app.inject({ method: 'GET', url: `/api/trial/cases/${id}`, headers }),
      expected: {
        anonymous: 401,
        owner: 200,
        otherCustomer: 404,
        tech: 200,
        otherTech: 404,
        insurance: 200,
        otherInsurance: 404,
        admin: 200,
      },
    },
    {
      name: 'GET /cases/summary',
      call: (_id, headers) => app.inject({ method: 'GET', url: '/api/trial/cases/summary', headers }),
      expected: {
        anonymous: 401,
        owner: 200,
        otherCustomer: 200,
        tech: 200,
        otherTech: 200,
        insurance: 200,
        otherInsurance: 200,
        admin: 200,
      },
    },
    {
      name: 'POST /cases',
      call: (_id, headers) =>
        app.inject({ method: 'POST', url: '/api/trial/cases', headers, payload: validCase }),
      expected: {
        anonymous: 401,
        owner: 201,
        otherCustomer: 201,
        tech: 403,
        otherTech: 403,
        insurance: 403,
        otherInsurance: 403,
        admin: 403,
      },
    },
    {
      name: 'POST /cases/:id/transitions (pending → in_call)',
      call: (id, headers) =>
        app.inject({
          method: 'POST',
          url: `/api/trial/cases/${id}/transitions`,
          headers,
          payload: { status: 'in_call' },
        }),
      expected: {
        anonymous: 401,
        owner: 403,
        otherCustomer: 404,
        tech: 200,
        otherTech: 404,
        insurance: 403,
        otherInsurance: 404,
        admin: 200,
      },
    },
    {
      name: 'POST /cases/:id/transitions (pending → cancelled)',
      call: (id, headers) =>
        app.inject({
          method: 'POST',
          url: `/api/trial/cases/${id}/transitions`,
          headers,
          payload: { status: 'cancelled' },
        }),
      expected: {
        anonymous: 401,
        owner: 200,
        otherCustomer: 404,
        tech: 403,
        otherTech: 404,
        insurance: 403,
        otherInsurance: 404,
        admin: 200,
      },
    },
    {
      name: 'PUT /cases/:id/assignment',
      call: (id, headers) =>
        app.inject({
          method: 'PUT',
          url: `/api/trial/cases/${id}/assignment`,
          headers,
          payload: { techId: otherTech.id, insuranceId: otherInsurance.id },
        }),
      expected: {
        anonymous: 401,
        owner: 403,
        otherCustomer: 403,
        tech: 403,
        otherTech: 403,
        insurance: 403,
        otherInsurance: 403,
        admin: 200,
      },
    },
    {
      name: 'POST /cases/:id/notes',
      call: (id, headers) =>
        app.inject({
          method: 'POST',
          url: `/api/trial/cases/${id}/notes`,
          headers,
          payload: { note: 'Checked in' },
        }),
      expected: {
        anonymous: 401,
        owner: 200,
        otherCustomer: 404,
        tech: 200,
        otherTech: 404,
        insurance: 200,
        otherInsurance: 404,
        admin: 200,
      },
    },
    {
      name: 'POST /cases/:id/photos',
      call: (id, headers) =>
        app.inject({
          method: 'POST',
          url: `/api/trial/cases/${id}/photos`,
          headers: { ...headers, 'content-type': 'image/png' },
          payload: pngPhoto,
        }),
      expected: {
        anonymous: 401,
        owner: 201,
        otherCustomer: 404,
        tech: 403,
        otherTech: 404,
        insurance: 403,
        otherInsurance: 404,
        admin: 403,
      },
    },
  ];

  describe.each(routes)('$name', (route) => {
    it.each(actors)('%s', async (actor) => {
      const { id } = await assignedCase();
      const response = await route.call(id, headersOf(actor));
      expect(response.statusCode).toBe(route.expected[actor]);
    });
  });

  it('GET /cases lists exactly the cases in scope: own for customers, assigned for tech and insurance, all for admin', async () => {
    const { id } = await assignedCase();
    const expected: Record<Exclude<Actor, 'anonymous'>, boolean> = {
      owner: true,
      otherCustomer: false,
      tech: true,
      otherTech: false,
      insurance: true,
      otherInsurance: false,
      admin: true,
    };
    const anonymous = await app.inject({ method: 'GET', url: '/api/trial/cases' });
    expect(anonymous.statusCode).toBe(401);
    for (const [actor, sees] of Object.entries(expected)) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/trial/cases?limit=100',
        headers: headersOf(actor as Actor),
      });
      expect(response.statusCode).toBe(200);
      const ids = response.json().items.map((item: { id: string }) => item.id);
      expect({ actor, sees: ids.includes(id) }).toEqual({ actor, sees });
    }
  });

  it('a signed photo address shows the photo; a tampered or expired one is refused', async () => {
    const { id } = await assignedCase();
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/photos`,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: pngPhoto,
    });
    const photo = uploaded.json().photos[0];
    const ok = await app.inject({ method: 'GET', url: photo.url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    const thumb = await app.inject({ method: 'GET', url: photo.thumbnailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const tampered = photo.url.replace(
      /signature=./,
      (match: string) => match.slice(0, -1) + (match.endsWith('A') ? 'B' : 'A'),
    );
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherVariant = photo.url.replace('variant=full', 'variant=thumb');
    expect((await app.inject({ method: 'GET', url: otherVariant })).statusCode).toBe(403);
    const expired = photo.url.replace(/expires=\d+/, 'expires=1000');
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });
});

describe('GET /api/trial/cases: pages and counts', () => {
  it('pages newest first with a cursor, every case once, and counts only open cases as active', async () => {
    const customer = await createUser(app, tokens, ['customer']);
    const filed: string[] = [];
    for (let index = 0; index < 7; index += 1) filed.push((await fileCase(app, customer)).caseNumber);
    await cases().updateOne({ caseNumber: filed[0] }, { $set: { status: 'completed' } });
    await cases().updateOne({ caseNumber: filed[1] }, { $set: { status: 'cancelled' } });
    await cases().updateOne({ caseNumber: filed[2] }, { $set: { status: 'parts_ordered' } });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `limit=3&cursor=${cursor}` : 'limit=3';
      const response = await app.inject({
        method: 'GET',
        url: `/api/trial/cases?${query}`,
        headers: customer.headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      seen.push(...body.items.map((item: { caseNumber: string }) => item.caseNumber));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...filed].reverse());

    const summary = await app.inject({
      method: 'GET',
      url: '/api/trial/cases/summary',
      headers: customer.headers,
    });
    expect(summary.json()).toEqual({ activeCount: 5 });
  });

  it('shows a new case, a move and the new count at once, even right after the same list was read', async () => {
    const customer = await createUser(app, tokens, ['customer']);
    const read = async () => ({
      list: (await app.inject({ method: 'GET', url: '/api/trial/cases', headers: customer.headers })).json()
        .items,
      count: (
        await app.inject({ method: 'GET', url: '/api/trial/cases/summary', headers: customer.headers })
      ).json().activeCount,
    });
    expect(await read()).toEqual({ list: [], count: 0 });
    const created = await fileCase(app, customer);
    expect((await read()).list.map((item: { id: string }) => item.id)).toEqual([created.id]);
    await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${created.id}/transitions`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    const after = await read();
    expect(after.list[0].status).toBe('cancelled');
    expect(after.count).toBe(0);
  });

  it('refuses a made-up cursor and a page size over 100', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/trial/cases?cursor=bm9wZQ',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cursor: 'Invalid cursor' });
    const big = await app.inject({
      method: 'GET',
      url: '/api/trial/cases?limit=101',
      headers: owner.headers,
    });
    expect(big.statusCode).toBe(400);
    const max = await app.inject({
      method: 'GET',
      url: '/api/trial/cases?limit=100',
      headers: owner.headers,
    });
    expect(max.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/trial/cases/6650f0c2a1b2c3d4e5f60099',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Case not found');
  });
});

describe('status moves', () => {
  // The table of issue 12, written out here independently of the contracts module.
  const statuses = [
    'pending',
    'in_call',
    'assessment',
    'resolved_remote',
    'parts_ordered',
    'house_visit_scheduled',
    'completed',
    'cancelled',
  ];
  const allowed: Record<string, Record<string, Array<'tech' | 'owner' | 'admin'>>> = {
    pending: { in_call: ['tech', 'admin'], assessment: ['tech', 'admin'], cancelled: ['owner', 'admin'] },
    in_call: { assessment: ['tech', 'admin'], resolved_remote: ['tech', 'admin'], cancelled: ['admin'] },
    assessment: {
      resolved_remote: ['tech', 'admin'],
      parts_ordered: ['tech', 'admin'],
      house_visit_scheduled: ['tech', 'admin'],
      cancelled: ['admin'],
    },
    parts_ordered: { house_visit_scheduled: ['tech', 'admin'], cancelled: ['admin'] },
    house_visit_scheduled: { completed: ['tech', 'admin'], cancelled: ['admin'] },
    resolved_remote: { completed: ['tech', 'admin'], cancelled: ['admin'] },
    completed: {},
    cancelled: {},
  };
  const movers = ['owner', 'tech', 'insurance', 'admin'] as const;
  const cells = statuses.flatMap((from) =>
    statuses.filter((to) => to !== from).flatMap((to) => movers.map((mover) => [from, to, mover] as const)),
  );

  it.each(cells)('%s → %s by %s', async (from, to, mover) => {
    const { id } = await assignedCase(from);
    const user = { owner, tech, insurance, admin }[mover];
    const response = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/transitions`,
      headers: user.headers,
      payload: { status: to },
    });
    const who = allowed[from][to];
    const expected = !who ? 409 : who.includes(mover as 'tech' | 'owner' | 'admin') ? 200 : 403;
    expect(response.statusCode).toBe(expected);
    const stored = await cases().findOne({
      caseNumber: response.statusCode === 200 ? response.json().caseNumber : undefined,
    });
    if (expected === 200) {
      expect(stored?.status).toBe(to);
      expect(stored?.history.at(-1)).toMatchObject({
        kind: 'status',
        status: to,
        byUserId: user.id,
        byName: user.name,
      });
    }
  });

  it('offers exactly the allowed moves on the case view, per viewer', async () => {
    const { id } = await assignedCase('assessment');
    const movesOf = async (user: TestUser) =>
      (await app.inject({ method: 'GET', url: `/api/trial/cases/${id}`, headers: user.headers })).json()
        .allowedMoves;
    expect(await movesOf(tech)).toEqual(['resolved_remote', 'parts_ordered', 'house_visit_scheduled']);
    expect(await movesOf(admin)).toEqual([
      'resolved_remote',
      'parts_ordered',
      'house_visit_scheduled',
      'cancelled',
    ]);
    expect(await movesOf(owner)).toEqual([]);
    expect(await movesOf(insurance)).toEqual([]);
  });

  it('keeps a note given with a move in the timeline', async () => {
    const { id } = await assignedCase();
    const response = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/transitions`,
      headers: tech.headers,
      payload: { status: 'in_call', note: 'Calling the customer now' },
    });
    expect(response.json().history.at(-1)).toMatchObject({
      kind: 'status',
      status: 'in_call',
      note: 'Calling the customer now',
      byName: 'Tina Tech',
    });
  });

  it('says a move another page made already was made meanwhile, not that it cannot be made', async () => {
    const { id } = await assignedCase();
    const move = () =>
      app.inject({
        method: 'POST',
        url: `/api/trial/cases/${id}/transitions`,
        headers: tech.headers,
        payload: { status: 'in_call' },
      });
    expect((await move()).statusCode).toBe(200);
    const again = await move();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This case is already In call: it was changed meanwhile.');
  });

  it('makes a move sent again with the same Idempotency-Key once, answering the repeat as the first (a lost answer)', async () => {
    const { id } = await assignedCase();
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/trial/cases/${id}/transitions`,
        headers: { ...tech.headers, 'idempotency-key': 'move-key-0123456789' },
        payload: { status: 'in_call', from: 'pending', note: 'Calling now' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    const stored = (await cases().findOne({ _id: new Types.ObjectId(id) }))!;
    expect(stored.history.filter((entry: { status?: string }) => entry.status === 'in_call')).toHaveLength(1);
  });

  it('refuses a move asked from a status the case has left, naming who moved it, whoever asks', async () => {
    const { id } = await assignedCase();
    const move = (headers: Record<string, string>, payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/trial/cases/${id}/transitions`, headers, payload });
    expect((await move(tech.headers, { status: 'in_call', from: 'pending' })).statusCode).toBe(200);
    // The customer's page still showed Pending, where Cancel was theirs to press.
    const customerLate = await move(owner.headers, { status: 'cancelled', from: 'pending' });
    expect(customerLate.statusCode).toBe(409);
    expect(customerLate.json().error.message).toBe(
      'Tina Tech changed this case to In call meanwhile, so your change was not made.',
    );
    // A move made from the status shown still goes through.
    expect((await move(tech.headers, { status: 'assessment', from: 'in_call' })).statusCode).toBe(200);
  });

  it('lets only one of two racing moves apply', async () => {
    const { id } = await assignedCase();
    // Both requests read the case before either writes, however the two are scheduled: the race is
    // decided by the conditional write alone (in_call then assessment, one after the other, is a legal path).
    const moveStatus = app.casesRepository.moveStatus.bind(app.casesRepository);
    let arrived = 0;
    let releaseBoth: () => void = () => {};
    const bothRead = new Promise<void>((resolve) => (releaseBoth = resolve));
    const spy = jest.spyOn(app.casesRepository, 'moveStatus').mockImplementation(async (...args) => {
      arrived += 1;
      if (arrived === 2) releaseBoth();
      await bothRead;
      return moveStatus(...args);
    });
    const [first, second] = await Promise.all(
      ['in_call', 'assessment'].map((status) =>
        app.inject({
          method: 'POST',
          url: `/api/trial/cases/${id}/transitions`,
          headers: tech.headers,
          payload: { status },
        }),
      ),
    );
    spy.mockRestore();
    expect(arrived).toBe(2);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first.json() : second.json();
    const stored = await app.inject({ method: 'GET', url: `/api/trial/cases/${id}`, headers: admin.headers });
    expect(stored.json().status).toBe(winner.status);
    const moves = stored.json().history.filter((entry: { kind: string }) => entry.kind === 'status');
    expect(moves.map((entry: { status: string }) => entry.status)).toEqual(['pending', winner.status]);
  });

  it('lets only one of 20 identical racing moves apply, with one history entry', async () => {
    const { id } = await assignedCase();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/trial/cases/${id}/transitions`,
          headers: admin.headers,
          payload: { status: 'in_call' },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const stored = await cases().findOne({
      caseNumber: responses.find((r) => r.statusCode === 200)!.json().caseNumber,
    });
    expect(stored?.history.filter((entry: { status?: string }) => entry.status === 'in_call')).toHaveLength(
      1,
    );
  });

  it('refuses an unknown status with 400', async () => {
    const { id } = await assignedCase();
    const response = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/transitions`,
      headers: admin.headers,
      payload: { status: 'archived' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('assignment and notes', () => {
  it('assigns a technician and an insurer by name in the timeline, so they see the case', async () => {
    const created = await fileCase(app, owner);
    const before = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${created.id}`,
      headers: tech.headers,
    });
    expect(before.statusCode).toBe(404);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/trial/cases/${created.id}/assignment`,
      headers: admin.headers,
      payload: { techId: tech.id, insuranceId: insurance.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      techId: tech.id,
      insuranceId: insurance.id,
      tech: { fullName: 'Tina Tech' },
      insurance: { fullName: 'Ian Insurer' },
    });
    expect(response.json().history.at(-1)).toMatchObject({
      kind: 'assignment',
      note: 'Technician: Tina Tech; insurance: Ian Insurer',
      byName: 'Ada Admin',
    });
    const after = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${created.id}`,
      headers: tech.headers,
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses to assign someone without the technician or insurance role', async () => {
    const created = await fileCase(app, owner);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/trial/cases/${created.id}/assignment`,
      headers: admin.headers,
      payload: { techId: otherCustomer.id, insuranceId: tech.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      techId: 'This user is not a technician',
      insuranceId: 'This user is not an insurance user',
    });
  });

  it('adds a note with its author; an empty note is refused', async () => {
    const { id } = await assignedCase();
    const response = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/notes`,
      headers: insurance.headers,
      payload: { note: '  Claim approved up to $400  ' },
    });
    expect(response.json().history.at(-1)).toMatchObject({
      kind: 'note',
      note: 'Claim approved up to $400',
      byUserId: insurance.id,
      byName: 'Ian Insurer',
    });
    const empty = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/notes`,
      headers: insurance.headers,
      payload: { note: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ note: 'Note is required' });
  });

  it('adds a note sent again with the same Idempotency-Key once (a retry after a lost answer)', async () => {
    const { id } = await assignedCase();
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/trial/cases/${id}/notes`,
        headers: { ...insurance.headers, 'idempotency-key': 'note-key-0123456789' },
        payload: { note: 'Adjuster visit booked' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const stored = (await cases().findOne({ _id: new Types.ObjectId(id) }))!;
    expect(
      stored.history.filter((entry: { note?: string }) => entry.note === 'Adjuster visit booked'),
    ).toHaveLength(1);
  });
});

describe('a cancelled case', () => {
  it('takes no more notes or photos, and keeps its timeline as it was', async () => {
    const { id } = await assignedCase('cancelled');
    const before = (await cases().findOne({ _id: new Types.ObjectId(id) }))!;

    const note = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/notes`,
      headers: owner.headers,
      payload: { note: 'One more thing' },
    });
    const photo = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${id}/photos`,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: pngPhoto,
    });

    for (const response of [note, photo]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This case is cancelled: it takes no more notes or photos.');
    }
    const after = (await cases().findOne({ _id: new Types.ObjectId(id) }))!;
    expect(after.history).toEqual(before.history);
    expect(after.photos ?? []).toEqual(before.photos ?? []);
  });
});

describe('notifications', () => {
  it('queues one email to the customer and one to the team for a new case and for each move, and none for a refused move', async () => {
    const customer = await createUser(app, tokens, ['customer'], 'Nora Notify');
    const created = await fileCase(app, customer);
    const forCase = () =>
      outbox()
        .find({ leadRef: `cases:${created.id}` })
        .sort({ _id: 1 })
        .toArray();
    let emails = await forCase();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [customer.email, `Case ${created.caseNumber} received`],
      ['hello@claimassist-appliance.com', `[Team] Case ${created.caseNumber} received`],
    ]);
    expect(emails[0].text).toContain(`/trial-dashboard/case/${created.id}`);

    await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${created.id}/transitions`,
      headers: admin.headers,
      payload: { status: 'in_call' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${created.id}/transitions`,
      headers: admin.headers,
      payload: { status: 'in_call' },
    });
    emails = await forCase();
    expect(emails).toHaveLength(4);
    expect(emails.slice(2).map((email) => [email.to, email.subject])).toEqual([
      [customer.email, `Case ${created.caseNumber}: now In call`],
      ['hello@claimassist-appliance.com', `[Team] Case ${created.caseNumber}: now In call`],
    ]);
    // The customer reads about their own device; the team copy says whose it is.
    expect(emails[2].text).toContain('The status of your ');
    expect(emails[3].text).toContain("The status of Nora Notify's ");
    expect(emails[3].text).not.toContain(' your ');
  });
});
