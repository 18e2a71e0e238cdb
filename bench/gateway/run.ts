/**
 * `npm run bench -- gateway`: 1,000 websockets (50 customers, 10 techs, 5 insurers, 2 admins, several tabs each)
 * connected to one gateway; a stream of case writes straight into the `cases` collection as the trial service
 * makes them. Reports the time from each write's acknowledgement to its delivery on each socket (p50/p99),
 * the events delivered per role, and every event a socket received outside its scope (must be 0).
 * Target on the 2-core machine: p99 ≤ 100 ms at 1,000 sockets, 0 misdelivered.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import WebSocket from 'ws';
import type { CaseEventsServerMessage, Role } from '@claims/contracts';

type BenchRole = 'customer' | 'tech' | 'insurance' | 'admin';
const usersPerRole: Record<BenchRole, number> = { customer: 50, tech: 10, insurance: 5, admin: 2 };
const socketsPerRole: Record<BenchRole, number> = { customer: 600, tech: 200, insurance: 120, admin: 80 };
const poolSize = 300;
const steadyWrites = 1000;
const steadyIntervalMs = 20; // 50 writes per second
const burstWrites = 1000;
const burstInFlight = 64;

type BenchUser = { sub: string; role: BenchRole; roles: Role[] };
type Audience = { customerId: string; techId: string | null; insuranceId: string | null };
type WriteRecord = { seq: number; caseId: string; startedAt: number; ackedAt: number; keys: Set<string> };

const keyOf = (user: BenchUser) => (user.role === 'admin' ? 'admin' : `${user.role}:${user.sub}`);
const audienceKeys = (audience: Audience) => {
  const keys = new Set(['admin', `customer:${audience.customerId}`]);
  if (audience.techId) keys.add(`tech:${audience.techId}`);
  if (audience.insuranceId) keys.add(`insurance:${audience.insuranceId}`);
  return keys;
};
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

function startServer(users: BenchUser[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'support/bench-server.ts')],
    {
      env: { ...process.env, BENCH_USERS: JSON.stringify(users.map(({ sub, roles }) => ({ sub, roles }))) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise<{
    url: string;
    uri: string;
    casesDbName: string;
    userTokens: string[];
    stop: () => Promise<void>;
  }>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      resolve({
        ...JSON.parse(line.slice(6)),
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code}):\n${output}`)));
  });
}

async function main() {
  const users: BenchUser[] = (Object.keys(usersPerRole) as BenchRole[]).flatMap((role) =>
    Array.from({ length: usersPerRole[role] }, () => ({
      sub: crypto.randomBytes(12).toString('hex'),
      role,
      roles: [role] as Role[],
    })),
  );
  const server = await startServer(users);
  const connection = await mongoose.createConnection(server.uri, { dbName: server.casesDbName }).asPromise();
  const cases = connection.db!.collection('cases');
  const byRole = (role: BenchRole) => users.filter((user) => user.role === role);

  // The case pool updates are spread over, created before anyone listens.
  const audiences = new Map<string, Audience>();
  const pastKeys = new Map<string, Set<string>>();
  const pool: string[] = [];
  const now = new Date();
  const poolDocs = Array.from({ length: poolSize }, (_, index) => {
    const audience: Audience = {
      customerId: pick(byRole('customer')).sub,
      techId: index % 2 === 0 ? pick(byRole('tech')).sub : null,
      insuranceId: index % 3 === 0 ? pick(byRole('insurance')).sub : null,
    };
    const _id = new mongoose.Types.ObjectId();
    audiences.set(_id.toHexString(), audience);
    pastKeys.set(_id.toHexString(), audienceKeys(audience));
    pool.push(_id.toHexString());
    return caseDoc(_id, index + 1, audience, 'pending', 'bench pool', now);
  });
  await cases.insertMany(poolDocs);

  // 1,000 sockets: several tabs per user, spread evenly.
  type Client = { user: BenchUser; key: string; socket: WebSocket };
  const clients: Client[] = [];
  const socketsByKey = new Map<string, number>();
  const writes = new Map<number, WriteRecord>();
  const latenciesAck: number[] = [];
  const latenciesStart: number[] = [];
  const deliveredPerRole: Record<BenchRole, number> = { customer: 0, tech: 0, insurance: 0, admin: 0 };
  const removalsPerRole: Record<BenchRole, number> = { customer: 0, tech: 0, insurance: 0, admin: 0 };
  let misdelivered = 0;
  let beforeAck = 0;
  let closedEarly = 0;
  const pongTimes: number[] = [];

  const connectStarted = performance.now();
  for (const role of Object.keys(socketsPerRole) as BenchRole[]) {
    const roleUsers = users
      .map((user, index) => ({ user, token: server.userTokens[index] }))
      .filter((u) => u.user.role === role);
    for (let i = 0; i < socketsPerRole[role]; i += 1) {
      const { user, token } = roleUsers[i % roleUsers.length];
      const socket = new WebSocket(server.url);
      const client: Client = { user, key: keyOf(user), socket };
      clients.push(client);
      socketsByKey.set(client.key, (socketsByKey.get(client.key) ?? 0) + 1);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('close', () => {
        closedEarly += 1;
      });
      socket.on('message', (data) => {
        const at = performance.now();
        const message = JSON.parse(data.toString()) as CaseEventsServerMessage;
        if (message.type === 'case.changed') {
          const seq = Number(/^bench #(\d+)$/.exec(message.case.issueDescription)?.[1] ?? NaN);
          const write = writes.get(seq);
          if (!write || !write.keys.has(client.key)) {
            misdelivered += 1;
            return;
          }
          deliveredPerRole[client.user.role] += 1;
          latenciesStart.push(at - write.startedAt);
          if (write.ackedAt === 0) beforeAck += 1;
          latenciesAck.push(write.ackedAt === 0 ? 0 : Math.max(0, at - write.ackedAt));
        } else if (message.type === 'case.removed') {
          if (!pastKeys.get(message.id)?.has(client.key)) misdelivered += 1;
          else removalsPerRole[client.user.role] += 1;
        } else if (message.type === 'pong') {
          pongTimes.push(at);
        }
      });
    }
  }
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve, reject) => {
          socket.once('message', () => resolve());
          socket.once('error', reject);
        }),
    ),
  );
  const connectMs = performance.now() - connectStarted;
  closedEarly = 0;

  let seq = 0;
  let poolCursor = 0;
  const nextWrite = async (): Promise<void> => {
    seq += 1;
    const mySeq = seq;
    const roll = Math.random();
    const startedAt = performance.now();
    let caseId: string;
    let audience: Audience;
    let write: () => Promise<unknown>;
    if (roll < 0.2) {
      const _id = new mongoose.Types.ObjectId();
      caseId = _id.toHexString();
      audience = {
        customerId: pick(byRole('customer')).sub,
        techId: Math.random() < 0.5 ? pick(byRole('tech')).sub : null,
        insuranceId: Math.random() < 0.5 ? pick(byRole('insurance')).sub : null,
      };
      write = () =>
        cases.insertOne(caseDoc(_id, poolSize + mySeq, audience, 'pending', `bench #${mySeq}`, new Date()));
    } else {
      // Round robin over the pool: the same case is written again only hundreds of writes later.
      caseId = pool[poolCursor++ % pool.length];
      const previous = audiences.get(caseId)!;
      audience = { ...previous };
      const set: Record<string, unknown> = { issueDescription: `bench #${mySeq}`, updatedAt: new Date() };
      if (roll < 0.8) {
        set.status = pick([
          'in_call',
          'assessment',
          'parts_ordered',
          'house_visit_scheduled',
          'resolved_remote',
        ]);
      } else {
        audience.techId = pick(byRole('tech')).sub;
        set.techId = audience.techId;
        if (Math.random() < 0.5) {
          audience.insuranceId = pick(byRole('insurance')).sub;
          set.insuranceId = audience.insuranceId;
        }
      }
      write = () => cases.updateOne({ _id: new mongoose.Types.ObjectId(caseId) }, { $set: set });
    }
    audiences.set(caseId, audience);
    const keys = audienceKeys(audience);
    const seen = pastKeys.get(caseId) ?? new Set<string>();
    for (const key of keys) seen.add(key);
    pastKeys.set(caseId, seen);
    const record: WriteRecord = { seq: mySeq, caseId, startedAt, ackedAt: 0, keys };
    writes.set(mySeq, record);
    expected += [...keys].reduce((sum, key) => sum + (socketsByKey.get(key) ?? 0), 0);
    await write();
    record.ackedAt = performance.now();
  };
  let expected = 0;

  const waitForDeliveries = async () => {
    const deadline = performance.now() + 15_000;
    while (performance.now() < deadline) {
      const deliveredSoFar = Object.values(deliveredPerRole).reduce((a, b) => a + b, 0);
      if (deliveredSoFar >= expected) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const report = (label: string, writesCount: number, elapsedMs: number) => {
    const ack = [...latenciesAck].sort((a, b) => a - b);
    const start = [...latenciesStart].sort((a, b) => a - b);
    const delivered = Object.values(deliveredPerRole).reduce((a, b) => a + b, 0);
    console.log(
      `\n${label}: ${writesCount} writes in ${(elapsedMs / 1000).toFixed(1)} s (${(writesCount / (elapsedMs / 1000)).toFixed(0)}/s)`,
    );
    console.log(
      `  write ack → delivery: p50 ${ms(percentile(ack, 50))}, p99 ${ms(percentile(ack, 99))}, max ${ms(ack.at(-1) ?? NaN)}`,
    );
    console.log(
      `  write start → delivery: p50 ${ms(percentile(start, 50))}, p99 ${ms(percentile(start, 99))}`,
    );
    console.log(
      `  delivered ${delivered} of ${expected} expected (${delivered - expected} difference); delivered before the ack was seen: ${beforeAck}`,
    );
    console.log(
      `  case.changed per role: ${JSON.stringify(deliveredPerRole)}; case.removed per role: ${JSON.stringify(removalsPerRole)}`,
    );
    console.log(
      `  misdelivered (outside the socket's scope): ${misdelivered}; sockets closed during the phase: ${closedEarly}`,
    );
  };
  const resetStats = () => {
    latenciesAck.length = 0;
    latenciesStart.length = 0;
    for (const role of Object.keys(deliveredPerRole) as BenchRole[]) {
      deliveredPerRole[role] = 0;
      removalsPerRole[role] = 0;
    }
    expected = 0;
    beforeAck = 0;
  };

  console.log(`connected and authenticated ${clients.length} sockets in ${ms(connectMs)}`);
  console.log(
    `sockets per role: ${JSON.stringify(socketsPerRole)} over users ${JSON.stringify(usersPerRole)}`,
  );

  // Warm-up (not measured): JIT, connection pools.
  for (let i = 0; i < 50; i += 1) await nextWrite();
  await waitForDeliveries();
  resetStats();

  // Steady stream: 50 writes per second.
  const steadyStarted = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < steadyWrites; i += 1) {
    pending.push(nextWrite());
    const nextAt = steadyStarted + (i + 1) * steadyIntervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - performance.now())));
  }
  await Promise.all(pending);
  await waitForDeliveries();
  report('steady stream', steadyWrites, performance.now() - steadyStarted);
  resetStats();

  // Burst: 1,000 writes as fast as the database takes them; an admin socket pings throughout to show the
  // gateway keeps answering.
  const probe = clients.find((client) => client.user.role === 'admin')!.socket;
  const pingSentAt: number[] = [];
  pongTimes.length = 0;
  const pinger = setInterval(() => {
    pingSentAt.push(performance.now());
    probe.send(JSON.stringify({ type: 'ping' }));
  }, 25);
  const burstStarted = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: burstInFlight }, async () => {
      while (issued < burstWrites) {
        issued += 1;
        await nextWrite();
      }
    }),
  );
  const burstWriteMs = performance.now() - burstStarted;
  await waitForDeliveries();
  clearInterval(pinger);
  report('burst', burstWrites, burstWriteMs);
  const pingRtts = pongTimes
    .map((at, index) => at - pingSentAt[index])
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  console.log(
    `  heartbeat round trip during the burst: p50 ${ms(percentile(pingRtts, 50))}, p99 ${ms(percentile(pingRtts, 99))}, max ${ms(pingRtts.at(-1) ?? NaN)} (${pingRtts.length} pings)`,
  );

  const cpu = process.cpuUsage();
  console.log(
    `load generator (1,000 sockets + writer) CPU: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s over ${process.uptime().toFixed(1)} s`,
  );
  for (const client of clients) client.socket.terminate();
  await connection.close();
  await server.stop();
  process.exit(misdelivered === 0 ? 0 : 1);
}

function caseDoc(
  _id: mongoose.Types.ObjectId,
  number: number,
  audience: Audience,
  status: string,
  issue: string,
  at: Date,
) {
  return {
    _id,
    caseNumber: `CA-2026-${String(number).padStart(6, '0')}`,
    ...audience,
    deviceType: 'Refrigerator',
    modelNumber: 'WRF555SDFZ',
    serialNumber: 'SN-1',
    issueDescription: issue,
    status,
    history: [],
    photos: [],
    createdAt: at,
    updatedAt: at,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
