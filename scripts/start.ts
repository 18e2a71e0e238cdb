/**
 * `npm start` / `npm run dev`: the whole site on one URL.
 * Builds what has no build yet, starts the embedded database (unless MONGODB_URI is set), every service that
 * exists (and its worker, <AREA>_WORKERS times), and the edge, waits until all are ready and prints the URL last.
 * Every process is supervised (scripts/lib/supervisor.ts): readable output, a warm spare taking over after a crash,
 * restarts with back-off; Ctrl-C stops everything and exits 0.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { areaServices, frontendPackages, type AreaService } from './lib/packages';
import { forgetStart, recordStart, runningStart, stopLeftovers } from './lib/leftovers';
import { freePort, PortPicker } from './lib/ports';
import { Supervisor, type ProcessSpec } from './lib/supervisor';

const repoRoot = path.resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
const env = process.env;
const host = env.HOST ?? '127.0.0.1';
// An empty variable (`PORT=`) is as good as none, as for the services.
const sitePort = Number(env.PORT || 8080);
const portProblem =
  /^\d+$/.test(env.PORT || '8080') && sitePort >= 1 && sitePort <= 65535
    ? undefined
    : `PORT must be a port number from 1 to 65535 (it is "${env.PORT}")`;
const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
const production = env.NODE_ENV === 'production';
const demoPassword = env.DEMO_PASSWORD ?? 'demo1234';
const autoPorts = env.INTERNAL_PORTS === 'auto';
const internalPortsProblem =
  env.INTERNAL_PORTS === undefined || env.INTERNAL_PORTS === '' || autoPorts
    ? undefined
    : `INTERNAL_PORTS must be "auto" or unset (it is "${env.INTERNAL_PORTS}")`;
const fixedPorts: Record<string, number> = {
  devdb: 27217,
  trial: 4101,
  marketing: 4102,
  booking: 4103,
  guides: 4104,
  media: 4105,
  gateway: 4106,
};

function log(message: string) {
  process.stdout.write(`[start] ${message}\n`);
}

// With INTERNAL_PORTS=auto every internal port is picked here before any service listens, so the picker keeps
// them apart (and away from the site's own port).
const ports = new PortPicker([sitePort], () => freePort(host));

async function portFor(name: string): Promise<number> {
  // An area without a place in the table (docs/platform.md) gets a free port, like every port with INTERNAL_PORTS=auto.
  return autoPorts || fixedPorts[name] === undefined ? ports.pick() : fixedPorts[name];
}

/** Build every package whose output is missing (all of them with --rebuild). */
function buildMissing() {
  const rebuild = process.argv.includes('--rebuild');
  const devdbEntry = path.join(repoRoot, 'shared/devdb/dist/index.js');
  const targets: { name: string; missing: boolean }[] = [
    { name: '@claims/devdb', missing: !fs.existsSync(devdbEntry) },
    ...frontendPackages(repoRoot).map((p) => ({
      name: p.name,
      missing: rebuild || !fs.existsSync(p.builtMarker),
    })),
  ];
  for (const target of targets.filter((t) => t.missing)) {
    log(`building ${target.name} ...`);
    // The build's own output (webpack stats) is shown only when it fails.
    const result = spawnSync('npm', ['run', 'build', '-w', target.name], {
      cwd: repoRoot,
      stdio: 'pipe',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      log(`build of ${target.name} failed; fix it or run \`npm run build -w ${target.name}\` to see why.`);
      process.exit(1);
    }
  }
}

/** Start the embedded database and resolve with its URI once it is listening. */
function startDevDb(port: number): Promise<{ uri: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'shared/devdb/bin/devdb.js'),
      '--data-dir',
      path.join(dataDir, 'db'),
      '--port',
      String(port),
      '--host',
      host,
      '--exit-with-parent',
    ],
    // A process group of its own: Ctrl-C (or a signal to the runner's group) reaches the services, which finish
    // their requests, and the database is stopped only after them. If the runner dies, it stops by itself.
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n').filter(Boolean)) process.stdout.write(`[devdb] ${line}\n`);
      const match = /mongodb:\/\/\S+/.exec(output);
      if (match) resolve({ uri: match[0], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(`[devdb] ${chunk.toString()}`);
    });
    child.once('exit', (code) =>
      reject(new Error(`the embedded database exited (code ${code}):\n${output.trim()}`)),
    );
  });
}

