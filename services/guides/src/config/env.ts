import { z } from 'zod';
import { envFlag, envInteger, type ServiceEnv } from '@claims/service-kit';

/** The guides service's own variables (the base ones come from service-kit). */
export const guidesEnvShape = {
  /** Fill an empty library with sample guides on start (ignored in production). */
  SEED_DEMO_DATA: envFlag.default(false),
  DEMO_GUIDE_COUNT: envInteger({ min: 1, max: 2000, default: 36 }),
  /** Fetch guide pictures from private and loopback addresses too (tests only: it would let anyone probe the network). */
  EXTERNAL_IMAGES_ALLOW_PRIVATE_HOSTS: envFlag.default(false),
  /** How long a served list page is reused (ms); 0 turns the list cache off. */
  LIST_CACHE_TTL_MS: envInteger({ min: 0, max: 60_000, default: 3000 }),
  /** Pictures one user may upload per hour (cover and step photos). */
  GUIDE_IMAGE_UPLOADS_PER_HOUR: envInteger({ min: 1, default: 60 }),
  /** How often uploaded pictures no guide uses (a day after their upload) are removed (ms); 0 never. */
  GUIDE_IMAGE_CLEANUP_INTERVAL_MS: envInteger({ min: 0, default: 60 * 60 * 1000 }),
  /**
   * The key a signed-out visitor's network is hashed with for the view count. Instances behind one load balancer
   * share it so that a visitor counts once whichever answers; without it each process draws its own at start.
   */
  VIEW_HASH_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || value.length >= 32,
      'VIEW_HASH_KEY must be at least 32 characters',
    ),
};

export type GuidesEnv = ServiceEnv & z.output<z.ZodObject<typeof guidesEnvShape>>;
