import fp from 'fastify-plugin';
import { PreviewJobsRepository } from '../repositories/preview-jobs-repository';
import { ImageStore } from '../repositories/image-store';
import { RenderersRepository } from '../repositories/renderers-repository';

declare module 'fastify' {
  interface FastifyInstance {
    previewJobs: PreviewJobsRepository;
    imageStore: ImageStore;
    renderers: RenderersRepository;
  }
}

/** The media area's data access, bound to this service's database (closed with it by service-kit). */
export default fp(
  async (app) => {
    app.decorate('previewJobs', await PreviewJobsRepository.open(app.db));
    app.decorate('imageStore', await ImageStore.open(app.db));
    app.decorate('renderers', await RenderersRepository.open(app.db));
  },
  { name: 'media-repositories', dependencies: ['service-kit-database'] },
);
