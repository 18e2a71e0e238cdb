import { z } from 'zod';
import { apiErrorSchema, mediaImageParamsSchema } from '@claims/contracts';
import { notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';

/** `GET /api/media/images/:fileId`: a rendered frame. Files never change, so browsers and caches keep them a year. */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:fileId',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['previews'],
        summary: 'A rendered storyboard frame (PNG, 1280 × 720)',
        params: mediaImageParamsSchema,
        response: { 200: z.unknown().describe('PNG bytes'), 304: z.unknown(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const etag = `"${fileId}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const image = await app.imageStore.open(fileId);
      if (!image) throw notFound('Image not found');
      return reply
        .header('content-type', 'image/png')
        .header('content-length', String(image.length))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .send(image.stream);
    },
  );
};

export default imageRoutes;
