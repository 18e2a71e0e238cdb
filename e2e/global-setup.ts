import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { accessTokenTtlSeconds, demoPassword, e2eDataDir, siteUrl, sitePort } from './support/site';

const repoRoot = path.resolve(__dirname, '..');

/** Starts the whole site (devdb, services, edge) like `npm start`, on its own port and data directory. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return; // a site that is already running
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
  fs.mkdirSync(e2eDataDir, { recursive: true });
  const logFile = path.join(e2eDataDir, 'site.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(sitePort),
      INTERNAL_PORTS: 'auto',
      DATA_DIR: e2eDataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      DEMO_PASSWORD: demoPassword,
      ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds),
      RATE_LIMIT_MAX: '100000',
      // Every browser test posts from 127.0.0.1: as one visitor, the suite's surveys, applications and demo requests
      // passed the 20 forms a visitor may send in 15 minutes. The limit itself is tested in services/marketing.
      SUBMISSION_RATE_LIMIT_MAX: '100000',
      // The suite files its cases as the few demo customers; the limit is tested in services/trial.
      CASE_FILINGS_PER_ACCOUNT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  fs.writeFileSync(path.join(e2eDataDir, 'site.pid'), String(child.pid));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`site did not start within 240 s; see ${logFile}`)),
      240_000,
    );
    let seen = '';
    const onData = (chunk: Buffer) => {
      fs.writeSync(log, chunk);
      seen += chunk.toString();
      if (seen.includes(`Site: ${siteUrl}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => fs.writeSync(log, chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with code ${code} before it was ready; see ${logFile}`));
    });
  });
  child.stdout!.removeAllListeners('data');
  child.stdout!.on('data', (chunk: Buffer) => fs.writeSync(log, chunk));
  child.unref();
}
