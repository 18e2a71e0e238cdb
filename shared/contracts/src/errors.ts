import { z } from 'zod';

/** Machine-readable error codes, one per HTTP status family the API uses. */
export const apiErrorCodeSchema = z.enum([
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** 409: the same request (its Idempotency-Key) is still being carried out; its outcome is not known yet. */
  'in_progress',
  'rate_limited',
  'unavailable',
  'internal',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** The one error shape every service answers with: `{ error: { code, message, fields? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: apiErrorCodeSchema,
    message: z.string(),
    /** Field path (dot-joined) → message, for validation failures. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
