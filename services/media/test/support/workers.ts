import type { FastifyBaseLogger } from 'fastify';
import type { ServiceApp } from '@claims/service-kit';
import { PreviewWorker, type PreviewWorkerOptions } from '../../src/worker/preview-worker';

const quietLog = {
  child: () => quietLog,
  info() {},
  warn() {},
  error() {},
  debug() {},
} as unknown as FastifyBaseLogger;

/** A worker on an app's repositories, stepped by hand with `runOnce()` (no loop, no timers). */
export function workerOn(
  app: ServiceApp,
  workerId: string,
  options: Partial<Omit<PreviewWorkerOptions, 'jobs' | 'images' | 'workerId'>> = {},
): PreviewWorker {
  return new PreviewWorker({
    jobs: app.previewJobs,
    images: app.imageStore,
    workerId,
    leaseMs: 30_000,
    pollMs: 1000,
    retryDelayMs: 1000,
    log: quietLog,
    ...options,
  });
}

/** A 1 × 1 PNG: stands in for a rendered frame where the drawing itself is not under test. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
