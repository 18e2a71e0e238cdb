import path from 'node:path';
import { z } from 'zod';

/** Repository root, so every service started from any folder shares one `.data/` by default. */
const repoRoot = path.resolve(__dirname, '../../../..');

/** `'true'` / `'false'` (and 1/0, yes/no) from the environment as a boolean. */
export const envFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

/** Variables every service reads (docs/platform.md, "Ports and environment"). */
export const baseEnvShape = {
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { message: 'must be development, test or production' })
    .default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\/.+/, 'must be a mongodb:// or mongodb+srv:// URI'),
  /** Overrides `claims_<area>`; tests use it to keep parallel suites apart on a shared server. */
  MONGODB_DB_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'may contain only letters, digits, _ and - (at most 63)')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  /** Comma-separated origins allowed by CORS; empty means same origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins like https://example.com' }))),
  RATE_LIMIT_MAX: positiveInt.default(300),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
  /**
   * Addresses whose X-Forwarded-For is believed: the edge's, nobody else's (proxy-addr syntax: addresses, CIDRs,
   * `loopback`, `uniquelocal`; comma-separated). The edge overwrites the header with the address it saw.
   */
  TRUST_PROXY: z.string().default('loopback'),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  /** Database of the identity service, whose `revoked_sessions` every service follows. */
  SESSION_REVOCATIONS_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'may contain only letters, digits, _ and - (at most 63)')
    .default('claims_trial'),
};

/** Extra words for a missing variable, so the fix is obvious. */
const requiredHints: Record<string, string> = {
  MONGODB_URI: 'is required (for example mongodb://127.0.0.1:27217, the devdb that npm start runs)',
};

export const baseEnvSchema = z.object(baseEnvShape);
export type ServiceEnv = z.output<typeof baseEnvSchema>;

/** Thrown when the environment is invalid; its message lists every bad or missing variable. */
export class ServiceConfigError extends Error {
  constructor(
    readonly area: string,
    readonly problems: string[],
  ) {
    super(
      `Invalid configuration for the ${area} service:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
    this.name = 'ServiceConfigError';
  }
}

/** Parses the base variables plus a service's own ones, failing with every problem at once. */
export function parseServiceEnv<Shape extends z.ZodRawShape = Record<never, never>>(
  area: string,
  source: NodeJS.ProcessEnv | Record<string, string | undefined>,
  extraShape?: Shape,
): ServiceEnv & z.output<z.ZodObject<Shape>> {
  // Empty strings count as unset, as in most shells' `VAR= command`.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const schema = baseEnvSchema.extend(extraShape ?? {});
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.length ? issue.path.map(String).join('.') : 'environment';
      const missing = issue.code === 'invalid_type' && !(String(issue.path[0]) in cleaned);
      const message = missing ? (requiredHints[name] ?? 'is required') : issue.message;
      return `${name}: ${message}`;
    });
    throw new ServiceConfigError(area, problems);
  }
  return parsed.data as ServiceEnv & z.output<z.ZodObject<Shape>>;
}
