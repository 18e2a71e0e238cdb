import { createHmac, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  accessTokenClaimsSchema,
  apiErrorSchema,
  guideChangedMessage,
  guideDetailSchema,
  guideIdParamsSchema,
  guideLikeResponseSchema,
  guideNotFoundMessage,
  guideViewsResponseSchema,
  updateGuideBodySchema,
  uploadedGuideImageId,
} from '@claims/contracts';
import { z } from 'zod';
import { conflict, forbidden, notFound, unavailable, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { GuideChangedError } from '../../../../repositories/guides-repository';
import { uploadedImagesOf } from '../../../../images/guide-image-store';
import { ExternalImagesBusyError } from '../../../../lib/external-images';

/** The signed-in user's id when a valid token came along; the guide is public either way. */
async function optionalViewer(request: FastifyRequest): Promise<string | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    const claims = accessTokenClaimsSchema.safeParse(await request.jwtVerify());
    return claims.success ? claims.data.sub : undefined;
  } catch {
    return undefined; // an expired token must not hide a public guide
  }
}

/**
 * The network a signed-out visitor counts as: the IPv4 address, or the /64 of an IPv6 one (one subscriber's
 * network, whose addresses a visitor can change at will). The user agent is not part of it: any client can send a
 * new one with every request.
 */
function visitorNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/**
 * Who opened a guide, for counting views once per visitor: the signed-in user, or else a keyed hash of the client's
 * network and the day (UTC). The address itself is not kept, and the key is not in the database, so a copy of the
 * marks cannot be turned back into addresses by hashing every IPv4 address; the day makes the marks of two days
 * unrelated.
 */
async function viewerKey(request: FastifyRequest, hashKey: string | Buffer): Promise<string> {
  const userId = await optionalViewer(request);
  if (userId) return `user:${userId}`;
  const day = new Date().toISOString().slice(0, 10);
  const hash = createHmac('sha256', hashKey).update(`${day} ${visitorNetwork(request.ip)}`);
  return `visitor:${hash.digest('base64url').slice(0, 22)}`;
}

export const notYourGuideMessage = 'Only the author of this guide or an admin can change it';

/** `/api/guides/:id`: one guide, its view counter and likes. */
export type GuideRoutesOptions = {
  /** `VIEW_HASH_KEY`, or else a key of this process's own. */
  viewHashKey?: string;
};

