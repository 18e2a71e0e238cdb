import crypto from 'node:crypto';
import { Types } from 'mongoose';
import { startTestDatabase, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import type { Session } from '@claims/contracts';
import { buildTrialApp } from '../../support/trial-app';

let database: TestDatabase;
let app: ServiceApp;
let tokens: TestTokens;

beforeAll(async () => {
  database = await startTestDatabase();
  ({ app, tokens } = await buildTrialApp(database, {
    SIGN_IN_MAX_FAILURES_PER_EMAIL: '3',
    SIGN_IN_MAX_FAILURES_PER_IP: '6',
  }));
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

let emailCounter = 0;
const uniqueEmail = (name = 'user') => `${name}.${Date.now()}.${++emailCounter}@example.com`;

const post = (url: string, payload?: object, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function signUp(
  fields: Partial<{ fullName: string; email: string; password: string }> = {},
): Promise<Session> {
  const response = await post('/sign-up', {
    fullName: 'Casey Jones',
    email: uniqueEmail(),
    password: 'kettle-rust-9',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

function decodeClaims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

function verifiesWith(token: string, publicKey: string) {
  const [header, payload, signature] = token.split('.');
  return crypto.verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
}

const collection = (name: string) => app.db.collection(name);

/** A real admin account (the role is checked in the database for role changes) and a token for it. */
async function signedInAdmin(): Promise<{ session: Session; header: { authorization: string } }> {
  const session = await signUp({ fullName: 'Ada Admin' });
  await collection('user_roles').insertOne({ userId: new Types.ObjectId(session.user.id), role: 'admin' });
  return { session, header: tokens.authHeader({ sub: session.user.id, roles: ['admin'] }) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Asks again until `request` answers `status`: a revocation reaches the other checks a moment later. The test
 * waits for that state, not for a time (how fast it arrives is a figure, not a rule here).
 */
async function answersOnceDelivered(request: () => Promise<{ statusCode: number }>, status: number) {
  let last = (await request()).statusCode;
  while (last !== status) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = (await request()).statusCode;
  }
  return last;
}

describe('POST /api/auth/sign-up', () => {
  it('creates user, profile and customer role, and returns a session', async () => {
    const email = uniqueEmail('casey');
    const before = Date.now();
    const session = await signUp({ fullName: '  Casey Jones ', email: `  ${email.toUpperCase()} ` });

    expect(session.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email,
      fullName: 'Casey Jones',
      createdAt: expect.any(String),
    });
    expect(session.roles).toEqual(['customer']);
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(Buffer.from(session.accessToken.split('.')[0], 'base64url').toString()).alg).toBe(
      'ES256',
    );
    expect(verifiesWith(session.accessToken, tokens.publicKey)).toBe(true);
    const claims = decodeClaims(session.accessToken);
    expect(claims).toMatchObject({ sub: session.user.id, email, name: 'Casey Jones', roles: ['customer'] });
    expect(claims.exp - claims.iat).toBe(900);
    expect(session.accessTokenExpiresAt).toBe(claims.exp * 1000);
    // Clients count the lifetime from their own clock, so a wrong browser clock cannot cause a renewal storm.
    expect([899, 900]).toContain(session.accessTokenExpiresIn);
    expect(session.accessTokenExpiresAt).toBeGreaterThanOrEqual(before + 899_000);

    const user = await collection('users').findOne({ email });
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user?.passwordHash).not.toContain('kettle-rust-9');
    expect(await collection('profiles').findOne({ _id: user!._id })).toMatchObject({
      fullName: 'Casey Jones',
      email,
    });
    expect(await collection('user_roles').find({ userId: user!._id }).toArray()).toEqual([
      expect.objectContaining({ role: 'customer' }),
    ]);
    const stored = await collection('refresh_tokens').findOne({ userId: user!._id });
    expect(stored?.tokenHash).toBe(crypto.createHash('sha256').update(session.refreshToken).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(session.refreshToken);
  });

  it('answers 409 for an email that is taken, in any letter case, and changes nothing', async () => {
    const email = uniqueEmail('taken');
    await signUp({ email });
    const response = await post('/sign-up', {
      fullName: 'Someone Else',
      email: email.toUpperCase(),
      password: 'another1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'An account with this email already exists',
        // Named on its field, so the form says it under Email as well as in the notice.
        fields: { email: 'An account with this email already exists' },
      },
    });
    expect(await collection('users').countDocuments({ email })).toBe(1);
    expect(await collection('profiles').countDocuments({ email })).toBe(1);
  });

  it('explains every invalid field and writes nothing', async () => {
    const users = await collection('users').countDocuments();
    const response = await post('/sign-up', { fullName: ' ', email: 'not-an-email', password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: 'Full name is required. Enter a valid email address. Password must be at least 6 characters.',
      fields: {
        fullName: 'Full name is required',
        email: 'Enter a valid email address',
        password: 'Password must be at least 6 characters',
      },
    });
    expect(await collection('users').countDocuments()).toBe(users);
  });

  it('refuses a password of spaces alone, or of too few characters between spaces, saying so', async () => {
    for (const password of ['      ', ' \t     ']) {
      const response = await post('/sign-up', {
        fullName: 'Casey Jones',
        email: uniqueEmail('spaces'),
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ password: 'Password cannot be only spaces' });
    }
    const padded = await post('/sign-up', {
      fullName: 'Casey Jones',
      email: uniqueEmail('padded'),
      password: '  ab  ',
    });
    expect(padded.statusCode).toBe(400);
    expect(padded.json().error.fields).toEqual({
      password: 'Password must be at least 6 characters, not counting spaces at the start or end',
    });
  });

  it('refuses the most common passwords with a clear message, and accepts 6 uncommon characters', async () => {
    // The list's, and runs of one or neighbouring characters that no list holds in every length.
    for (const password of [
      '123456',
      'password',
      'Password1',
      'qwerty',
      'secret1',
      'zzzzzzzzzzz',
      'abcdefghijk',
      'ZYXWVUTS',
    ]) {
      const response = await post('/sign-up', {
        fullName: 'Casey Jones',
        email: uniqueEmail('common'),
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: 'This password is too common. Choose one that is harder to guess.',
        fields: { password: 'This password is too common. Choose one that is harder to guess.' },
      });
    }
    const sixCharacters = await post('/sign-up', {
      fullName: 'Casey Jones',
      email: uniqueEmail('six'),
      password: 'k7#qzv',
    });
    expect(sixCharacters.statusCode).toBe(201);
  });
});

describe('POST /api/auth/sign-in', () => {
  it('returns a new session for the right password', async () => {
    const email = uniqueEmail('signin');
    const signedUp = await signUp({ email, password: 'rightpass' });
    const response = await post('/sign-in', { email: ` ${email.toUpperCase()}`, password: 'rightpass' });
    expect(response.statusCode).toBe(200);
    const session: Session = response.json();
    expect(session.user).toEqual(signedUp.user);
    expect(session.refreshToken).not.toBe(signedUp.refreshToken);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown email alike', async () => {
    const email = uniqueEmail('wrong');
    await signUp({ email, password: 'rightpass' });
    for (const attempt of [
      { email, password: 'wrongpass' },
      { email: uniqueEmail('nobody'), password: 'rightpass' },
    ]) {
      const response = await post('/sign-in', attempt, '198.51.100.1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Invalid email or password' },
      });
    }
  });

  it('requires both fields', async () => {
    const response = await post('/sign-in', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Email is required',
      password: expect.any(String),
    });
  });

  /**
   * The account's next checked attempt is `ms` away from now: set, rather than depending on how long the attempts
   * before took (the first back-off period is one second).
   */
  const holdBackFor = (email: string, ms: number) =>
    collection('sign_in_attempts').updateOne(
      { key: `email:${email}` },
      { $set: { nextAttemptAt: new Date(Date.now() + ms) } },
    );

  it('holds an account back after too many attempts, even with the right password, and says how long', async () => {
    const email = uniqueEmail('locked');
    await signUp({ email, password: 'rightpass' });
    for (let i = 0; i < 3; i++) {
      expect((await post('/sign-in', { email, password: `wrong${i}` }, `192.0.2.${10 + i}`)).statusCode).toBe(
        401,
      );
    }
    await holdBackFor(email, 1000);
    const held = await post('/sign-in', { email, password: 'rightpass' }, '192.0.2.99');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many failed sign-in attempts. Please wait 1 second and try again.',
      },
    });
    expect(held.headers['retry-after']).toBe('1');
    // Another account is unaffected.
    const other = uniqueEmail('free');
    await signUp({ email: other, password: 'rightpass' });
    expect((await post('/sign-in', { email: other, password: 'rightpass' }, '192.0.2.99')).statusCode).toBe(
      200,
    );
  });

  it('lets the owner in once the back-off has passed (no lock for the whole window)', async () => {
    const email = uniqueEmail('backoff');
    await signUp({ email, password: 'rightpass' });
    for (let i = 0; i < 3; i++) await post('/sign-in', { email, password: `wrong${i}` }, `192.0.2.${30 + i}`);
    await holdBackFor(email, 1000);
    expect((await post('/sign-in', { email, password: 'rightpass' }, '192.0.2.40')).statusCode).toBe(429);
    // The back-off period is over (moved into the past rather than waited for).
    await collection('sign_in_attempts').updateOne(
      { key: `email:${email}` },
      { $set: { nextAttemptAt: new Date(Date.now() - 1000) } },
    );
    expect((await post('/sign-in', { email, password: 'rightpass' }, '192.0.2.40')).statusCode).toBe(200);
  });

  it("lets the owner in from an address they signed in from before, while a stranger holds the account's back-off", async () => {
    const email = uniqueEmail('owner');
    await signUp({ email, password: 'rightpass' });
    const owner = '192.0.2.60';
    expect((await post('/sign-in', { email, password: 'rightpass' }, owner)).statusCode).toBe(200);
    // A stranger guesses from one address until the account is held back, and keeps asking.
    for (let i = 0; i < 3; i++)
      expect((await post('/sign-in', { email, password: `guess${i}` }, '192.0.2.61')).statusCode).toBe(401);
    await holdBackFor(email, 60_000);
    expect((await post('/sign-in', { email, password: 'guess9' }, '192.0.2.61')).statusCode).toBe(429);
    // A new address is held back; the owner's own device is not.
    expect((await post('/sign-in', { email, password: 'rightpass' }, '192.0.2.62')).statusCode).toBe(429);
    expect((await post('/sign-in', { email, password: 'wrongtypo' }, owner)).statusCode).toBe(401);
    expect((await post('/sign-in', { email, password: 'rightpass' }, owner)).statusCode).toBe(200);
  });

  it('gives a known address only its own few attempts: past them it waits like any other', async () => {
    const email = uniqueEmail('known-limit');
    await signUp({ email, password: 'rightpass' });
    const device = '192.0.2.70';
    expect((await post('/sign-in', { email, password: 'rightpass' }, device)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await post('/sign-in', { email, password: `guess${i}` }, '192.0.2.71');
    // 5 of its own while the account is held back, then it waits with everyone else.
    for (let i = 0; i < 5; i++)
      expect((await post('/sign-in', { email, password: `typo${i}` }, device)).statusCode).toBe(401);
    await holdBackFor(email, 60_000);
    expect((await post('/sign-in', { email, password: 'rightpass' }, device)).statusCode).toBe(429);
  });

  it('checks at most the limit of 60 parallel wrong passwords for one account', async () => {
    const email = uniqueEmail('burst');
    await signUp({ email, password: 'rightpass' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post('/sign-in', { email, password: `guess${i}` }, `198.18.${i}.1`),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    // SIGN_IN_MAX_FAILURES_PER_EMAIL is 3 in this suite.
    expect(checked).toBe(3);
    expect(refused).toBe(57);
  });

  it('limits failures per client address across emails', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 6; i++) {
      expect(
        (await post('/sign-in', { email: uniqueEmail('spray'), password: 'guess123' }, ip)).statusCode,
      ).toBe(401);
    }
    const email = uniqueEmail('victim');
    await signUp({ email, password: 'rightpass' });
    expect((await post('/sign-in', { email, password: 'rightpass' }, ip)).statusCode).toBe(429);
    expect((await post('/sign-in', { email, password: 'rightpass' }, '203.0.113.51')).statusCode).toBe(200);
  });

  it('forgives earlier failures of an email after a successful sign-in', async () => {
    const email = uniqueEmail('typo');
    await signUp({ email, password: 'rightpass' });
    for (let i = 0; i < 2; i++) await post('/sign-in', { email, password: 'typo' }, '192.0.2.200');
    expect((await post('/sign-in', { email, password: 'rightpass' }, '192.0.2.201')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await post('/sign-in', { email, password: 'typo' }, '192.0.2.202');
    expect((await post('/sign-in', { email, password: 'rightpass' }, '192.0.2.203')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new refresh token every time, and the old one stops working', async () => {
    const first = await signUp();
    const response = await post('/refresh', { refreshToken: first.refreshToken });
    expect(response.statusCode).toBe(200);
    const second: Session = response.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user).toEqual(first.user);
    expect(verifiesWith(second.accessToken, tokens.publicKey)).toBe(true);

    const third = await post('/refresh', { refreshToken: second.refreshToken });
    expect(third.statusCode).toBe(200);
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    expect((await post('/refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
    const missing = await post('/refresh', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation_failed');
  });

  it('answers 401 for an expired token', async () => {
    const session = await signUp();
    await collection('refresh_tokens').updateOne(
      { tokenHash: crypto.createHash('sha256').update(session.refreshToken).digest('hex') },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect((await post('/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('carries role changes into the next access token', async () => {
    const session = await signUp();
    const admin = (await signedInAdmin()).header;
    await app.inject({
      method: 'PUT',
      url: `/api/auth/users/${session.user.id}/roles`,
      headers: admin,
      payload: { roles: ['tech'] },
    });
    const renewed: Session = (await post('/refresh', { refreshToken: session.refreshToken })).json();
    expect(renewed.roles).toEqual(['tech']);
    expect(decodeClaims(renewed.accessToken).roles).toEqual(['tech']);
  });

  it('answers two parallel renewals of one token (two tabs) with the same working session', async () => {
    const first = await signUp();
    const [a, b] = await Promise.all([
      post('/refresh', { refreshToken: first.refreshToken }),
      post('/refresh', { refreshToken: first.refreshToken }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [sessionA, sessionB]: Session[] = [a.json(), b.json()];
    expect(sessionA.refreshToken).toBe(sessionB.refreshToken);
    expect(decodeClaims(sessionA.accessToken).sid).toBe(decodeClaims(sessionB.accessToken).sid);
    for (const session of [sessionA, sessionB]) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(session.accessToken),
      });
      expect(me.statusCode).toBe(200);
    }
    // The shared successor keeps renewing.
    expect((await post('/refresh', { refreshToken: sessionA.refreshToken })).statusCode).toBe(200);
  });

  it('still treats a rotated token presented after the grace window as stolen', async () => {
    const first = await signUp();
    const second: Session = (await post('/refresh', { refreshToken: first.refreshToken })).json();
    await collection('refresh_tokens').updateOne(
      { tokenHash: crypto.createHash('sha256').update(first.refreshToken).digest('hex') },
      { $set: { rotatedAt: new Date(Date.now() - 31_000) } },
    );
    expect((await post('/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    expect((await post('/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    // And the access token issued with the newest one stops working too.
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second.accessToken) });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('answers 204 and ends that session only', async () => {
    const email = uniqueEmail('out');
    const laptop = await signUp({ email, password: 'rightpass' });
    const phone: Session = (await post('/sign-in', { email, password: 'rightpass' })).json();

    const response = await post('/sign-out', { refreshToken: laptop.refreshToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await post('/refresh', { refreshToken: laptop.refreshToken })).statusCode).toBe(401);
    expect((await post('/refresh', { refreshToken: phone.refreshToken })).statusCode).toBe(200);
  });

  it('also ends the tokens already rotated from it, and is harmless twice', async () => {
    const first = await signUp();
    const second: Session = (await post('/refresh', { refreshToken: first.refreshToken })).json();
    expect((await post('/sign-out', { refreshToken: first.refreshToken })).statusCode).toBe(204);
    expect((await post('/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await post('/sign-out', { refreshToken: second.refreshToken })).statusCode).toBe(204);
    expect((await post('/sign-out', { refreshToken: 'never-issued' })).statusCode).toBe(204);
  });

  it('makes the access token of the ended session refused at once', async () => {
    const session = await signUp();
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect((await me()).statusCode).toBe(200);
    expect((await post('/sign-out', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' },
    });
  });
});

describe('GET /api/auth/me', () => {
  it('returns user, profile and roles for the bearer of an access token', async () => {
    const session = await signUp({ fullName: 'Morgan Lee' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: session.user,
      profile: {
        id: session.user.id,
        email: session.user.email,
        fullName: 'Morgan Lee',
        createdAt: session.user.createdAt,
        updatedAt: expect.any(String),
      },
      roles: ['customer'],
    });
  });

  it('answers 401 without a token and for an account that no longer exists', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const ghost = tokens.authHeader({ sub: '65f0000000000000000000ff', roles: ['customer'] });
    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: ghost });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/users/:id/roles', () => {
  const put = (id: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/auth/users/${id}/roles`, payload, headers });

  it('lets an admin replace a user’s roles', async () => {
    const session = await signUp();
    const response = await put(
      session.user.id,
      { roles: ['insurance', 'customer', 'insurance'] },
      (await signedInAdmin()).header,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: session.user.id, roles: ['customer', 'insurance'] });
    // The token with the old roles is refused; the renewal carries the new ones.
    const stale = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.accessToken),
    });
    expect(stale.statusCode).toBe(401);
    const renewed: Session = (await post('/refresh', { refreshToken: session.refreshToken })).json();
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(renewed.accessToken) });
    expect(me.json().roles).toEqual(['customer', 'insurance']);
  });

  it('is forbidden to everyone else and requires a token', async () => {
    const session = await signUp();
    const asSelf = await put(
      session.user.id,
      { roles: ['admin'] },
      { authorization: `Bearer ${session.accessToken}` },
    );
    expect(asSelf.statusCode).toBe(403);
    expect(asSelf.json().error.code).toBe('forbidden');
    expect(
      (await put(session.user.id, { roles: ['admin'] }, tokens.authHeader({ roles: ['tech', 'insurance'] })))
        .statusCode,
    ).toBe(403);
    expect((await put(session.user.id, { roles: ['admin'] }, {})).statusCode).toBe(401);
    expect(
      (await collection('user_roles').find({ role: 'admin' }).toArray()).map((row) => String(row.userId)),
    ).not.toContain(session.user.id);
  });

  it('validates the id and the roles', async () => {
    const admin = (await signedInAdmin()).header;
    const badId = await put('12345', { roles: ['tech'] }, admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toEqual({ id: 'Unknown user id' });
    const session = await signUp();
    const badRole = await put(session.user.id, { roles: ['wizard'] }, admin);
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys(badRole.json().error.fields)).toEqual(['roles.0']);
    const none = await put(session.user.id, { roles: [] }, admin);
    expect(none.json().error.fields).toEqual({ roles: 'At least one role is required' });
    const stored = await collection('user_roles')
      .find({ userId: new Types.ObjectId(session.user.id) })
      .toArray();
    expect(stored.map((row) => row.role)).toEqual(['customer']);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await put(
      '65f0000000000000000000aa',
      { roles: ['tech'] },
      (await signedInAdmin()).header,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'User not found' } });
  });

  it('refuses a change made from a page that showed roles changed since, and changes nothing', async () => {
    const admin = (await signedInAdmin()).header;
    const user = await signUp();
    // Tab A grants tech to the customer its page showed.
    const fromTabA = await put(
      user.user.id,
      { roles: ['customer', 'tech'], previousRoles: ['customer'] },
      admin,
    );
    expect(fromTabA.statusCode).toBe(200);
    // Tab B still shows customer alone, and grants insurance: that would silently take tech away again.
    const fromTabB = await put(
      user.user.id,
      { roles: ['customer', 'insurance'], previousRoles: ['customer'] },
      admin,
    );
    expect(fromTabB.statusCode).toBe(409);
    expect(fromTabB.json().error.message).toBe(
      'Someone changed these roles meanwhile: they are now customer, tech. Check them and save again.',
    );
    const stored = await collection('user_roles')
      .find({ userId: new Types.ObjectId(user.user.id) })
      .toArray();
    expect(stored.map((row) => row.role).sort()).toEqual(['customer', 'tech']);
    // The same change from a page that shows the current roles, in any order, goes through.
    const again = await put(
      user.user.id,
      { roles: ['insurance', 'customer', 'tech'], previousRoles: ['tech', 'customer'] },
      admin,
    );
    expect(again.json()).toEqual({ userId: user.user.id, roles: ['customer', 'tech', 'insurance'] });
  });

  it('keeps at least one admin', async () => {
    await collection('user_roles').deleteMany({ role: 'admin' });
    const { session: onlyAdmin, header: adminHeader } = await signedInAdmin();
    const demote = await put(onlyAdmin.user.id, { roles: ['customer'] }, adminHeader);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe('This is the only admin; make another user an admin first');

    const second = await signUp();
    expect((await put(second.user.id, { roles: ['admin'] }, adminHeader)).statusCode).toBe(200);
    expect((await put(onlyAdmin.user.id, { roles: ['customer'] }, adminHeader)).statusCode).toBe(200);
  });

  it('leaves one admin when two admins demote each other at the same moment', async () => {
    await collection('user_roles').deleteMany({ role: 'admin' });
    const a = await signedInAdmin();
    const b = await signedInAdmin();
    const [aDemotesB, bDemotesA] = await Promise.all([
      put(b.session.user.id, { roles: ['customer'] }, a.header),
      put(a.session.user.id, { roles: ['customer'] }, b.header),
    ]);
    expect([aDemotesB.statusCode, bDemotesA.statusCode].sort()).toEqual([200, 403]);
    expect(await collection('user_roles').countDocuments({ role: 'admin' })).toBe(1);
  });

  it('refuses a demoted admin’s old token for admin routes, and checks the role in the database', async () => {
    const boss = await signedInAdmin();
    const demoted = await signedInAdmin();
    const demotedToken = bearer(demoted.session.accessToken);
    const victim = await signUp();
    expect((await put(demoted.session.user.id, { roles: ['customer'] }, boss.header)).statusCode).toBe(200);

    // A token minted with the admin role (not revocable by session here) is still checked against the database.
    const regrant = await put(demoted.session.user.id, { roles: ['admin'] }, demoted.header);
    expect(regrant.statusCode).toBe(403);
    // The session's own token is refused outright.
    const refused = await answersOnceDelivered(
      () => put(victim.user.id, { roles: ['admin'] }, demotedToken),
      401,
    );
    expect(refused).toBe(401);
    expect(
      await collection('user_roles').countDocuments({
        userId: new Types.ObjectId(victim.user.id),
        role: 'admin',
      }),
    ).toBe(0);
  });
});
