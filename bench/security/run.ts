/**
 * `npm run bench -- security`: probes the whole site (started like `npm start`, default limits) as an attacker and
 * as a chaos test would, and writes the figures into docs/security.md so the next probe compares like with like.
 *
 * Role × endpoint matrix, hostile requests (malformed bodies, injection keys, forged tokens, oversized input),
 * sign-in guessing with a rotating X-Forwarded-For, per-visitor form budgets on two loopback addresses, revocation
 * latency across services, concurrent demotions, parallel refreshes, a 2 MiB body, kill -9 of a service, and the
 * database stopping under one service.
 */
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { startProbeSite, request, json, type Answer, type ProbeSite } from './site';
import { measureDatabaseOutage } from './database-outage';

const repoRoot = path.resolve(__dirname, '../..');
const docFile = path.join(repoRoot, 'docs/security.md');
const demoPassword = process.env.DEMO_PASSWORD ?? 'demo1234';
type Role = 'anonymous' | 'customer' | 'tech' | 'insurance' | 'admin';
const roles: Role[] = ['anonymous', 'customer', 'tech', 'insurance', 'admin'];

type Session = { accessToken: string; refreshToken: string; user: { id: string }; roles: string[] };

let site: ProbeSite;
const call = (options: Parameters<typeof request>[1]) => request(site.port, options);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let visitor = 0;
/** A fresh loopback address per simulated visitor (127.0.<n>.<m>), so the probe's own requests do not share one budget. */
const nextAddress = () => {
  visitor++;
  return `127.0.${10 + Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
};

async function signIn(email: string, password = demoPassword): Promise<Session> {
  const answer = await call({
    method: 'POST',
    path: '/api/auth/sign-in',
    body: { email, password },
    from: nextAddress(),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.body}`);
  return json<Session>(answer);
}

async function signUp(name: string): Promise<Session> {
  const email = `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@probe.example`;
  const answer = await call({
    method: 'POST',
    path: '/api/auth/sign-up',
    body: { fullName: name, email, password: 'kettle-rust-9' },
    from: nextAddress(),
  });
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
  return { ...json<Session>(answer), email } as Session & { email: string };
}

const setRoles = (token: string, userId: string, newRoles: string[]) =>
  call({
    method: 'PUT',
    path: `/api/auth/users/${userId}/roles`,
    token,
    body: { roles: newRoles },
    from: nextAddress(),
  });

/** Polls `probe` every 25 ms until it answers one of `statuses`; the time it took, or undefined after `limitMs`. */
async function timeUntil(
  probe: () => Promise<Answer>,
  statuses: number[],
  limitMs = 15_000,
): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (statuses.includes((await probe()).status)) return performance.now() - started;
    await sleep(25);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Role × endpoint matrix: who may call what. A "leak" is a 2xx for a role that must be refused.

type MatrixRow = { name: string; allowed: Role[]; send: (token: string | undefined) => Promise<Answer> };

