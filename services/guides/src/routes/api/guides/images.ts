import {
  apiErrorSchema,
  guideImageLimits,
  guideImageNotFoundMessage,
  guideImageParamsSchema,
  guideImageQuerySchema,
  guideImageTooLargeMessage,
  guideImageTypeMessage,
  guideImageTypes,
  guideImageUploadLimitMessage,
  guideImageUploadResponseSchema,
} from '@claims/contracts';
import { HttpError, notFound, tooManyRequests, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { UnreadableImageError } from '@claims/service-kit/images';
import { guideImageContentType } from '../../../images/guide-image-store';

const wrongType = () => new HttpError(415, 'bad_request', guideImageTypeMessage);

/** `POST /api/guides/images`, in its own scope: it alone takes image bodies. */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  // The picture is the body itself (Content-Type image/jpeg, image/png or image/webp), at most 8 MB.
  app.addContentTypeParser(
    [...guideImageTypes],
    { parseAs: 'buffer', bodyLimit: guideImageLimits.bytesMax },
    (_request, body, done) => done(null, body),
  );
  // Oversized or non-image bodies get the upload rules' own words; anything else goes to the app's handler.
  app.setErrorHandler((error) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new HttpError(413, 'bad_request', guideImageTooLargeMessage);
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_TYPE') throw wrongType();
    throw error;
  });

  app.post(
    '',
    {
      onRequest: app.authenticate,
      bodyLimit: guideImageLimits.bytesMax,
      schema: {
        tags: ['guides'],
        summary:
          'Upload a cover or step picture (signed in; JPEG, PNG or WebP up to 8 MB, sent as the body); answers its address',
        security: [{ bearerAuth: [] }],
        response: {
          201: guideImageUploadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw wrongType();
      const userId = request.user.sub;
      if (await app.guideImages.reachedUploadLimit(userId))
        throw tooManyRequests(guideImageUploadLimitMessage);
      try {
        const image = await app.guideImages.save(userId, request.body);
        request.log.info(
          { imageId: image.id, width: image.width, height: image.height },
          'guide picture uploaded',
        );
        return reply.code(201).send(image);
      } catch (error) {
        if (error instanceof UnreadableImageError) throw wrongType();
        throw error;
      }
    },
  );
};

/** `/api/guides/images`: uploaded cover and step pictures (public once uploaded; the address never changes). */
const guideImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoute);

  app.get(
    '/:imageId',
    {
      schema: {
        tags: ['guides'],
        summary:
          'An uploaded picture as WebP; `w` (400, 800, 1600) picks the narrowest stored copy at least that wide',
        params: guideImageParamsSchema,
        querystring: guideImageQuerySchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const variant = await app.guideImages.variantFor(request.params.imageId, request.query.w);
      if (!variant) throw notFound(guideImageNotFoundMessage);
      return reply
        .header('content-type', guideImageContentType)
        .header('content-length', variant.bytes)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(app.guideImages.open(variant) as never);
    },
  );
};

export default guideImageRoutes;
