import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './support/site';

/** Stops the site started by global-setup (the runner stops every process it started). */
export default async function globalTeardown() {
  const pidFile = path.join(e2eDataDir, 'site.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  fs.rmSync(pidFile);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 200));
    } catch {
      return;
    }
  }
  process.kill(-pid, 'SIGKILL');
}
