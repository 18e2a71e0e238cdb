import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatLogLine } from './log-format';

export type ProcessSpec = {
  /** Shown before every line the process prints, and in restart messages. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Restart after a crash (back-off, capped attempts); false for processes whose exit ends the run. */
  restart?: boolean;
  /**
   * How to start a warm spare (see standby.ts): it loads the code and waits, and takes over at once when the
   * running process crashes. Without it, a crash means a cold start.
   */
  standby?: { command: string; args: string[] };
};

export type SupervisorOptions = {
  /** Where lines go (the terminal). */
  write: (text: string) => void;
  /** Pretty-print pino JSON lines (development) instead of passing them through (production). */
  pretty: boolean;
  colours: boolean;
  /**
   * Quick restarts in a row; after them the process is tried again every `slowRetryMs` (a cause outside it, such
   * as a full disk or a port in use, may pass). A process that stayed up `stableAfterMs` starts counting afresh.
   */
  maxRestarts?: number;
  slowRetryMs?: number;
  /** First wait before a restart; it doubles with each further restart, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
  /** Each running process's id is written to `<pidDir>/<name>.pid` (fault drills and tests find them there). */
  pidDir?: string;
  /** Spares start this long after their process, so they do not compete with the site's own start-up. */
  standbyDelayMs?: number;
  /** A process without `restart` exited, or one used up its quick restarts: the caller decides what follows. */
  onFatalExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
};

type Running = {
  spec: ProcessSpec;
  child: ChildProcess | undefined;
  startedAt: number;
  restarts: number;
  exited: Promise<void>;
  restartTimer?: NodeJS.Timeout;
  spare?: { child: ChildProcess; ready: boolean; exited: Promise<void> };
  spareTimer?: NodeJS.Timeout;
};

const nameColours = ['36', '35', '34', '33', '32', '96', '95', '94', '93', '92'];

/**
 * Runs the site's processes: prefixed, readable output; a crashed process is restarted after a short back-off
 * (0.25 s, 0.5 s, 1 s … up to 10 s, `maxRestarts` times in a row, each logged), then once a minute for as long as
 * it keeps failing; `stopAll` ends everything and no restart follows a stop.
 */
export class Supervisor {
  private readonly running = new Map<string, Running>();
  private stopping = false;
  private readonly width: number;

  constructor(
    private readonly options: SupervisorOptions,
    names: string[] = [],
  ) {
    this.width = Math.max(5, ...names.map((name) => name.length));
  }

