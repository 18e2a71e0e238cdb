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

/** Linux's clock ticks per second for /proc times (USER_HZ), the same on every architecture Node runs on. */
const ticksPerSecond = 100;

/**
 * When `pid` started (ms since the epoch), from /proc; undefined where /proc cannot tell. The process a file names
 * started before the file was written: one started after it has only been given the same id since.
 */
export function processStartedAt(pid: number): number | undefined {
  try {
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    if (!Number.isFinite(bootSeconds) || !Number.isFinite(startTicks)) return undefined;
    return bootSeconds * 1000 + (startTicks / ticksPerSecond) * 1000;
  } catch {
    return undefined;
  }
}

/** Whether the process `file` names may still be the one written there: it started before the file was. */
function startedBeforeFile(pid: number, file: string): boolean {
  const startedAt = processStartedAt(pid);
  if (startedAt === undefined) return true;
  // btime is whole seconds, and the file is written right after the process is spawned.
  return startedAt <= fs.statSync(file).mtimeMs + 2000;
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
  return pid !== undefined && isAlive(pid) && isNodeProcess(pid) && startedBeforeFile(pid, file)
    ? pid
    : undefined;
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
    const ours = pid !== undefined && isAlive(pid) && isNodeProcess(pid) && startedBeforeFile(pid, full);
    fs.rmSync(full, { force: true });
    if (file === 'start.pid' || !ours) continue;
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
