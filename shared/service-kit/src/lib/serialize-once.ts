import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * A route's response serializer that remembers its output per response object: when a handler answers
 * many requests with the same (cached, never mutated) object, it is validated, stringified and UTF-8
 * encoded once, and every later reply writes the same bytes. Other values are serialized as usual.
 */
export const serializeOnceCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = (serializerCompiler as FastifySerializerCompiler<unknown>)(route);
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
