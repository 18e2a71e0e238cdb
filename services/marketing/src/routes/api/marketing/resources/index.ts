import { z } from 'zod';
import { apiErrorSchema, resourceFileNames, type ResourceFileName } from '@claims/contracts';
import { notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';
import type { ResourceCatalog } from '../../../../resources/resource-catalog';

const paramsSchema = z.object({ file: z.string().max(200) });

const isResourceFile = (name: string): name is ResourceFileName =>
  (resourceFileNames as readonly string[]).includes(name);

/** `GET /api/marketing/resources/<file>`: the edge serves these at `/<file>` on the site root. */
const resourceRoutes: FastifyPluginAsyncZod<{ catalog: ResourceCatalog }> = async (app, { catalog }) => {
  app.get(
    '/:file',
    {
      schema: {
        summary: `Download a resource file (${resourceFileNames.join(', ')})`,
        tags: ['resources'],
        params: paramsSchema,
        // The file is sent as its bytes (a Buffer is never serialized as JSON).
        response: {
          200: z.instanceof(Buffer).describe('The file (PDF or XLSX)'),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!isResourceFile(file))
        throw notFound(`There is no file named ${file}. Available: ${resourceFileNames.join(', ')}`);
      const resource = await catalog.get(file);
      return (
        reply
          .header('content-type', resource.contentType)
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('last-modified', resource.generatedAt.toUTCString())
          // Rebuilt as responses arrive: browsers revalidate instead of keeping an old copy.
          .header('cache-control', 'no-cache')
          .send(resource.body)
      );
    },
  );
};

export default resourceRoutes;
