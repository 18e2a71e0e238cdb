/**
 * V8 settings for the server's thread, whose heap holds every document and the values of the index entries (about
 * 1.1 GB for the guides benchmark's 100,000 guides and their 660,000 steps; the entries themselves are typed arrays
 * outside it, src/indexes.ts). Two defaults cost that heap dearly (measured with
 * `--trace-gc` under the guides search benchmark, services/guides/README.md):
 *
 * - A scavenge costs time in proportion to the old generation, whatever survives it: about 6 ms at 1.8 GB with
 *   under 0.3% of young objects surviving. The young generation grows only when many objects survive, so it stayed
 *   small and a scavenge came every 40-150 ms: up to 15% of the thread's time. Fixed 32 MB semispaces make them
 *   rare (one every 0.3-0.5 s under load, 6-10 ms each; 64 MB made them rarer still but up to 30 ms long).
 * - The memory reducer ran a full collection after every quiet spell: 1.3-4.9 s of incremental marking spread over
 *   the next requests, after which it shrank the young generation to 1 MB. A database keeps its data whether or
 *   not anyone is asking, so there is nothing for it to give back.
 */
import { Worker } from 'node:worker_threads';
import v8 from 'node:v8';

/** Each setting, and the V8 default it is put back to once the server's heap exists. */
const serverHeapFlags = [
  { set: '--min-semi-space-size=32', restore: '--min-semi-space-size=0' },
  { set: '--max-semi-space-size=32', restore: '--max-semi-space-size=0' },
  { set: '--no-memory-reducer', restore: '--memory-reducer' },
];

/** Workers started with the flags whose heap may not exist yet; the flags go back to the defaults at zero. */
let starting = 0;
/** The settings this process makes: one the process was started with (either way) is left as it was. */
const ownFlags = serverHeapFlags.filter(
  ({ set, restore }) =>
    !process.execArgv.some((arg) => [set, restore].some((flag) => arg.startsWith(flag.split('=')[0]))),
);

/**
 * A worker whose heap is made with `serverHeapFlags`. V8 reads heap settings when a thread's heap is created and
 * worker options take no V8 flags, so they are set for the process just before the worker starts and put back
 * once it runs (its heap then exists).
 */
export function startWorkerWithServerHeap(...args: ConstructorParameters<typeof Worker>): Worker {
  if (starting++ === 0) for (const { set } of ownFlags) v8.setFlagsFromString(set);
  let settled = false;
  const started = () => {
    if (settled) return;
    settled = true;
    if (--starting === 0) for (const { restore } of ownFlags) v8.setFlagsFromString(restore);
  };
  let worker: Worker;
  try {
    worker = new Worker(...args);
  } catch (error) {
    started();
    throw error;
  }
  worker.once('online', started);
  worker.once('exit', started);
  return worker;
}
