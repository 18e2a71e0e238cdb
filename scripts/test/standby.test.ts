import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const standby = path.resolve(__dirname, '../lib/standby.ts');

/** Starts standby.ts on `entry` and resolves once it says it is ready (its code loaded, the entry not run). */
function startSpare(entry: string) {
  const child = fork(standby, [entry], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', (message) =>
      message === 'ready' ? resolve() : reject(new Error(String(message))),
    );
    child.once('exit', (code) => reject(new Error(`the spare exited with ${code}`)));
  });
  return { child, ready };
}

const waitForFile = async (file: string) => {
  for (let i = 0; i < 200 && !fs.existsSync(file); i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return fs.existsSync(file);
};

describe('the warm spare (standby.ts)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standby-'));
    fs.mkdirSync(path.join(dir, 'src'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['a service', 'server.ts', 'app.ts'],
    ['a worker', 'worker.ts', 'worker-app.ts'],
  ])('for %s loads its app first and runs its entry on "go"', async (_kind, entryName, appName) => {
    const src = path.join(dir, 'src');
    fs.writeFileSync(
      path.join(src, appName),
      `require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'app-loaded'))}, '');\n`,
    );
    fs.writeFileSync(
      path.join(src, entryName),
      `require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'entry-ran'))}, '');\nsetTimeout(() => {}, 60000);\n`,
    );
    const spare = startSpare(path.join(src, entryName));
    try {
      await spare.ready;
      expect(fs.existsSync(path.join(dir, 'app-loaded'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'entry-ran'))).toBe(false);
      spare.child.send('go');
      expect(await waitForFile(path.join(dir, 'entry-ran'))).toBe(true);
    } finally {
      spare.child.kill('SIGKILL');
    }
  });
});
