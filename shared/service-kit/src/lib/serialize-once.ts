import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * A route's response serializer that remembers its output per response object: when a handler answers
 * many requests with the same (cached, never mutated) object, it is validated and stringified once.
 * Other objects are serialized as usual.
 */
export const serializeOnceCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = (serializerCompiler as FastifySerializerCompiler<unknown>)(route);
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (data === null || typeof data !== 'object') return serialize(data);
    let body = serialized.get(data);
    if (body === undefined) {
      body = serialize(data);
      serialized.set(data, body);
    }
    return body;
  };
};
