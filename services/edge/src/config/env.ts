import path from 'node:path';
import { z } from 'zod';
import { remoteNames, type RemoteName } from '@claims/contracts';
import { findMoreAreas, type MoreAreas } from './more-areas';

const repoRoot = path.resolve(__dirname, '../../../..');

/** Areas with an API behind the edge: `/api/<prefix>/*` → that service. */
export const upstreamAreas = ['trial', 'marketing', 'booking', 'guides', 'media'] as const;
export type UpstreamArea = (typeof upstreamAreas)[number];

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Load balancers in front of the edge whose `X-Forwarded-For` is believed (proxy-addr syntax: addresses,
   * CIDRs, `loopback`, `uniquelocal`; comma-separated). Empty: the socket's address is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /** Largest request body accepted (bytes); larger ones get 413 before reaching a service. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /**
   * Largest picture upload accepted (bytes): a body sent as image/jpeg, image/png or image/webp (case and guide photos,
   * up to 8 MB each, checked again by their service) may be this large.
   */
  UPLOAD_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(9 * 1024 * 1024),
  /**
   * How long a service may take to start answering (and then between parts of its answer) before the edge gives up
   * and answers 503: a hung service must not hang a visitor's form. The slowest request the site makes (generating
   * 2,000 guides) takes about a second.
   */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  SHELL_DIST: z.string().default(path.join(repoRoot, 'shell/dist')),
  SERVICE_TRIAL_URL: optionalUrl,
  SERVICE_MARKETING_URL: optionalUrl,
  SERVICE_BOOKING_URL: optionalUrl,
  SERVICE_GUIDES_URL: optionalUrl,
  SERVICE_MEDIA_URL: optionalUrl,
  GATEWAY_URL: optionalUrl,
  REMOTE_MARKETING_URL: z.string().optional(),
  REMOTE_BOOKING_URL: z.string().optional(),
  REMOTE_TRIAL_URL: z.string().optional(),
  REMOTE_GUIDES_URL: z.string().optional(),
  REMOTE_MEDIA_URL: z.string().optional(),
  MFE_MARKETING_UPSTREAM: optionalUrl,
  MFE_BOOKING_UPSTREAM: optionalUrl,
  MFE_TRIAL_UPSTREAM: optionalUrl,
  MFE_GUIDES_UPSTREAM: optionalUrl,
  MFE_MEDIA_UPSTREAM: optionalUrl,
  /** Serve local remote builds from `<repo>/mfe-<name>/dist` at `/mfe/<name>/`. */
  SERVE_LOCAL_REMOTES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** `moreAreas`: areas created after this schema was written (`npm run new-area`), found by folder and variable. */
export type EdgeEnv = z.infer<typeof envSchema> & { moreAreas?: MoreAreas };

export type EdgeConfig = {
  env: EdgeEnv;
  /** Local remote build folders that exist, by name. */
  localRemoteDirs: Record<string, string>;
  /** Remotes deployed as their own static server, proxied at `/mfe/<name>/`. */
  remoteUpstreams: Record<string, string>;
  /** name → manifest URL, as published in /remotes.json. */
  remotes: Record<string, string>;
  /** area → service URL: the known areas and any other `SERVICE_<NAME>_URL`. */
  upstreams: Record<string, string>;
  gatewayUrl?: string;
};

export function parseEdgeEnv(source: NodeJS.ProcessEnv): EdgeEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid edge configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    moreAreas: findMoreAreas(source, repoRoot, { remotes: remoteNames, services: upstreamAreas }),
  };
}

export function resolveEdgeConfig(env: EdgeEnv, exists: (dir: string) => boolean): EdgeConfig {
  const localRemoteDirs: EdgeConfig['localRemoteDirs'] = {};
  const remotes: EdgeConfig['remotes'] = {};
  const remoteUpstreams: EdgeConfig['remoteUpstreams'] = {};
  for (const name of remoteNames) {
    const upstream = env[`MFE_${name.toUpperCase()}_UPSTREAM` as `MFE_${Uppercase<RemoteName>}_UPSTREAM`];
    if (upstream) remoteUpstreams[name] = upstream;
    const dir = path.join(repoRoot, `mfe-${name}`, 'dist');
    const hasLocalBuild = !upstream && env.SERVE_LOCAL_REMOTES && exists(path.join(dir, 'mf-manifest.json'));
    if (hasLocalBuild) localRemoteDirs[name] = dir;
    const configured = env[`REMOTE_${name.toUpperCase()}_URL` as `REMOTE_${Uppercase<RemoteName>}_URL`];
    if (configured) remotes[name] = configured;
    else if (hasLocalBuild || upstream) remotes[name] = `/mfe/${name}/mf-manifest.json`;
  }
  for (const [name, { upstream, url }] of Object.entries(env.moreAreas?.remotes ?? {})) {
    if (upstream) remoteUpstreams[name] = upstream;
    const dir = path.join(repoRoot, `mfe-${name}`, 'dist');
    const hasLocalBuild = !upstream && env.SERVE_LOCAL_REMOTES && exists(path.join(dir, 'mf-manifest.json'));
    if (hasLocalBuild) localRemoteDirs[name] = dir;
    if (url) remotes[name] = url;
    else if (hasLocalBuild || upstream) remotes[name] = `/mfe/${name}/mf-manifest.json`;
  }
  const upstreams: EdgeConfig['upstreams'] = {};
  for (const area of upstreamAreas) {
    const url = env[`SERVICE_${area.toUpperCase()}_URL` as `SERVICE_${Uppercase<UpstreamArea>}_URL`];
    if (url) upstreams[area] = url;
  }
  Object.assign(upstreams, env.moreAreas?.services);
  return { env, localRemoteDirs, remoteUpstreams, remotes, upstreams, gatewayUrl: env.GATEWAY_URL };
}
