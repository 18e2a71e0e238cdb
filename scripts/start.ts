/**
 * `npm start` / `npm run dev`: the whole site on one URL.
 * Builds what has no build yet, starts the embedded database (unless MONGODB_URI is set),
 * every service that exists and the edge, waits until all are ready and prints the URL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { concurrently, type ConcurrentlyCommandInput } from 'concurrently';
import { areaServices, frontendPackages, type AreaService } from './lib/packages';

const repoRoot = path.resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const sitePort = Number(env.PORT ?? 8080);
const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
const production = env.NODE_ENV === 'production';
const demoPassword = env.DEMO_PASSWORD ?? 'demo1234';
const autoPorts = env.INTERNAL_PORTS === 'auto';
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function portFor(name: string): Promise<number> {
  // An area without a place in the table (docs/platform.md) gets a free port, like every port with INTERNAL_PORTS=auto.
  return autoPorts || fixedPorts[name] === undefined ? freePort() : fixedPorts[name];
}

/** Build every package whose output is missing (all of them with --rebuild). */
function buildMissing() {
  const rebuild = process.argv.includes('--rebuild');
  const devdbEntry = path.join(repoRoot, 'shared/devdb/dist/index.js');
  const targets: { name: string; missing: boolean }[] = [
    { name: '@claims/devdb', missing: !fs.existsSync(devdbEntry) },
    ...frontendPackages(repoRoot).map((p) => ({ name: p.name, missing: rebuild || !fs.existsSync(p.builtMarker) })),
  ];
  for (const target of targets.filter((t) => t.missing)) {
    log(`building ${target.name} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.name], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) {
      log(`build of ${target.name} failed; fix it or run \`npm run build -w ${target.name}\` to see why.`);
      process.exit(1);
    }
  }
}

/** Start the embedded database and resolve with its URI once it is listening. */
function startDevDb(port: number): Promise<{ uri: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'shared/devdb/bin/devdb.js'), '--data-dir', path.join(dataDir, 'db'), '--port', String(port), '--host', host],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
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
    child.once('exit', (code) => reject(new Error(`the embedded database exited (code ${code}):\n${output.trim()}`)));
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

async function main() {
  fs.mkdirSync(dataDir, { recursive: true });
  buildMissing();
  const keys = await ensureKeys();

  let devdb: ChildProcess | undefined;
  let mongoUri = env.MONGODB_URI;
  if (!mongoUri) {
    try {
      const started = await startDevDb(await portFor('devdb'));
      devdb = started.child;
      mongoUri = started.uri;
    } catch (error) {
      log((error as Error).message);
      process.exit(1);
    }
  }

  const services: (AreaService & { port: number })[] = [];
  for (const service of areaServices(repoRoot)) services.push({ ...service, port: await portFor(service.area) });

  const common = {
    NODE_ENV: env.NODE_ENV ?? 'development',
    HOST: host,
    MONGODB_URI: mongoUri,
    DATA_DIR: dataDir,
    JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? String(!production),
    DEMO_PASSWORD: demoPassword,
    FORCE_COLOR: '1',
  };
  const tsx = (entry: string) => (dev ? `npx tsx watch ${entry}` : `node --import tsx ${entry}`);
  const commands: ConcurrentlyCommandInput[] = services.map((service) => ({
    name: service.area,
    command: tsx(service.entry),
    cwd: service.dir,
    env: {
      ...common,
      PORT: String(service.port),
      ...(service.area === 'trial' ? { JWT_PRIVATE_KEY_FILE: keys.privateKeyFile } : {}),
    },
  }));
  // Background workers (`services/<area>/src/worker.ts`, e.g. the media render worker): <AREA>_WORKERS of each (default 1).
  for (const service of services) {
    if (!fs.existsSync(path.join(service.dir, 'src/worker.ts'))) continue;
    const count = Math.max(0, Number(env[`${service.area.toUpperCase()}_WORKERS`] ?? 1) || 0);
    for (let i = 1; i <= count; i++) {
      const name = count > 1 ? `${service.area}-worker-${i}` : `${service.area}-worker`;
      commands.push({ name, command: tsx('src/worker.ts'), cwd: service.dir, env: { ...common } });
    }
  }
  const upstreamEnv = Object.fromEntries(
    services.map((s) => [s.area === 'gateway' ? 'GATEWAY_URL' : `SERVICE_${s.area.toUpperCase()}_URL`, `http://${host}:${s.port}`]),
  );
  commands.push({
    name: 'edge',
    command: tsx('src/server.ts'),
    cwd: path.join(repoRoot, 'services/edge'),
    env: { ...common, ...upstreamEnv, PORT: String(sitePort) },
  });
  if (dev) {
    for (const p of frontendPackages(repoRoot)) {
      commands.push({ name: p.short, command: 'npx webpack --watch --mode development', cwd: p.dir });
    }
  }

  const { result, commands: running } = concurrently(commands, {
    prefix: 'name',
    // No automatic restarts: they would bring back the processes a stop has just ended. A crashed service
    // leaves only its own area unavailable.
    killSignal: 'SIGTERM',
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${signal}) ...`);
    for (const command of running) command.kill('SIGTERM');
    devdb?.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const devdbExit = devdb ? new Promise((r) => devdb!.once('exit', r)) : Promise.resolve();
  devdb?.once('exit', (code) => {
    if (!stopping) {
      log(`the embedded database stopped unexpectedly (code ${code}); stopping the site`);
      stop('SIGTERM');
    }
  });

  const site = `http://${host}:${sitePort}`;
  try {
    await waitUntilReady('edge', `${site}/healthz`);
  } catch (error) {
    log(`${(error as Error).message}; stopping`);
    stop('SIGTERM');
  }
  // A service that fails to start leaves only its own area unavailable; the site still comes up.
  const readiness = await Promise.allSettled(
    services.map((s) => waitUntilReady(s.area, `http://${host}:${s.port}/readyz`)),
  );
  readiness.forEach((r, i) => {
    if (r.status === 'rejected') log(`warning: ${services[i].area} is not ready: ${(r.reason as Error).message}`);
  });
  if (!stopping) {
    process.stdout.write(`\nSite: ${site}\n`);
    if (common.SEED_DEMO_DATA === 'true') {
      process.stdout.write(
        `Demo accounts (password ${demoPassword}): admin@demo.local, tech@demo.local, insurance@demo.local, customer@demo.local\n`,
      );
    }
    process.stdout.write('Press Ctrl-C to stop.\n\n');
  }

  const outcome = await result.then(
    () => 0,
    () => 1,
  );
  await devdbExit;
  process.exit(stopping ? 0 : outcome);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
