import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { mongo } from 'mongoose';
import { HttpError, badRequest, isDuplicateKeyError } from '../errors';

/**
 * Idempotency keys for creating writes. A route opts in with `config: { idempotency: true }`; a client sends
 * `Idempotency-Key: <16-100 letters, digits, - or _>` and may repeat the request (after a timeout, a lost answer,
 * a double click) as often as it likes: the first successful answer is stored for 24 hours and replayed, so the
 * write happens once. Keys are scoped to the signed-in user (or to anonymous callers), the method and the route.
 * A repeat while the first is still running answers 409, and so does a key reused for a different request: another
 * body, or the same route at another address (`/cases/A/parts-orders` and `/cases/B/parts-orders`). A first request
 * that never finished (its process was killed mid-request) holds the key for `pendingLeaseMs` only: a repeat after that
 * runs again instead of being refused for a day.
 * Requests without the header behave as before.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept an `Idempotency-Key` header on this route (creating writes). */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    idempotencyRecordId?: string;
  }
}

export type IdempotencyRecord = {
  _id: string;
  state: 'pending' | 'done';
  requestHash: string;
  statusCode?: number;
  contentType?: string;
  body?: string;
  expiresAt: Date;
  /** While `pending`: when a repeat may take the request over (its first run died without an answer). */
  pendingUntil?: Date;
};

export const idempotencyKeyHeader = 'idempotency-key';
const keyPattern = /^[A-Za-z0-9_-]{16,100}$/;
const keepForMs = 24 * 60 * 60 * 1000;
/** Far longer than any request may run (the edge gives up after 15 s), so only a request that died is taken over. */
export const pendingLeaseMs = 2 * 60 * 1000;

/**
 * The same request is still being carried out (by another tab, or a try whose answer was lost): its own code, so a page
 * knows the outcome is not known yet, unlike a refusal.
 */
const stillInProgress = () =>
  new HttpError(409, 'in_progress', 'This request is still being processed. Please try again in a moment.');

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export default fp(
  async (app) => {
    const collection: mongo.Collection<IdempotencyRecord> =
      app.db.collection<IdempotencyRecord>('idempotency_keys');
    app.addHook('onReady', async () => {
      await collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'idempotency keys: could not create the expiry index');
      });
    });

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config?.idempotency) return;
      const header = request.headers[idempotencyKeyHeader];
      if (header === undefined) return;
      if (typeof header !== 'string' || !keyPattern.test(header)) {
        throw badRequest('Idempotency-Key must be 16-100 letters, digits, dashes or underscores');
      }
      const scope = `${request.user?.sub ?? 'anonymous'}|${request.method}|${request.routeOptions.url}`;
      const id = sha256(`${scope}|${header}`);
      // The address's parameters are part of the request: the same body sent to another case is another write.
      const requestHash = sha256(
        JSON.stringify({ params: request.params ?? null, body: request.body ?? null }),
      );
      try {
        await collection.insertOne({
          _id: id,
          state: 'pending',
          requestHash,
          expiresAt: new Date(Date.now() + keepForMs),
          pendingUntil: new Date(Date.now() + pendingLeaseMs),
        });
        request.idempotencyRecordId = id;
        return;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const previous = await collection.findOne({ _id: id });
      if (!previous) throw stillInProgress();
      if (previous.requestHash !== requestHash) {
        throw new HttpError(409, 'conflict', 'This Idempotency-Key was already used for a different request');
      }
      if (previous.state !== 'done') {
        // The first run's process died mid-request (no answer will ever be stored): this repeat runs it again, once.
        const now = new Date();
        const takenOver = await collection.findOneAndUpdate(
          {
            _id: id,
            state: 'pending',
            $or: [
              { pendingUntil: { $lte: now } },
              // Written before `pendingUntil` existed: started more than a lease ago.
              {
                pendingUntil: { $exists: false },
                expiresAt: { $lte: new Date(now.getTime() + keepForMs - pendingLeaseMs) },
              },
            ],
          },
          { $set: { pendingUntil: new Date(now.getTime() + pendingLeaseMs) } },
        );
        if (!takenOver) throw stillInProgress();
        request.log.warn(
          { idempotencyRecord: id },
          'idempotency keys: taking over a request that never finished',
        );
        request.idempotencyRecordId = id;
        return;
      }
      return reply
        .code(previous.statusCode ?? 200)
        .header('idempotent-replayed', 'true')
        .type(previous.contentType ?? 'application/json; charset=utf-8')
        .send(previous.body ?? '');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotencyRecordId;
      if (!id) return payload;
      request.idempotencyRecordId = undefined;
      const body =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : undefined;
      if (reply.statusCode >= 200 && reply.statusCode < 300 && body !== undefined) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        await collection
          .updateOne(
            { _id: id },
            { $set: { state: 'done', statusCode: reply.statusCode, contentType, body } },
          )
          .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency keys: answer not stored'));
      } else {
        // Refused or failed: nothing to replay, so a retry runs again.
        await collection.deleteOne({ _id: id }).catch(() => undefined);
      }
      return payload;
    });
  },
  { name: 'service-kit-idempotency', dependencies: ['service-kit-database'] },
);
