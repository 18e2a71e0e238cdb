import fp from 'fastify-plugin';
import { ExternalImages } from '../lib/external-images';

declare module 'fastify' {
  interface FastifyInstance {
    externalImages: ExternalImages;
  }
}

/** Pictures guides link to on other sites, served from this site (see lib/external-images.ts). */
export default fp<{ allowPrivateHosts: boolean }>(
  async (app, options) => {
    app.decorate('externalImages', new ExternalImages({ allowPrivateHosts: options.allowPrivateHosts }));
  },
  { name: 'guides-external-images' },
);
