import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { killLeftoverServers, runCli } from './support/cli';

afterEach(() => killLeftoverServers());

const cliModule = path.join(__dirname, '../src/cli');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('devdb --exit-with-parent', () => {
  it('stops, keeping every acknowledged write, once the process that started it is killed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devdb-parent-'));
    // A stand-in runner: starts devdb in a process group of its own, prints its pid and URI, then waits.
    const runner = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('node:child_process');
         const db = spawn(process.execPath, ['--require', ${JSON.stringify(require.resolve('tsx/cjs'))}, '-e',
           'require(' + JSON.stringify(${JSON.stringify(cliModule)}) + ').main(process.argv.slice(1))', '--',
           '--data-dir', ${JSON.stringify(dataDir)}, '--port', '0', '--exit-with-parent'],
           { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
         db.stdout.on('data', (chunk) => process.stdout.write(db.pid + ' ' + chunk));
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [pid, uri] = await new Promise<[number, string]>((resolve) => {
      let output = '';
      runner.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^(\d+) (mongodb:\/\/\S+)/m.exec(output);
        if (match) resolve([Number(match[1]), match[2]]);
      });
    });
    const client = await MongoClient.connect(uri);
    await client
      .db('app')
      .collection('bookings')
      .insertOne({ _id: 'kept' as never, status: 'scheduled' });
    await client.close();

    runner.kill('SIGKILL');

    expect(await waitFor(() => !processAlive(pid), 10_000)).toBe(true);
    const again = runCli(['--data-dir', dataDir, '--port', '0']);
    const server = await again.ready;
    const reader = await MongoClient.connect(server.uri);
    expect(
      await reader
        .db('app')
        .collection('bookings')
        .findOne({ _id: 'kept' as never }),
    ).toEqual({
      _id: 'kept',
      status: 'scheduled',
    });
    await reader.close();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);
});
