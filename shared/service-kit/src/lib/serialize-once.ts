import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A route's response serializer for plain-data schemas (no codecs or transforms) that remembers its output per
 * response object: when a handler answers many requests with the same (cached, never mutated) object, it is
 * validated, stringified and UTF-8 encoded once, and every later reply writes the same bytes.
 *
 * Other objects are checked by the schema's compiled parser before they are stringified. For plain data, parsing
 * gives what the type provider's encoding would, and a page of 24 guides took about a third of the time (18 µs of
 * 52, services/guides/README.md "Benchmark"); what breaks the schema is still refused with a 500.
 */
export const serializeOnceCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType))
    return (serializerCompiler as FastifySerializerCompiler<unknown>)(route);
  const parser = z.compile(schema);
  const serialize = (data: unknown) => {
    const result = parser.safeParse(data);
    if (!result.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  const serialized = new WeakMap<object, Buffer>();
  return (data) => {
    if (data === null || typeof data !== 'object') return serialize(data);
    let body = serialized.get(data);
    if (body === undefined) {
      body = Buffer.from(serialize(data), 'utf8');
      serialized.set(data, body);
    }
    // Fastify sends a Buffer as it is; the declared return type only knows strings.
    return body as unknown as string;
  };
};