async function waitUntilReady(name: string, url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000}s`);
}

async function ensureKeys(): Promise<{ privateKeyFile: string; publicKeyFile: string }> {
  const { loadOrCreateKeyPair } = await import('@claims/service-kit');
  const { privateKeyPath, publicKeyPath } = loadOrCreateKeyPair(dataDir);
  return { privateKeyFile: privateKeyPath, publicKeyFile: publicKeyPath };
}

/** Whether nothing listens on `port` yet (the site's own port: a second site there would answer for this one). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function main() {
  const problems = [portProblem, internalPortsProblem].filter((problem) => problem !== undefined);
  if (problems.length > 0) {
    for (const problem of problems) log(problem);
    process.exit(1);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const runDir = path.join(dataDir, 'run');
  const otherStart = runningStart(runDir);
  if (otherStart) {
    log(
      `another start (process ${otherStart}) is running with ${dataDir}; stop it first, or use another DATA_DIR`,
    );
    process.exit(1);
  }
  // A start that was killed outright (SIGKILL, out of memory) left its processes running, holding their ports.
  const leftovers = await stopLeftovers(runDir);
  if (leftovers.length > 0) {
    const names = leftovers.map(({ name, pid }) => `${name} (${pid})`).join(', ');
    log(`stopped what an earlier start left running when it ended abruptly: ${names}`);
  }
  if (!(await portIsFree(sitePort))) {
    log(`port ${sitePort} is in use by another program; stop it, or start with PORT=<another port>`);
    process.exit(1);
  }
  // The fixed internal ports: one taken by another program would leave its service restarting in vain.
  if (!autoPorts) {
    const taken: string[] = [];
    for (const [name, port] of Object.entries(fixedPorts)) {
      if (name === 'devdb' && env.MONGODB_URI) continue;
      if (!(await portIsFree(port))) taken.push(`${port} (${name})`);
    }
    if (taken.length > 0) {
      log(
        `internal port${taken.length === 1 ? '' : 's'} ${taken.join(', ')} in use by another program; stop it, or start with INTERNAL_PORTS=auto to pick free ports`,
      );
      process.exit(1);
    }
  }
  recordStart(runDir);
  process.once('exit', () => forgetStart(runDir));
  buildMissing();
  const keys = await ensureKeys();

  let devdb: ChildProcess | undefined;
  let devdbPort = 0;
  let mongoUri = env.MONGODB_URI;
  if (!mongoUri) {
    try {
      devdbPort = await portFor('devdb');
      const started = await startDevDb(devdbPort);
      devdb = started.child;
      mongoUri = started.uri;
    } catch (error) {
      log((error as Error).message);
      process.exit(1);
    }
  }

  const services: (AreaService & { port: number })[] = [];
  for (const service of areaServices(repoRoot))
    services.push({ ...service, port: await portFor(service.area) });

  const site = `http://${host}:${sitePort}`;
  const common = {
    NODE_ENV: env.NODE_ENV ?? 'development',
    HOST: host,
    MONGODB_URI: mongoUri,
    DATA_DIR: dataDir,
    JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? String(!production),
    DEMO_PASSWORD: demoPassword,
    // Links in emails point at the address printed below unless the site is published elsewhere.
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? site,
  };
  // Outside development every process has a warm spare (scripts/lib/standby.ts) that takes over after a crash;
  // WARM_SPARES=false saves their memory (about 130 MB each) at the cost of a cold restart.
  const spares = env.WARM_SPARES !== 'false';
  const node = (entry: string): Pick<ProcessSpec, 'command' | 'args' | 'standby'> =>
    dev
      ? { command: 'npx', args: ['tsx', 'watch', entry] }
      : !spares
        ? { command: process.execPath, args: ['--import', 'tsx', entry] }
        : {
            command: process.execPath,
            args: ['--import', 'tsx', entry],
            standby: {
              command: process.execPath,
              args: ['--import', 'tsx', path.join(__dirname, 'lib/standby.ts'), entry],
            },
          };

  const specs: ProcessSpec[] = [];
  for (const service of services) {
    const serviceEnv = {
      ...env,
      ...common,
      PORT: String(service.port),
      ...(service.area === 'trial' ? { JWT_PRIVATE_KEY_FILE: keys.privateKeyFile } : {}),
    };
    specs.push({
      name: service.area,
      ...node(service.entry),
      cwd: service.dir,
      env: serviceEnv,
      restart: true,
    });
    // A service's background worker (src/worker.ts) runs <AREA>_WORKERS times (default 1), supervised the same way.
    if (fs.existsSync(path.join(service.dir, 'src/worker.ts'))) {
      const count = workerCount(service.area);
      for (let index = 1; index <= count; index++) {
        specs.push({
          name: count === 1 ? `${service.area}-worker` : `${service.area}-worker-${index}`,
          ...node('src/worker.ts'),
          cwd: service.dir,
          env: { ...serviceEnv, PORT: undefined, WORKER_INDEX: String(index), WORKER_COUNT: String(count) },
          restart: true,
        });
      }
    }
  }
  const upstreamEnv = Object.fromEntries(
    services.map((s) => [
      s.area === 'gateway' ? 'GATEWAY_URL' : `SERVICE_${s.area.toUpperCase()}_URL`,
      `http://${host}:${s.port}`,
    ]),
  );
  specs.push({
    name: 'edge',
    ...node('src/server.ts'),
    cwd: path.join(repoRoot, 'services/edge'),
    env: { ...env, ...common, ...upstreamEnv, PORT: String(sitePort) },
    restart: true,
  });
  if (dev) {
    for (const p of frontendPackages(repoRoot)) {
      specs.push({
        name: p.short,
        command: 'npx',
        args: ['webpack', '--watch', '--mode', 'development', '--stats', 'errors-warnings'],
        cwd: p.dir,
        env: { ...env },
        restart: true,
      });
    }
  }

  const supervisor = new Supervisor(
    {
      write: (text) => process.stdout.write(text),
      pretty: !production,
      colours: Boolean(process.stdout.isTTY) || env.FORCE_COLOR === '1',
      pidDir: path.join(dataDir, 'run'),
    },
    ['start', 'devdb', ...specs.map((spec) => spec.name)],
  );

  let stopping: Promise<void> | undefined;
  const stop = (reason: string, exitCode = 0) => {
    if (!stopping) {
      log(`stopping (${reason}) ...`);
      // The services first (they finish in-flight requests, which may still write), then the database.
      stopping = supervisor
        .stopAll(15_000, reason === 'SIGINT')
        .then(() =>
          devdb
            ? new Promise<void>((resolve) => {
                if (devdb!.exitCode !== null || devdb!.signalCode !== null) return resolve();
                devdb!.once('exit', () => resolve());
                devdb!.kill('SIGTERM');
              })
            : undefined,
        )
        .then(() => {
          log('stopped');
          process.exit(exitCode);
        });
    } else if (reason === 'SIGINT' || reason === 'SIGTERM') {
      // A second Ctrl-C: do not wait for graceful shutdowns.
      process.exit(exitCode);
    }
    return stopping;
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // The embedded database is started again on the same port when it stops unexpectedly; meanwhile the services
  // answer 503 and their drivers reconnect. Five stops within a minute stop the site instead (something is wrong
  // with its data or the machine, and starting it again would only repeat it).
  const devdbStops: number[] = [];
  const devdbStopped = (reason: string) => {
    if (stopping) return;
    const now = Date.now();
    devdbStops.push(now);
    const recent = devdbStops.filter((at) => now - at < 60_000).length;
    if (recent >= 5) {
      log(`the embedded database stopped ${recent} times within a minute (${reason}); stopping the site`);
      void stop('database stopped', 1);
      return;
    }
    const delayMs = 500 * 2 ** (recent - 1);
    log(`the embedded database stopped unexpectedly (${reason}); starting it again in ${delayMs / 1000} s`);
    setTimeout(() => {
      if (stopping) return;
      startDevDb(devdbPort).then(
        (started) => {
          devdb = started.child;
          log('the embedded database is running again');
          watchDevDb(started.child);
        },
        (error: unknown) => devdbStopped((error as Error).message.split('\n')[0]),
      );
    }, delayMs);
  };
  const watchDevDb = (child: ChildProcess) =>
    child.once('exit', (code, signal) => devdbStopped(signal ?? `code ${code}`));
  if (devdb) watchDevDb(devdb);

  for (const spec of specs) supervisor.start(spec);

  try {
    await waitUntilReady('edge', `${site}/healthz`);
  } catch (error) {
    log(`${(error as Error).message}; stopping`);
    await stop('edge not ready', 1);
  }
  // A service that fails to start leaves only its own area unavailable; the site still comes up.
  const readiness = await Promise.allSettled(
    services.map((s) => waitUntilReady(s.area, `http://${host}:${s.port}/readyz`)),
  );
  readiness.forEach((r, i) => {
    if (r.status === 'rejected')
      log(`warning: ${services[i].area} is not ready: ${(r.reason as Error).message}`);
  });
  if (!stopping) {
    // Last lines of the start-up, so the address never scrolls away among the services' start-up logs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.stdout.write(`\nSite: ${site}\n`);
    if (common.SEED_DEMO_DATA === 'true') {
      process.stdout.write(
        `Demo accounts (password ${demoPassword}): admin@demo.local, tech@demo.local, insurance@demo.local, customer@demo.local\n`,
      );
    }
    process.stdout.write('Press Ctrl-C to stop.\n\n');
  }
}

/** `<AREA>_WORKERS` (e.g. MEDIA_WORKERS=2): how many copies of a service's worker run; 1 unless set. */
function workerCount(area: string): number {
  const raw = env[`${area.toUpperCase()}_WORKERS`];
  const count = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(count) || count < 0 || count > 32) {
    log(`${area.toUpperCase()}_WORKERS must be a whole number from 0 to 32; using 1`);
    return 1;
  }
  return count;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
