import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv, resolveEdgeConfig } from '../src/config/env';
import { findMoreAreas } from '../src/config/more-areas';

const known = {
  remotes: ['marketing', 'booking', 'trial', 'guides', 'media'],
  services: ['trial', 'marketing', 'booking', 'guides', 'media'],
};

describe('areas created after the edge (npm run new-area)', () => {
  it('finds a remote by its mfe-<name> folder or variables and a service by SERVICE_<NAME>_URL, leaving known names alone', () => {
    const found = findMoreAreas(
      {
        SERVICE_PARTS_URL: 'http://127.0.0.1:4107',
        SERVICE_GUIDES_URL: 'http://127.0.0.1:4104',
        MFE_RENTALS_UPSTREAM: 'http://mfe-rentals:8080',
        REMOTE_PARTS_URL: 'https://cdn.example.com/parts/mf-manifest.json',
        SERVICE__URL: 'http://x',
      },
      '/repo',
      known,
      () => ['mfe-guides', 'mfe-parts', 'services', 'mfe-Bad-Name'],
    );
    expect(found).toEqual({
      remotes: {
        parts: { url: 'https://cdn.example.com/parts/mf-manifest.json' },
        rentals: { upstream: 'http://mfe-rentals:8080' },
      },
      services: { parts: 'http://127.0.0.1:4107' },
    });
  });

  describe('served by the edge', () => {
    let service: FastifyInstance;
    let edge: FastifyInstance;

    beforeAll(async () => {
      service = Fastify();
      service.get('/api/parts/entries', async () => ({ items: [] }));
      const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
      const env = parseEdgeEnv({
        NODE_ENV: 'test',
        SERVICE_PARTS_URL: serviceUrl,
        MFE_PARTS_UPSTREAM: 'http://127.0.0.1:9',
      });
      const config = resolveEdgeConfig(env, () => false);
      expect(config.remotes.parts).toBe('/mfe/parts/mf-manifest.json');
      expect(config.upstreams.parts).toBe(serviceUrl);
      edge = await buildApp({ config });
    });

    afterAll(async () => {
      await edge?.close();
      await service?.close();
    });

    it('proxies /api/<name> to its service and lists its remote in /remotes.json', async () => {
      const api = await edge.inject({ url: '/api/parts/entries' });
      expect(api.statusCode).toBe(200);
      expect(api.json()).toEqual({ items: [] });
      expect((await edge.inject({ url: '/remotes.json' })).json().remotes.parts).toBe(
        '/mfe/parts/mf-manifest.json',
      );
    });
  });
});
