/**
 * Preview jobs end to end: latency from POST to a finished storyboard at a steady 5 jobs/s, and throughput of a
 * backlog with 1 worker and then 2 workers, in the same run and on the same database.
 */
import { percentile } from './support/stats';
import { MediaCluster } from './support/media-cluster';

const appliances = [
  'refrigerator',
  'washer',
  'dryer',
  'water heater',
  'dishwasher',
  'oven',
  'AC unit',
  'microwave',
];
const symptoms = [
  'is leaking',
  'will not start',
  'makes a grinding noise',
  'is not cooling',
  'smells of burning',
];
let counter = 0;
/** A different description for every job: nothing is reused between jobs. */
const description = () => {
  counter += 1;
  return `Job ${counter}: my ${appliances[counter % appliances.length]} ${symptoms[counter % symptoms.length]} since this morning.`;
};

export type LatencyResult = {
  rate: number;
  jobs: number;
  workers: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  failed: number;
};
export type ThroughputResult = {
  jobs: number;
  oneWorkerJobsPerSec: number;
  twoWorkersJobsPerSec: number;
  speedup: number;
};

async function backlog(cluster: MediaCluster, workers: number, jobs: number): Promise<number> {
  // Workers first (each warmed up and idle), then the backlog: the figure is rendering, not process start-up.
  await cluster.startWorkers(workers);
  const ids: string[] = [];
  for (let i = 0; i < jobs; i++) ids.push(await cluster.createPreview(description()));
  await cluster.waitUntilFinished(ids);
  const times = await cluster.jobTimes(ids);
  await cluster.stopWorkers();
  const first = Math.min(...times.map((job) => job.createdAt.getTime()));
  const last = Math.max(...times.map((job) => job.finishedAt?.getTime() ?? Date.now()));
  return jobs / ((last - first) / 1000);
}

export async function benchJobs(options: { rate?: number; seconds?: number; backlogJobs?: number } = {}) {
  const rate = options.rate ?? 5;
  const seconds = options.seconds ?? 20;
  const backlogJobs = options.backlogJobs ?? 40;
  const cluster = await MediaCluster.start();
  try {
    // Throughput: the same backlog drained by 1 worker, then by 2.
    const one = await backlog(cluster, 1, backlogJobs);
    const two = await backlog(cluster, 2, backlogJobs);
    const throughput: ThroughputResult = {
      jobs: backlogJobs,
      oneWorkerJobsPerSec: one,
      twoWorkersJobsPerSec: two,
      speedup: two / one,
    };

    // Latency at a steady rate, with 2 workers running.
    await cluster.startWorkers(2);
    const ids: string[] = [];
    const interval = 1000 / rate;
    const start = Date.now();
    for (let i = 0; i < rate * seconds; i++) {
      const due = start + i * interval;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      ids.push(await cluster.createPreview(description()));
    }
    await cluster.waitUntilFinished(ids);
    const times = await cluster.jobTimes(ids);
    await cluster.stopWorkers();
    const latencies = times
      .filter((job) => job.finishedAt)
      .map((job) => job.finishedAt!.getTime() - job.createdAt.getTime());
    const latency: LatencyResult = {
      rate,
      jobs: ids.length,
      workers: 2,
      medianMs: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      failed: times.filter((job) => job.status !== 'done').length,
    };
    return { throughput, latency };
  } finally {
    await cluster.stop();
  }
}
