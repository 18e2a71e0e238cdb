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
    const externalImages = new ExternalImages({ allowPrivateHosts: options.allowPrivateHosts });
    app.decorate('externalImages', externalImages);
    app.addHook('onClose', () => externalImages.close());
  },
  { name: 'guides-external-images' },
);