async function roleMatrix(sessions: Record<Exclude<Role, 'anonymous'>, Session>) {
  // Role changes end the target's tokens; a throwaway account keeps the demo customer's session usable.
  const targetId = (await signUp('matrix-target')).user.id;
  const rows: MatrixRow[] = [
    {
      name: 'GET /api/auth/me',
      allowed: ['customer', 'tech', 'insurance', 'admin'],
      send: (token) => call({ path: '/api/auth/me', token }),
    },
    {
      name: 'PUT /api/auth/users/:id/roles',
      allowed: ['admin'],
      send: (token) => setRoles(token ?? '', targetId, ['customer']),
    },
    {
      name: 'GET /api/marketing/leads',
      allowed: ['admin'],
      send: (token) => call({ path: '/api/marketing/leads?kind=demo', token }),
    },
    {
      name: 'GET /api/marketing/leads/export.csv',
      allowed: ['admin'],
      send: (token) => call({ path: '/api/marketing/leads/export.csv?kind=demo', token }),
    },
    {
      name: 'POST /api/guides/generate',
      allowed: ['admin'],
      send: (token) => call({ method: 'POST', path: '/api/guides/generate', token, body: { count: 1 } }),
    },
    {
      name: 'GET /api/trial/users',
      allowed: ['admin'],
      send: (token) => call({ path: '/api/trial/users', token }),
    },
    {
      name: 'GET /api/booking/admin/bookings',
      allowed: ['admin'],
      send: (token) => call({ path: '/api/booking/admin/bookings', token }),
    },
    {
      name: 'GET /api/trial/cases',
      allowed: ['customer', 'tech', 'insurance', 'admin'],
      send: (token) => call({ path: '/api/trial/cases', token }),
    },
    {
      name: 'POST /api/trial/cases',
      allowed: ['customer'],
      send: (token) =>
        call({
          method: 'POST',
          path: '/api/trial/cases',
          token,
          body: { deviceType: 'Dryer', issueDescription: 'Probe: no heat', fileAgain: true },
        }),
    },
  ];
  let calls = 0;
  let leaks = 0;
  const wronglyRefused: string[] = [];
  const missing: string[] = [];
  for (const row of rows) {
    for (const role of roles) {
      const token = role === 'anonymous' ? undefined : sessions[role].accessToken;
      const answer = await row.send(token);
      calls++;
      if (answer.status === 404 || answer.status === 503) {
        missing.push(`${row.name} (${answer.status})`);
        continue;
      }
      const ok = answer.status >= 200 && answer.status < 300;
      if (ok && !row.allowed.includes(role)) leaks++;
      if (!ok && row.allowed.includes(role)) wronglyRefused.push(`${row.name} as ${role} → ${answer.status}`);
    }
  }
  return { routes: rows.length, calls, leaks, wronglyRefused, missing: [...new Set(missing)] };
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile requests: every answer must be a 4xx in the one error shape, never a 5xx, and nothing may be written.

function forgedTokens(valid: string): string[] {
  const [header, payload] = valid.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const admin = { ...claims, roles: ['admin'] };
  const { exp: _exp, ...noExp } = admin;
  return [
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64(admin)}.`,
    `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(admin)}.c2lnbmF0dXJl`,
    `${header}.${b64(admin)}.${valid.split('.')[2]}`,
    `${header}.${b64(noExp)}.${valid.split('.')[2]}`,
    `${header}.${b64({ ...admin, exp: 1 })}.${valid.split('.')[2]}`,
    'not-a-token',
    `${valid}x`,
    '',
  ];
}

const hostileBodies: unknown[] = [
  '{',
  '[]',
  'null',
  '"text"',
  '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
  '{"constructor":{"prototype":{"roles":["admin"]}}}',
  { email: { $gt: '' }, password: { $ne: null } },
  { email: ['a@b.c'], password: 123 },
  { roles: ['admin', 'superuser'] },
  { count: 1e9 },
  { count: -1 },
  { title: 'x'.repeat(200_000) },
  { deviceType: '\u0000', issueDescription: '\ud800' },
  JSON.parse(`${'{"a":'.repeat(400)}1${'}'.repeat(400)}`),
  { name: '<script>alert(1)</script>', email: 'not-an-email' },
  { refreshToken: { $regex: '.*' } },
];

const hostileTargets: Array<{ method: string; path: string; auth: boolean }> = [
  { method: 'POST', path: '/api/auth/sign-up', auth: false },
  { method: 'POST', path: '/api/auth/sign-in', auth: false },
  { method: 'POST', path: '/api/auth/refresh', auth: false },
  { method: 'POST', path: '/api/auth/sign-out', auth: false },
  { method: 'PUT', path: '/api/auth/users/000000000000000000000000/roles', auth: true },
  { method: 'POST', path: '/api/marketing/demo-requests', auth: false },
  { method: 'POST', path: '/api/guides', auth: true },
  { method: 'POST', path: '/api/guides/generate', auth: true },
  { method: 'POST', path: '/api/trial/cases', auth: true },
  { method: 'POST', path: '/api/client-errors', auth: false },
];

const hostileGets = [
  '/api/guides?limit=-1',
  '/api/guides?limit=100000000000',
  '/api/guides?category[$ne]=x',
  '/api/guides?q=(a%2B)%2B%24',
  `/api/guides/${'a'.repeat(300)}`,
  '/api/guides/..%2F..%2Fetc%2Fpasswd',
  '/api/guides/%E0%A4%A',
  '/api/marketing/leads?kind=demo&limit=1e9',
  '/api/trial/cases/not-an-id',
  '/mfe/../../package.json',
  '/.env',
  `/${'x'.repeat(5000)}`,
];

async function collectionCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const client = await mongoose.mongo.MongoClient.connect(site.mongoUri, { serverSelectionTimeoutMS: 3000 });
  try {
    const { databases } = await client.db('admin').admin().listDatabases();
    for (const { name } of databases.filter((d) => d.name.startsWith('claims_'))) {
      for (const { name: collection } of await client.db(name).listCollections().toArray()) {
        counts.set(`${name}.${collection}`, await client.db(name).collection(collection).countDocuments());
      }
    }
  } finally {
    await client.close();
  }
  return counts;
}

/** Collections that change on refused requests by design: counters of attempts, keys of refused writes. */
const bookkeeping = /\.(sign_in_attempts|idempotency_keys|revoked_sessions|refresh_tokens)$/;

async function hostileRequests(customer: Session) {
  const writes: string[] = [];
  let checkedBatches = 0;
  /** Writes made while a batch ran whose every answer was a refusal: a write through a 4xx. */
  const compare = (before: Map<string, number>, after: Map<string, number>, label: string) => {
    for (const [collection, count] of after) {
      if (bookkeeping.test(collection)) continue;
      const delta = count - (before.get(collection) ?? 0);
      if (delta !== 0) writes.push(`${label}: ${collection} ${delta > 0 ? '+' : ''}${delta}`);
    }
  };
  const statusClasses: Record<string, number> = {};
  const fiveHundreds: string[] = [];
  const successes: string[] = [];
  let notInErrorShape = 0;
  let sent = 0;
  const record = (label: string, answer: Answer) => {
    sent++;
    const cls = answer.status === 0 ? 'no answer' : `${Math.floor(answer.status / 100)}xx`;
    statusClasses[cls] = (statusClasses[cls] ?? 0) + 1;
    if (answer.status >= 500 || answer.status === 0) fiveHundreds.push(`${label} → ${answer.status}`);
    if (answer.status >= 200 && answer.status < 300) successes.push(`${label} (${answer.status})`);
    if (answer.status >= 400 && answer.headers['content-type']?.includes('json')) {
      const error = json<{ error?: { code?: string; message?: string } }>(answer).error;
      if (!error?.code || !error.message) notInErrorShape++;
    }
  };
  const contentTypes = [
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
  ];
  const tokens = [undefined, ...forgedTokens(customer.accessToken)];
  for (const target of hostileTargets) {
    const before = await collectionCounts();
    const acceptedBefore = successes.length;
    for (const body of hostileBodies) {
      for (const contentType of contentTypes) {
        const payload = typeof body === 'string' ? body : JSON.stringify(body);
        const answer = await call({
          method: target.method,
          path: target.path,
          headers: { 'content-type': contentType },
          body: payload,
          token: target.auth ? customer.accessToken : undefined,
          from: nextAddress(),
        });
        record(`${target.method} ${target.path}`, answer);
      }
    }
    for (const token of tokens) {
      const answer = await call({
        method: target.method,
        path: target.path,
        body: {},
        from: nextAddress(),
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      record(`${target.method} ${target.path} (forged token)`, answer);
    }
    // A batch with an accepted request may write; only batches refused throughout are checked.
    if (successes.length === acceptedBefore) {
      compare(before, await collectionCounts(), `${target.method} ${target.path}`);
      checkedBatches++;
    }
  }
  const beforeGets = await collectionCounts();
  for (const get of hostileGets) {
    for (const token of tokens.slice(0, 4)) {
      record(
        `GET ${get.slice(0, 60)}`,
        await call({
          path: get,
          from: nextAddress(),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
      );
    }
  }
  compare(beforeGets, await collectionCounts(), 'GET');
  checkedBatches++;
  return {
    sent,
    statusClasses,
    fiveHundreds,
    notInErrorShape,
    writes,
    successes: [...new Set(successes)],
    checkedBatches,
    batches: hostileTargets.length + 1,
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  process.stdout.write('starting the site ...\n');
  site = await startProbeSite();
  const figures: Array<[string, string, string]> = [];
  const add = (what: string, result: string, target: string) => {
    figures.push([what, result, target]);
    process.stdout.write(`${what}: ${result} (${target})\n`);
  };
  try {
    const sessions = {
      customer: await signIn('customer@demo.local'),
      tech: await signIn('tech@demo.local'),
      insurance: await signIn('insurance@demo.local'),
      admin: await signIn('admin@demo.local'),
    };

    const matrix = await roleMatrix(sessions);
    add(
      'Role × endpoint matrix',
      `${matrix.calls} calls over ${matrix.routes} routes × 5 roles: ${matrix.leaks} leaks, ${matrix.wronglyRefused.length} allowed calls refused${matrix.wronglyRefused.length ? ` (${matrix.wronglyRefused.join('; ')})` : ''}${matrix.missing.length ? `; not reachable: ${matrix.missing.join(', ')}` : ''}`,
      '0 leaks',
    );

    const hostile = await hostileRequests(sessions.customer);
    add(
      'Hostile requests',
      `${hostile.sent} sent: ${Object.entries(hostile.statusClasses)
        .map(([k, v]) => `${v} ${k}`)
        .join(
          ', ',
        )}${hostile.successes.length ? ` (2xx: ${hostile.successes.join(', ')})` : ''}; ${hostile.notInErrorShape} JSON errors outside the error shape`,
      '0 5xx',
    );
    add(
      '5xx answers to hostile requests',
      hostile.fiveHundreds.length === 0
        ? '0'
        : `${hostile.fiveHundreds.length}: ${hostile.fiveHundreds.slice(0, 5).join('; ')}`,
      '0',
    );
    add(
      'Writes through refused requests',
      `${hostile.writes.length === 0 ? '0' : hostile.writes.join(', ')} (checked on the ${hostile.checkedBatches} of ${hostile.batches} endpoint batches that refused every request)`,
      '0',
    );

    // Sign-in guessing from one address rotating X-Forwarded-For: the per-address budget (50) still applies.
    let checked = 0;
    let throttled = 0;
    for (let i = 0; i < 120; i++) {
      const answer = await call({
        method: 'POST',
        path: '/api/auth/sign-in',
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
        body: { email: `guess${i}@probe.example`, password: 'wrong-guess' },
      });
      if (answer.status === 401) checked++;
      if (answer.status === 429) throttled++;
    }
    add(
      'Password guesses with a rotating X-Forwarded-For (120 from one address)',
      `${checked} checked, ${throttled} refused 429`,
      '≤ 50 checked',
    );

    const victim = await signUp('victim');
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call({
          method: 'POST',
          path: '/api/auth/sign-in',
          from: `127.0.200.${i + 1}`,
          body: { email: (victim as Session & { email: string }).email, password: `guess-${i}` },
        }),
      ),
    );
    add(
      '60 parallel wrong passwords for one account',
      `${burst.filter((a) => a.status === 401).length} checked, ${burst.filter((a) => a.status === 429).length} refused 429`,
      '≤ 10 at once, then 1 per back-off period',
    );

    // Forms: one visitor uses up its budget, another visitor is unaffected.
    const demo = (from: string, i: number) =>
      call({
        method: 'POST',
        path: '/api/marketing/demo-requests',
        from,
        body: {
          name: 'Probe Visitor',
          email: `probe${i}@probe.example`,
          company: 'Probe Co',
          role: 'Tester',
          userType: 'insurance',
          idempotencyKey: `probe-key-${Date.now()}-${i}-${from.replace(/\./g, '-')}`,
        },
      });
    let accepted = 0;
    let firstRefusal = 0;
    for (let i = 0; i < 30 && !firstRefusal; i++) {
      const answer = await demo('127.0.0.3', i);
      if (answer.status === 201) accepted++;
      else if (answer.status === 429) firstRefusal = i + 1;
    }
    const bystander = await demo('127.0.0.4', 999);
    add('Form budget of one visitor (127.0.0.3)', `${accepted} accepted, then 429`, '20 per 15 min');
    add('Another visitor (127.0.0.4) meanwhile', String(bystander.status), '201');

    // Revocation: sign-out and demotion, measured on a service other than the one that revoked.
    const adminSession = await signIn('admin@demo.local');
    await call({
      method: 'POST',
      path: '/api/auth/sign-out',
      body: { refreshToken: adminSession.refreshToken },
    });
    const signOutMs = await timeUntil(
      () => call({ path: '/api/marketing/leads?kind=demo', token: adminSession.accessToken }),
      [401],
    );
    add(
      'Sign-out → access token refused by the marketing service',
      signOutMs === undefined ? 'not within 15 s' : `${Math.round(signOutMs)} ms`,
      '≤ 5 s',
    );

    const promoted = await signUp('promoted');
    await setRoles(sessions.admin.accessToken, promoted.user.id, ['admin']);
    const promotedSession = await signIn((promoted as Session & { email: string }).email, 'kettle-rust-9');
    await setRoles(sessions.admin.accessToken, promoted.user.id, ['customer']);
    const demotedMs = await timeUntil(
      () => call({ path: '/api/marketing/leads?kind=demo', token: promotedSession.accessToken }),
      [401, 403],
    );
    const regrant = await setRoles(promotedSession.accessToken, promoted.user.id, ['admin']);
    add(
      'Demotion → old admin token refused by the marketing service',
      demotedMs === undefined ? 'not within 15 s' : `${Math.round(demotedMs)} ms`,
      '≤ 5 s',
    );
    add('Demoted admin re-granting itself admin', String(regrant.status), '401 or 403');

    // Two admins demoting each other at the same moment (the demo admin steps aside first).
    const x = await signUp('admin-x');
    const y = await signUp('admin-y');
    await setRoles(sessions.admin.accessToken, x.user.id, ['admin']);
    await setRoles(sessions.admin.accessToken, y.user.id, ['admin']);
    const xs = await signIn((x as Session & { email: string }).email, 'kettle-rust-9');
    const ys = await signIn((y as Session & { email: string }).email, 'kettle-rust-9');
    await setRoles(xs.accessToken, sessions.admin.user.id, ['customer']);
    const [xy, yx] = await Promise.all([
      setRoles(xs.accessToken, y.user.id, ['customer']),
      setRoles(ys.accessToken, x.user.id, ['customer']),
    ]);
    const client = await mongoose.mongo.MongoClient.connect(site.mongoUri);
    const admins = await client.db('claims_trial').collection('user_roles').countDocuments({ role: 'admin' });
    const survivor = xy.status === 200 ? xs : ys;
    await setRoles(survivor.accessToken, sessions.admin.user.id, ['admin']);
    await client.close();
    add(
      'Two admins demoting each other at once',
      `answers ${xy.status} and ${yx.status}; ${admins} admin left`,
      '1 admin left',
    );

    // Two tabs renewing one session at the same moment.
    const tabs = await signIn('customer@demo.local');
    const [a, b] = await Promise.all([
      call({ method: 'POST', path: '/api/auth/refresh', body: { refreshToken: tabs.refreshToken } }),
      call({ method: 'POST', path: '/api/auth/refresh', body: { refreshToken: tabs.refreshToken } }),
    ]);
    const renewed = json<Session>(a);
    const stillWorks = await call({ path: '/api/auth/me', token: renewed.accessToken });
    add(
      'Two parallel refreshes of one token',
      `${a.status} and ${b.status}, same successor: ${json<Session>(a).refreshToken === json<Session>(b).refreshToken}; /me ${stillWorks.status}`,
      'both 200, one session',
    );

    // A 2 MiB body.
    const big = await call({
      method: 'POST',
      path: '/api/guides',
      token: sessions.customer.accessToken,
      body: { title: 'x'.repeat(2 * 1024 * 1024) },
    });
    add(
      '2 MiB body',
      `${big.status} ${json<{ error?: { code?: string } }>(big).error?.code ?? ''} in ${Math.round(big.ms)} ms, connection closed: ${big.closed}`,
      '413, closed',
    );

    // kill -9 of a service under the runner.
    const pidFile = path.join(site.dataDir, 'run/guides.pid');
    const killed = Number(fs.readFileSync(pidFile, 'utf8'));
    process.kill(killed, 'SIGKILL');
    const recoveredMs = await timeUntil(
      async () => {
        const current = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : killed;
        return current === killed ? ({ status: 0 } as Answer) : call({ path: '/api/guides?limit=1' });
      },
      [200],
      30_000,
    );
    add(
      'kill -9 of the guides service → /api/guides answers again',
      recoveredMs === undefined ? 'not within 30 s' : `${(recoveredMs / 1000).toFixed(1)} s`,
      '≤ 10 s',
    );
  } finally {
    await site.stop();
  }

  const outage = await measureDatabaseOutage();
  add(
    'Database stopped → a data request answers',
    `${outage.status} ${outage.code} in ${Math.round(outage.ms)} ms`,
    '503 within 2 s',
  );
  add(
    'Database back → service ready again without a restart',
    outage.recoveredMs === undefined
      ? 'no'
      : `ready ${Math.round(outage.recoveredMs)} ms after it listens again`,
    'yes',
  );

  writeFigures(figures);
}

function writeFigures(figures: Array<[string, string, string]>) {
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `Measured ${date} by \`npm run bench -- security\` (the whole site as \`npm start\` runs it, default limits, this machine).`,
    '',
    '| probe | result | target |',
    '|---|---|---|',
    ...figures.map(([what, result, target]) => `| ${what} | ${result.replace(/\|/g, '\\|')} | ${target} |`),
  ].join('\n');
  const start = '<!-- security-bench:start -->';
  const end = '<!-- security-bench:end -->';
  const doc = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : `${start}\n${end}\n`;
  const before = doc.slice(0, doc.indexOf(start) + start.length);
  const after = doc.slice(doc.indexOf(end));
  fs.writeFileSync(docFile, `${before}\n${table}\n${after}`);
  process.stdout.write(`\nwritten to ${path.relative(repoRoot, docFile)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  void site?.stop().finally(() => process.exit(1));
});
