/**
 * Preview jobs end to end: throughput of the same backlog drained by 1 worker and by 2 workers, alternating in the
 * same run on the same database, and latency from POST to a finished storyboard at a steady 5 jobs/s.
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
/** Job `n`'s description: every job of a phase asks for a different storyboard. */
const description = (n: number) =>
  `Job ${n}: my ${appliances[n % appliances.length]} ${symptoms[n % symptoms.length]} since this morning.`;

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
  /** Jobs per phase (the same descriptions in every phase). */
  jobs: number;
  /** Phases run, in order (1 and 2 workers alternating: 1, 2, 2, 1, …). */
  order: number[];
  oneWorkerJobsPerSec: number;
  twoWorkersJobsPerSec: number;
  speedup: number;
  /** CPU time per job: the workers' processes, and this process (the API and the embedded database). */
  oneWorkerCpu: { workersMs: number; databaseAndApiMs: number };
  twoWorkersCpu: { workersMs: number; databaseAndApiMs: number };
  /** Jobs of the throughput phases that did not finish as `done` (not counted in the throughputs). */
  failed: number;
};

type Phase = {
  workers: number;
  jobs: number;
  seconds: number;
  workersCpuMs: number;
  ownCpuMs: number;
  failed: number;
};

/**
 * One throughput phase: an empty database, the backlog queued through the API and held, the workers started and
 * warmed up, then the backlog released. The timed window runs from the release to the last job's `finishedAt`
 * (the worker's own timestamp): the API, process start-up and warm-up are outside it.
 */
async function drain(cluster: MediaCluster, workers: number, jobs: number): Promise<Phase> {
  await cluster.clear();
  const ids: string[] = [];
  for (let i = 0; i < jobs; i++) ids.push(await cluster.createPreview(description(i)));
  await cluster.hold(ids);
  await cluster.startWorkers(workers);
  const cpuBefore = process.cpuUsage();
  const workersCpuBefore = cluster.workersCpuMs();
  const released = await cluster.release(ids);
  await cluster.waitUntilFinished();
  const own = process.cpuUsage(cpuBefore);
  const workersCpuMs = cluster.workersCpuMs() - workersCpuBefore;
  await cluster.stopWorkers();
  const times = await cluster.jobTimes(ids);
  const last = Math.max(...times.map((job) => job.finishedAt?.getTime() ?? Date.now()));
  return {
    workers,
    jobs,
    seconds: (last - released.getTime()) / 1000,
    workersCpuMs,
    ownCpuMs: (own.user + own.system) / 1000,
    failed: times.filter((job) => job.status !== 'done').length,
  };
}

/** Completed jobs per second over the phases' windows, and CPU time per job. */
function combine(phases: Phase[]) {
  const jobs = phases.reduce((sum, phase) => sum + phase.jobs, 0);
  const completed = jobs - phases.reduce((sum, phase) => sum + phase.failed, 0);
  const seconds = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  return {
    jobsPerSec: completed / seconds,
    cpu: {
      workersMs: phases.reduce((sum, phase) => sum + phase.workersCpuMs, 0) / jobs,
      databaseAndApiMs: phases.reduce((sum, phase) => sum + phase.ownCpuMs, 0) / jobs,
    },
  };
}

export async function benchJobs(
  options: { rate?: number; seconds?: number; backlogJobs?: number; rounds?: number } = {},
) {
  const rate = options.rate ?? 5;
  const seconds = options.seconds ?? 20;
  const backlogJobs = options.backlogJobs ?? 48;
  const rounds = options.rounds ?? 2;
  const cluster = await MediaCluster.start();
  try {
    // Throughput: the same backlog drained by 1 worker and by 2, alternating (1, 2, 2, 1, …) so that a change in
    // the machine's other load during the run weighs on both alike.
    const order = Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? [1, 2] : [2, 1])).flat();
    const phases: Phase[] = [];
    for (const workers of order) {
      const phase = await drain(cluster, workers, backlogJobs);
      process.stdout.write(
        `  ${workers} worker(s): ${phase.jobs} jobs in ${phase.seconds.toFixed(2)} s (${(phase.jobs / phase.seconds).toFixed(2)} jobs/s), CPU per job: workers ${Math.round(phase.workersCpuMs / phase.jobs)} ms, API + database ${Math.round(phase.ownCpuMs / phase.jobs)} ms${phase.failed ? `, ${phase.failed} failed` : ''}\n`,
      );
      phases.push(phase);
    }
    const one = combine(phases.filter((phase) => phase.workers === 1));
    const two = combine(phases.filter((phase) => phase.workers === 2));
    const throughput: ThroughputResult = {
      jobs: backlogJobs,
      order,
      oneWorkerJobsPerSec: one.jobsPerSec,
      twoWorkersJobsPerSec: two.jobsPerSec,
      speedup: two.jobsPerSec / one.jobsPerSec,
      oneWorkerCpu: one.cpu,
      twoWorkersCpu: two.cpu,
      failed: phases.reduce((sum, phase) => sum + phase.failed, 0),
    };

    // Latency at a steady rate, with 2 workers running.
    await cluster.clear();
    await cluster.startWorkers(2);
    const ids: string[] = [];
    const interval = 1000 / rate;
    const start = Date.now();
    for (let i = 0; i < rate * seconds; i++) {
      const due = start + i * interval;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      ids.push(await cluster.createPreview(description(i)));
    }
    await cluster.waitUntilFinished();
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
