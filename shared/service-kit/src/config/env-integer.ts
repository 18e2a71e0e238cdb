import { z } from 'zod';

export type EnvIntegerOptions = { min: number; max?: number; default?: number };

/**
 * A whole-number environment variable within bounds, with messages a reader of the start-up error understands
 * ("DEMO_GUIDE_COUNT: must be at most 2000"). Use inside a service's `envShape`.
 */
export function envInteger({ min, max, default: fallback }: EnvIntegerOptions) {
  let schema = z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, min === 0 ? 'must be 0 or more' : `must be at least ${min}`);
  if (max !== undefined) schema = schema.max(max, `must be at most ${max}`);
  return fallback === undefined ? schema : schema.default(fallback);
}
