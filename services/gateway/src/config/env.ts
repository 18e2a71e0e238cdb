import { z } from 'zod';
import type { ServiceEnv } from '@claims/service-kit';

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** The gateway's own variables (the base ones come from service-kit). */
export const gatewayEnvShape = {
  /** Database holding the trial service's `cases` collection (read-only here: the change stream and a scope warm-up). */
  CASES_DB_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'may contain only letters, digits, _ and - (at most 63)')
    .default('claims_trial'),
  /** How long a new socket may wait before its `auth` message (ms). */
  AUTH_TIMEOUT_MS: wholeNumber(100, 60_000).default(5_000),
  /** A socket whose unsent bytes pass this is too slow and is closed (4429) instead of buffering without bound. */
  MAX_BUFFERED_BYTES: wholeNumber(1024, 64 * 1024 * 1024).default(1024 * 1024),
  /**
   * Open sockets one account may hold (a tab each): one signed-in user cannot tie up the gateway's memory with
   * thousands. Past it the socket is closed with 4409 and that tab refreshes by polling instead.
   */
  MAX_SOCKETS_PER_USER: wholeNumber(1, 100_000).default(50),
  /** Protocol pings to each socket this often; a socket that has not answered the previous one is dropped. */
  HEARTBEAT_INTERVAL_MS: wholeNumber(1_000, 300_000).default(30_000),
  /** Save the change stream's resume token at most this often while events flow (ms). */
  RESUME_SAVE_INTERVAL_MS: wholeNumber(0, 60_000).default(1_000),
  /** Cases whose audience (customer, tech, insurance) is kept in memory to tell an unassigned user of a removal. */
  SCOPE_CACHE_SIZE: wholeNumber(0, 5_000_000).default(200_000),
};

export type GatewayEnv = ServiceEnv & z.output<z.ZodObject<typeof gatewayEnvShape>> & { PORT: number };
