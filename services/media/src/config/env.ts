import { z } from 'zod';
import type { ServiceEnv } from '@claims/service-kit';

const positiveMs = (max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

/** The media service's own variables (the base ones come from service-kit); the worker reads the same ones. */
export const mediaEnvShape = {
  /** Previews one visitor may ask for per window (each is a render). */
  PREVIEW_LIMIT_MAX: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1, 'must be at least 1')
    .default(60),
  PREVIEW_LIMIT_WINDOW_MS: positiveMs(86_400_000).default(600_000),
  /** How long a worker holds a job without news (renewed after each frame); then another worker takes it. */
  WORKER_LEASE_MS: positiveMs(600_000).default(30_000),
  /** How often an idle worker looks for jobs when no insert wakes it. */
  WORKER_POLL_MS: positiveMs(60_000).default(1000),
  /** Pause before a failed job is tried again, times its attempts. */
  WORKER_RETRY_DELAY_MS: positiveMs(60_000).default(1000),
  /**
   * Frames a worker renders before it takes its first job (every scene of the nine templates by default): the
   * JavaScript engine optimises the layout code while it runs, and a worker that has not yet done so renders
   * slower and keeps a second core busy compiling.
   */
  WORKER_WARMUP_FRAMES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(36),
};

export type MediaEnv = ServiceEnv & z.output<z.ZodObject<typeof mediaEnvShape>>;
