import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Supervisor } from '../lib/supervisor';

jest.setTimeout(30_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-test-'));
  // Prints a line, then crashes.
  fs.writeFileSync(path.join(dir, 'crash.js'), "console.log('up'); setTimeout(() => process.exit(3), 50);");
  // Runs until told to stop.
  fs.writeFileSync(path.join(dir, 'serve.js'), "console.log('serving'); setInterval(() => {}, 1000);");
  // A spare: waits for 'go', then serves.
  fs.writeFileSync(
    path.join(dir, 'spare.js'),
    "process.on('message', (m) => { if (m === 'go') { process.disconnect(); console.log('spare serving'); setInterval(() => {}, 1000); } }); process.send('ready');",
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function supervisor(options: Partial<ConstructorParameters<typeof Supervisor>[0]> = {}) {
  const lines: string[] = [];
  const fatal: string[] = [];
  const instance = new Supervisor({
    write: (text) => lines.push(...text.split('\n').filter(Boolean)),
    pretty: true,
    colours: false,
    baseDelayMs: 10,
    maxDelayMs: 40,
    maxRestarts: 2,
    standbyDelayMs: 10,
    pidDir: path.join(dir, 'run'),
    onFatalExit: (name) => fatal.push(name),
    ...options,
  });
  return { instance, lines, fatal };
}

const until = async (check: () => boolean, limitMs = 20_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('Supervisor', () => {
  it('restarts a crashing process with back-off, logs each attempt, then keeps trying at the slow pace', async () => {
    const { instance, lines, fatal } = supervisor({ slowRetryMs: 100 });
    instance.start({
      name: 'guides',
      command: process.execPath,
      args: [path.join(dir, 'crash.js')],
      cwd: dir,
      env: process.env,
      restart: true,
    });
    const ups = () => lines.filter((line) => /^\[guides\]\s+up$/.test(line)).length;
    await until(() => ups() >= 5);
    await instance.stopAll();
    const messages = lines
      .filter((line) => line.startsWith('[start]'))
      .map((line) => line.replace(/^\[start\]\s+/, ''));
    expect(messages.slice(0, 4)).toEqual([
      'guides stopped (code 3); restarting in 0.0 s (attempt 1 of 2)',
      'guides stopped (code 3); restarting in 0.0 s (attempt 2 of 2)',
      'guides stopped (code 3) after 2 restarts in a row; trying again every 0.1 s (its area is unavailable meanwhile)',
      'guides stopped (code 3); still failing, next try in 0.1 s',
    ]);
    // The caller hears once that the quick restarts are used up.
    expect(fatal).toEqual(['guides']);
  });

  it('never restarts after a stop, and leaves nothing running', async () => {
    const { instance, lines } = supervisor();
    instance.start({
      name: 'trial',
      command: process.execPath,
      args: [path.join(dir, 'serve.js')],
      cwd: dir,
      env: process.env,
      restart: true,
    });
    await until(() => lines.some((line) => line.endsWith('serving')));
    const pid = instance.pidOf('trial')!;
    await instance.stopAll();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(lines.some((line) => line.includes('restarting'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'run/trial.pid'))).toBe(false);
  });

  it('hands over to the warm spare at once when the running process is killed', async () => {
    const { instance, lines } = supervisor();
    instance.start({
      name: 'media',
      command: process.execPath,
      args: [path.join(dir, 'serve.js')],
      cwd: dir,
      env: process.env,
      restart: true,
      standby: { command: process.execPath, args: [path.join(dir, 'spare.js')] },
    });
    await until(() => lines.some((line) => line.endsWith('serving')));
    await until(() => instance.hasReadySpare('media'));
    const first = instance.pidOf('media')!;
    process.kill(first, 'SIGKILL');
    await until(() => lines.some((line) => line.endsWith('spare serving')));
    expect(lines).toContain('[start] media: the spare took over');
    expect(instance.pidOf('media')).not.toBe(first);
    expect(Number(fs.readFileSync(path.join(dir, 'run/media.pid'), 'utf8'))).toBe(instance.pidOf('media'));
    await instance.stopAll();
  });
});