  start(spec: ProcessSpec): void {
    const entry: Running = { spec, child: undefined, startedAt: 0, restarts: 0, exited: Promise.resolve() };
    this.running.set(spec.name, entry);
    this.launch(entry);
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Whether a warm spare is loaded and waiting to take over `name`. */
  hasReadySpare(name: string): boolean {
    return this.running.get(name)?.spare?.ready === true;
  }

  /** The process id of a running process, if it is running. */
  pidOf(name: string): number | undefined {
    return this.running.get(name)?.child?.pid;
  }

  log(message: string): void {
    this.options.write(`${this.prefix('start')}${message}\n`);
  }

  /**
   * SIGTERM to every process (they finish in-flight work), SIGKILL to those still running after `timeoutMs`.
   * `alreadySignalled`: Ctrl-C in a terminal reaches every process of the group at once, so they are given a moment
   * to stop on their own first (a second signal would make them skip their graceful shutdown).
   */
  async stopAll(timeoutMs = 15_000, alreadySignalled = false): Promise<void> {
    this.stopping = true;
    if (alreadySignalled) {
      const exitedAlone = Promise.all([...this.running.values()].map((entry) => entry.exited));
      await Promise.race([exitedAlone, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
    for (const entry of this.running.values()) {
      clearTimeout(entry.restartTimer);
      clearTimeout(entry.spareTimer);
      entry.child?.kill('SIGTERM');
      entry.spare?.child.kill('SIGTERM');
    }
    const all = Promise.all(
      [...this.running.values()].flatMap((entry) => [entry.exited, entry.spare?.exited ?? Promise.resolve()]),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    if ((await Promise.race([all, timedOut])) === 'timeout') {
      for (const entry of this.running.values()) {
        entry.child?.kill('SIGKILL');
        entry.spare?.child.kill('SIGKILL');
      }
      await all;
    }
    clearTimeout(timer);
  }

  private prefix(name: string): string {
    const index = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % nameColours.length;
    const label = `[${name}]`.padEnd(Math.max(this.width + 3, name.length + 3));
    return this.options.colours ? `\x1b[${nameColours[index]}m${label}\x1b[0m` : label;
  }

  private pipe(name: string, stream: NodeJS.ReadableStream | null) {
    if (!stream) return;
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.printLine(name, line);
    });
    stream.on('end', () => {
      if (pending) this.printLine(name, pending);
      pending = '';
    });
  }

  private printLine(name: string, line: string) {
    if (!line.trim()) return;
    const text = this.options.pretty ? formatLogLine(line, { colours: this.options.colours }) : line;
    const prefix = this.prefix(name);
    this.options.write(`${prefix}${text.split('\n').join(`\n${prefix}`)}\n`);
  }

  private pidFile(name: string) {
    return this.options.pidDir ? path.join(this.options.pidDir, `${name}.pid`) : undefined;
  }

  private launch(entry: Running) {
    const { spec } = entry;
    const spare = entry.spare;
    let child: ChildProcess;
    if (spare?.ready && spare.child.exitCode === null && spare.child.connected) {
      // Promote the warm spare: its code is loaded, it only has to connect and listen.
      entry.spare = undefined;
      child = spare.child;
      child.send('go');
      this.log(`${spec.name}: the spare took over`);
    } else {
      child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      this.pipe(spec.name, child.stdout);
      this.pipe(spec.name, child.stderr);
    }
    entry.child = child;
    entry.startedAt = Date.now();
    const pidFile = this.pidFile(spec.name);
    if (pidFile && child.pid) {
      fs.mkdirSync(path.dirname(pidFile), { recursive: true });
      fs.writeFileSync(pidFile, String(child.pid));
    }
    entry.exited = new Promise((resolve) => {
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        if (pidFile && entry.child === child) fs.rmSync(pidFile, { force: true });
        if (entry.child === child) entry.child = undefined;
        resolve();
        this.exited(entry, code, signal);
      };
      if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
      else child.once('exit', onExit);
      child.once('error', (error) => this.log(`${spec.name} could not start: ${error.message}`));
    });
    this.scheduleSpare(entry);
  }

  /** Starts a warm spare for the running process (once it has had time to start), replacing a spare that died. */
  private scheduleSpare(entry: Running) {
    const { standby } = entry.spec;
    if (!standby || this.stopping || entry.spare) return;
    clearTimeout(entry.spareTimer);
    entry.spareTimer = setTimeout(() => {
      if (this.stopping || entry.spare) return;
      const child = spawn(standby.command, standby.args, {
        cwd: entry.spec.cwd,
        env: entry.spec.env,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      this.pipe(entry.spec.name, child.stdout);
      this.pipe(entry.spec.name, child.stderr);
      const spare = {
        child,
        ready: false,
        exited: new Promise<void>((resolve) => child.once('exit', () => resolve())),
      };
      entry.spare = spare;
      child.on('message', (message) => {
        if (message === 'ready') spare.ready = true;
      });
      child.once('exit', () => {
        // A spare that dies before being used is replaced (later), unless the site is stopping.
        if (entry.spare === spare) {
          entry.spare = undefined;
          this.scheduleSpare(entry);
        }
      });
    }, this.options.standbyDelayMs ?? 5_000);
    entry.spareTimer.unref();
  }

  private exited(entry: Running, code: number | null, signal: NodeJS.Signals | null) {
    if (this.stopping) return;
    const { spec } = entry;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!spec.restart) {
      this.log(`${spec.name} stopped (${how})`);
      this.options.onFatalExit?.(spec.name, code, signal);
      return;
    }
    const maxRestarts = this.options.maxRestarts ?? 5;
    // 20 s: a process that crashes within seconds of every start is a crash loop; one killed after running a while is not.
    const stableAfterMs = this.options.stableAfterMs ?? 20_000;
    if (Date.now() - entry.startedAt >= stableAfterMs) entry.restarts = 0;
    if (entry.restarts >= maxRestarts) {
      const slowRetryMs = this.options.slowRetryMs ?? 60_000;
      const every = `${(slowRetryMs / 1000).toFixed(1)} s`;
      if (entry.restarts === maxRestarts) {
        this.log(
          `${spec.name} stopped (${how}) after ${maxRestarts} restarts in a row; trying again every ${every} (its area is unavailable meanwhile)`,
        );
        this.options.onFatalExit?.(spec.name, code, signal);
      } else {
        this.log(`${spec.name} stopped (${how}); still failing, next try in ${every}`);
      }
      entry.restarts++;
      entry.restartTimer = setTimeout(() => {
        if (!this.stopping) this.launch(entry);
      }, slowRetryMs);
      return;
    }
    entry.restarts++;
    // The first restart uses the warm spare at once; crashes in a row then wait longer each time.
    const spareReady = entry.restarts === 1 && entry.spare?.ready;
    const delayMs = spareReady
      ? 0
      : Math.min(
          (this.options.baseDelayMs ?? 250) * 2 ** (entry.restarts - 1),
          this.options.maxDelayMs ?? 10_000,
        );
    this.log(
      `${spec.name} stopped (${how}); restarting in ${(delayMs / 1000).toFixed(1)} s (attempt ${entry.restarts} of ${maxRestarts})`,
    );
    entry.restartTimer = setTimeout(() => {
      // A stop that arrived meanwhile (Ctrl-C reaches every process at once) wins over the restart.
      if (!this.stopping) this.launch(entry);
    }, delayMs);
  }
}
