/**
 * A warm spare of a service or worker, started by the runner next to the running one:
 * `node --import tsx scripts/lib/standby.ts <dir>/src/server.ts`. It loads the service's code (src/app.ts: fastify,
 * mongoose, routes; src/worker-app.ts for a worker) and then waits. When the running process crashes, the runner sends `go` and the spare runs the
 * entry at once, so the area is back in about the time it takes to connect to the database, not to load the code.
 */
import fs from 'node:fs';
import path from 'node:path';

const entry = path.resolve(process.argv[2] ?? '');
if (!fs.existsSync(entry)) {
  console.error(`standby: no entry at ${entry}`);
  process.exit(1);
}
// The entry's app without running it: src/app.ts for src/server.ts, src/worker-app.ts for src/worker.ts.
const appModule = [`${entry.replace(/\.ts$/, '')}-app.ts`, path.join(path.dirname(entry), 'app.ts')].find(
  (file) => fs.existsSync(file),
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
if (appModule) require(appModule);

// The runner is gone (killed outright): a spare nobody can promote only holds memory.
const runnerGone = () => process.exit(0);
process.once('disconnect', runnerGone);

process.once('message', (message) => {
  if (message !== 'go') return;
  // From here on it is the service itself: no channel to the runner keeps it alive or changes how it stops.
  process.off('disconnect', runnerGone);
  process.disconnect?.();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(entry);
});
process.send?.('ready');
