/**
 * What an earlier `npm start` on the same data directory left behind. The runner writes its own process id to
 * `<DATA_DIR>/run/start.pid` and the supervisor one file per process (`edge.pid`, `trial.pid`, ...). When the runner
 * is killed outright (SIGKILL, the out-of-memory killer) nothing removes them, and the processes they name keep
 * running and holding their ports: the next start would find its site's port taken by the old edge.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Leftover = { name: string; pid: number };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` still runs one of the site's Node processes: a process id is reused once its process is gone, so a
 * stale file must not make the runner stop an unrelated program. Where /proc is missing, a live process is trusted.
 */
function isNodeProcess(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!fs.existsSync('/proc')) return true;
  try {
    return /node/.test(fs.readFileSync(cmdline, 'utf8'));
  } catch {
    return false;
  }
}

function readPid(file: string): number | undefined {
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 1 && pid !== process.pid ? pid : undefined;
}

/** The runner of another start on this data directory that is still running, if any. */
export function runningStart(runDir: string): number | undefined {
  const file = path.join(runDir, 'start.pid');
  if (!fs.existsSync(file)) return undefined;
  const pid = readPid(file);
  return pid !== undefined && isAlive(pid) && isNodeProcess(pid) ? pid : undefined;
}

/** Writes this runner's id, so a later start can tell whether it is still running. */
export function recordStart(runDir: string): void {
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(path.join(runDir, 'start.pid'), String(process.pid));
}

export function forgetStart(runDir: string): void {
  fs.rmSync(path.join(runDir, 'start.pid'), { force: true });
}

/**
 * Stops every process an earlier start left running (SIGTERM, then SIGKILL after `graceMs`) and removes the stale
 * files; resolves with what was stopped. Call only when `runningStart` found no live runner.
 */
export async function stopLeftovers(runDir: string, graceMs = 5000): Promise<Leftover[]> {
  if (!fs.existsSync(runDir)) return [];
  const found: Leftover[] = [];
  for (const file of fs.readdirSync(runDir).filter((name) => name.endsWith('.pid'))) {
    const full = path.join(runDir, file);
    const pid = readPid(full);
    fs.rmSync(full, { force: true });
    if (file === 'start.pid' || pid === undefined || !isAlive(pid) || !isNodeProcess(pid)) continue;
    found.push({ name: file.replace(/\.pid$/, ''), pid });
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone meanwhile
    }
  }
  const deadline = Date.now() + graceMs;
  while (found.some(({ pid }) => isAlive(pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const { pid } of found) {
    if (!isAlive(pid)) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  return found;
}
