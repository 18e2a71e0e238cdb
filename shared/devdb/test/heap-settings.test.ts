import { Worker } from 'node:worker_threads';
import { startWorkerWithServerHeap } from '../src/heap-settings';

/** A worker that reports the capacity of its young generation at start, in MB (V8 starts it at the smallest semispace size), then ends. */
const reportNewSpace = `
  const v8 = require('node:v8');
  const { parentPort } = require('node:worker_threads');
  const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  parentPort.postMessage(space.space_size / 1024 / 1024);
`;

async function newSpaceOf(worker: Worker): Promise<number> {
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('the server thread heap', () => {
  it('gets fixed 32 MB semispaces, and workers started afterwards get the defaults again', async () => {
    const server = newSpaceOf(startWorkerWithServerHeap(reportNewSpace, { eval: true }));
    expect(await server).toBe(32);
    const later = await newSpaceOf(new Worker(reportNewSpace, { eval: true }));
    expect(later).toBeLessThan(32);
  });

  it('gives the settings to every server thread started together', async () => {
    const both = await Promise.all([
      newSpaceOf(startWorkerWithServerHeap(reportNewSpace, { eval: true })),
      newSpaceOf(startWorkerWithServerHeap(reportNewSpace, { eval: true })),
    ]);
    expect(both).toEqual([32, 32]);
    expect(await newSpaceOf(new Worker(reportNewSpace, { eval: true }))).toBeLessThan(32);
  });
});
