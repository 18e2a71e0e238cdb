import fp from 'fastify-plugin';
import type { EdgeConfig } from '../config/env';

export type HealthOptions = {
  config: EdgeConfig;
  /** Whether the shell's page is there to send (`SHELL_DIST`): without it every page answers 503. */
  shellBuilt: () => boolean;
  probeTimeoutMs?: number;
};

async function isReady(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * `/healthz`: the edge answers. `/readyz`: the site's pages can be sent (the shell is built) and every configured
 * service answers its own `/readyz` (so a service that lost its database shows here too); 503 in the error shape,
 * naming what is not.
 */
export default fp<HealthOptions>(
  async (app, { config, shellBuilt, probeTimeoutMs = 1500 }) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      const targets = Object.entries(config.upstreams);
      if (config.gatewayUrl) targets.push(['gateway', config.gatewayUrl]);
      const results = await Promise.all(
        targets.map(
          async ([area, url]) => [area, (await isReady(url, probeTimeoutMs)) ? 'ok' : 'unavailable'] as const,
        ),
      );
      const services = Object.fromEntries(results);
      const down = results.filter(([, status]) => status !== 'ok').map(([area]) => area);
      const built = shellBuilt();
      if (!built) down.unshift(`the site's pages (no build in SHELL_DIST)`);
      reply.header('cache-control', 'no-store');
      if (down.length === 0) return { status: 'ok', services };
      return reply.code(503).send({
        error: { code: 'unavailable', message: `Not ready: ${down.join(', ')}` },
        services,
        ...(built ? {} : { shell: 'not built' }),
      });
    });
  },
  { name: 'edge-health' },
);
