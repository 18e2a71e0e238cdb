import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export type DocsOptions = { area: string; title: string; version: string };

/** OpenAPI generated from the routes' zod schemas, browsable at `/api/<area>/docs`. */
export default fp<DocsOptions>(
  async (app, { area, title, version }) => {
    const routePrefix = `/api/${area}/docs`;
    await app.register(swagger, {
      openapi: {
        info: { title, version },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix, staticCSP: true });
  },
  { name: 'service-kit-docs' },
);
