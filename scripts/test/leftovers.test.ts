import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processStartedAt, recordStart, runningStart, stopLeftovers } from '../lib/leftovers';

const children: ChildProcess[] = [];
function startNode(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

let runDir: string;
beforeEach(() => {
  runDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leftovers-')), 'run');
  fs.mkdirSync(runDir);
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(path.dirname(runDir), { recursive: true, force: true });
});

describe('what an earlier start left running', () => {
  it('stops the processes named in the run directory and removes their files', async () => {
    const edge = startNode();
    const trial = startNode();
    fs.writeFileSync(path.join(runDir, 'edge.pid'), String(edge.pid));
    fs.writeFileSync(path.join(runDir, 'trial.pid'), String(trial.pid));
    // A file whose process is long gone.
    fs.writeFileSync(path.join(runDir, 'booking.pid'), '999999');
    const stopped = await stopLeftovers(runDir);
    expect(stopped.map(({ name }) => name).sort()).toEqual(['edge', 'trial']);
    await Promise.all([exited(edge), exited(trial)]);
    expect(edge.signalCode).toBe('SIGTERM');
    expect(fs.readdirSync(runDir)).toEqual([]);
  });

  it('kills one that ignores SIGTERM after the grace period', async () => {
    const stubborn = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); process.send?.('up')"],
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
    );
    children.push(stubborn);
    await new Promise((resolve) => stubborn.once('message', resolve));
    fs.writeFileSync(path.join(runDir, 'gateway.pid'), String(stubborn.pid));
    await stopLeftovers(runDir, 200);
    await exited(stubborn);
    expect(stubborn.signalCode).toBe('SIGKILL');
  });

  it('leaves alone a program that is not Node (a reused process id)', async () => {
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(sleeper);
    fs.writeFileSync(path.join(runDir, 'edge.pid'), String(sleeper.pid));
    expect(await stopLeftovers(runDir)).toEqual([]);
    expect(sleeper.exitCode).toBeNull();
    expect(sleeper.signalCode).toBeNull();
  });

  it('leaves alone a Node process started after the file was written (its id was reused)', async () => {
    const file = path.join(runDir, 'edge.pid');
    const later = startNode();
    fs.writeFileSync(file, String(later.pid));
    // The file as an earlier start wrote it, a minute before this process began.
    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(file, minuteAgo, minuteAgo);
    expect(await stopLeftovers(runDir)).toEqual([]);
    expect(later.exitCode).toBeNull();
    expect(later.signalCode).toBeNull();
  });

  it('reads when a process started', () => {
    const startedAt = processStartedAt(process.pid);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    expect(startedAt).toBeGreaterThan(Date.now() - 60 * 60_000);
  });

  it('tells a start that is still running from one that ended', () => {
    expect(runningStart(runDir)).toBeUndefined();
    const other = startNode();
    fs.writeFileSync(path.join(runDir, 'start.pid'), String(other.pid));
    expect(runningStart(runDir)).toBe(other.pid);
    fs.writeFileSync(path.join(runDir, 'start.pid'), '999999');
    expect(runningStart(runDir)).toBeUndefined();
    // This process's own file is not "another start".
    recordStart(runDir);
    expect(runningStart(runDir)).toBeUndefined();
  });
});