const guideRoutes: FastifyPluginAsyncZod<GuideRoutesOptions> = async (app, options) => {
  const viewHashKey = options.viewHashKey ?? randomBytes(32);

  /** Refuses anyone but the guide's author and admins; 404 when there is no such guide. */
  async function assertMayChange(request: FastifyRequest<{ Params: { id: string } }>) {
    const author = await app.guidesRepository.authorOf(request.params.id);
    if (author === undefined) throw notFound(guideNotFoundMessage);
    const isAdmin = request.user.roles.includes('admin');
    if (!isAdmin && author !== request.user.sub) throw forbidden(notYourGuideMessage);
  }

  /**
   * Deletes the uploaded pictures among `imageUrls` (those a deleted guide named, or an edit dropped) that no guide
   * names any more, so their public addresses answer 404. The guide's change is done by then: a failure here is
   * logged, not answered.
   */
  async function removeUnnamedUploads(imageUrls: readonly string[], since: Date, log: FastifyBaseLogger) {
    const uploaded = [...new Set(imageUrls)].filter((url) => uploadedGuideImageId(url));
    if (uploaded.length === 0) return;
    try {
      const inUse = await app.guidesRepository.imageUrlsInUse(uploaded);
      const unnamed = uploaded.filter((url) => !inUse.has(url)).map((url) => uploadedGuideImageId(url)!);
      const removed = await app.guideImages.removeUnnamed(unnamed, since);
      if (removed > 0) log.info({ removed }, 'removed uploaded guide pictures no guide names any more');
    } catch (error) {
      log.warn({ err: error }, 'could not remove the uploaded pictures a guide no longer names');
    }
  }

  app.put(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['guides'],
        summary:
          'Replace a guide and its steps (its author or an admin); 409 when it was saved since `revision`',
        security: [{ bearerAuth: [] }],
        params: guideIdParamsSchema,
        body: updateGuideBodySchema,
        response: {
          200: guideDetailSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const startedAt = new Date();
      await assertMayChange(request);
      const before = await app.guidesRepository.imageUrlsOf(request.params.id);
      const guide = await app.guidesRepository
        .update(request.params.id, request.body, request.user.sub)
        .catch((error: unknown) => {
          if (error instanceof GuideChangedError) throw conflict(guideChangedMessage);
          throw error;
        });
      if (!guide) throw notFound(guideNotFoundMessage);
      request.log.info({ guideId: guide.id, by: request.user.sub }, 'guide updated');
      const kept = new Set(uploadedImagesOf(request.body).map((image) => image.id));
      const dropped = before.filter((url) => !kept.has(uploadedGuideImageId(url) ?? ''));
      await removeUnnamedUploads(dropped, startedAt, request.log);
      return guide;
    },
  );

  app.delete(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['guides'],
        summary: 'Delete a guide with its steps and likes (its author or an admin)',
        security: [{ bearerAuth: [] }],
        params: guideIdParamsSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const startedAt = new Date();
      await assertMayChange(request);
      const named = await app.guidesRepository.imageUrlsOf(request.params.id);
      if (!(await app.guidesRepository.remove(request.params.id))) throw notFound(guideNotFoundMessage);
      request.log.info({ guideId: request.params.id, by: request.user.sub }, 'guide deleted');
      await removeUnnamedUploads(named, startedAt, request.log);
      return reply.code(204).send();
    },
  );

  app.get(
    '',
    {
      schema: {
        tags: ['guides'],
        summary: 'One guide with its steps ordered by step number',
        params: guideIdParamsSchema,
        response: { 200: guideDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const guide = await app.guidesRepository.findById(request.params.id, await optionalViewer(request));
      if (!guide) throw notFound(guideNotFoundMessage);
      return guide;
    },
  );

  /**
   * Serves a picture a guide links to from this site; 404 for anything that cannot be shown, 503 (not remembered by
   * the browser) while too many other pictures are being fetched.
   */
  async function sendExternalImage(reply: FastifyReply, url: string | undefined, log: FastifyBaseLogger) {
    if (!url) throw notFound('Image not found');
    try {
      const image = await app.externalImages.get(url);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.body);
    } catch (error) {
      log.info({ url, reason: (error as Error).message }, 'guide image not shown');
      if (error instanceof ExternalImagesBusyError) {
        reply.header('retry-after', '2');
        throw unavailable('Too many pictures are being fetched at the moment. Please try again in a moment.');
      }
      throw notFound('Image not found');
    }
  }

  app.get(
    '/cover-image',
    {
      schema: {
        tags: ['guides'],
        summary: "The guide's cover picture when it links to another site, served from this site",
        params: guideIdParamsSchema,
        response: { 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendExternalImage(reply, await app.guidesRepository.imageUrlOf(request.params.id), request.log),
  );

  app.get(
    '/steps/:stepNumber/image',
    {
      schema: {
        tags: ['guides'],
        summary: "A step's picture when it links to another site, served from this site",
        params: guideIdParamsSchema.extend({ stepNumber: z.coerce.number().int().min(1).max(1000) }),
        response: { 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendExternalImage(
        reply,
        await app.guidesRepository.imageUrlOf(request.params.id, request.params.stepNumber),
        request.log,
      ),
  );

  app.post(
    '/views',
    {
      schema: {
        tags: ['guides'],
        summary:
          'Count a view (the guide page calls this when it opens): once per visitor and guide in 30 minutes',
        params: guideIdParamsSchema,
        response: { 200: guideViewsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const views = await app.guidesRepository.recordView(
        request.params.id,
        await viewerKey(request, viewHashKey),
      );
      if (views === null) throw notFound(guideNotFoundMessage);
      return { views };
    },
  );

  app.put(
    '/like',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['guides'],
        summary: 'Like a guide (once per user; repeating changes nothing)',
        security: [{ bearerAuth: [] }],
        params: guideIdParamsSchema,
        response: { 200: guideLikeResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await app.guidesRepository.like(request.params.id, request.user.sub);
      if (!result) throw notFound(guideNotFoundMessage);
      return result;
    },
  );

  app.delete(
    '/like',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['guides'],
        summary: 'Remove your like from a guide',
        security: [{ bearerAuth: [] }],
        params: guideIdParamsSchema,
        response: { 200: guideLikeResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await app.guidesRepository.unlike(request.params.id, request.user.sub);
      if (!result) throw notFound(guideNotFoundMessage);
      return result;
    },
  );
};

export default guideRoutes;
