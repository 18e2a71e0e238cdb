/**
 * A/B helper for a shared machine: starts the cases bench server from the tree given as argv[2], sends a fixed
 * number of requests of one scenario and prints the server process's CPU time per request (user + system, the
 * devdb worker included), which moves far less with other load than latency does.
 * `npx tsx bench/cases/support/cpu-per-request.ts <repo dir> <file|file-again|deeper> [requests]`
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const [root = process.cwd(), scenario = 'file', amountText = '3000'] = process.argv.slice(2);
const amount = Number(amountText);

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, clock ticks of 10 ms
}

function randomCursor(seedCases: number): string {
  const createdAt = Date.now() - Math.floor(Math.random() * seedCases * 0.9) * 600_000;
  const id = Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return Buffer.from(`${createdAt}.${id}`).toString('base64url');
}

async function main() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/cases/support/bench-server.ts')],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<{ apiPort: number; customerToken: string }>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice(6)));
    });
  });
  // `file`: a new case each time (the same-case check runs); `file-again`: the same case with `fileAgain` (skips it).
  const file = scenario === 'file' || scenario === 'file-again';
  let sequence = 0;
  const caseBody = () =>
    JSON.stringify({
      deviceType: 'Washer',
      modelNumber: 'WTW5000DW',
      serialNumber: scenario === 'file' ? `C9${String(sequence++).padStart(8, '0')}` : 'C90211874',
      issueDescription: 'Drum does not spin on the final cycle.',
      ...(scenario === 'file-again' ? { fileAgain: true } : {}),
    });
  const run = (count: number) =>
    autocannon({
      url: `http://127.0.0.1:${ready.apiPort}/api/trial/cases${file ? '' : '?limit=20'}`,
      connections: 50,
      amount: count,
      method: file ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${ready.customerToken}`,
        ...(file ? { 'content-type': 'application/json' } : {}),
      },
      body: file ? caseBody() : undefined,
      requests: file
        ? [{ setupRequest: (request) => ({ ...request, body: caseBody() }) }]
        : [
            {
              setupRequest: (request) => ({
                ...request,
                path: `${request.path}&cursor=${randomCursor(10_000)}`,
              }),
            },
          ],
    });
  await run(Math.round(amount / 5)); // warm-up
  const before = cpuMs(child.pid!);
  const result = await run(amount);
  const used = cpuMs(child.pid!) - before;
  process.stdout.write(
    `${scenario}: ${(used / amount).toFixed(3)} ms CPU per request; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)}/s, errors ${result.errors + result.non2xx}\n`,
  );
  child.kill('SIGTERM');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
