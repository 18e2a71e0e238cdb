/** Runs the devdb CLI from source in a child process, as `npx devdb` would run the build. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const cliModule = path.join(__dirname, '../../src/cli');

/** Servers still running, so a failed test never leaves one behind. */
const running = new Set<ChildProcess>();

export function killLeftoverServers() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export interface CliProcess {
  child: ChildProcess;
  uri: string;
  stderr(): string;
  exited: Promise<number | null>;
}

export function runCli(args: string[]): {
  child: ChildProcess;
  ready: Promise<CliProcess>;
  exited: Promise<number | null>;
  output: () => { stdout: string; stderr: string };
} {
  const child = spawn(
    process.execPath,
    [
      '--require',
      require.resolve('tsx/cjs'),
      '-e',
      `require(${JSON.stringify(cliModule)}).main(process.argv.slice(1))`,
      '--',
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<CliProcess>((resolve, reject) => {
    const check = () => {
      const line = stdout.split('\n').find((l) => l.startsWith('mongodb://'));
      if (line) resolve({ child, uri: line.trim(), stderr: () => stderr, exited });
    };
    child.stdout!.on('data', check);
    void exited.then((code) =>
      reject(new Error(`devdb exited with code ${code} before it was ready:\n${stderr}`)),
    );
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}
