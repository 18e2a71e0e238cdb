import {
  apiErrorSchema,
  caseActorsFor,
  caseAssignmentBodySchema,
  caseDetailSchema,
  caseIdParamsSchema,
  cancelledCaseClosedMessage,
  caseLimits,
  caseNoteBodySchema,
  casePhotoFileQuerySchema,
  casePhotoParamsSchema,
  casePhotoTypes,
  caseStatusLabel,
  caseTransitionBodySchema,
  findCaseTransition,
} from '@claims/contracts';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  type FastifyPluginAsyncZod,
} from '@claims/service-kit';
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { FastifyInstance } from 'fastify';
import { loadCaseInScope, peopleOn, viewerOf } from '../../../../../cases/load-case';
import { toCaseDetail } from '../../../../../cases/case-views';
import { thumbnailType, UnsupportedPhotoError } from '../../../../../cases/case-photos';
import type { CaseRecord } from '../../../../../models/case';
import type { CaseViewer } from '../../../../../cases/case-scope';
import casePartsOrderRoutes from './parts-orders';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const photoTooLargeMessage = `Each photo must be ${caseLimits.photoBytesMax / (1024 * 1024)} MB or smaller`;

async function caseDetailFor(app: FastifyInstance, record: CaseRecord, viewer: CaseViewer) {
  return toCaseDetail(record, viewer, await peopleOn(app, record), app.photoLinks);
}

/** A cancelled case is closed for good (the cancel dialog says so): it takes no more notes or photos. */
function refuseIfCancelled(record: CaseRecord): void {
  if (record.status === 'cancelled') throw conflict(cancelledCaseClosedMessage);
}

/** `POST /api/trial/cases/:id/photos`, in its own scope: it alone takes image bodies. */
const photoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The photo is the body itself (Content-Type image/jpeg, image/png or image/webp), at most 8 MB.
  app.addContentTypeParser(
    [...casePhotoTypes],
    { parseAs: 'buffer', bodyLimit: caseLimits.photoBytesMax },
    (_request, body, done) => done(null, body),
  );
  // Oversized or non-image bodies get the photo rules' own words; anything else goes to the app's handler.
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new HttpError(413, 'bad_request', photoTooLargeMessage);
    }
    if ((error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new HttpError(415, 'bad_request', new UnsupportedPhotoError().message);
    }
    throw error;
  });

  app.post(
    '/photos',
    {
      onRequest: app.authenticate,
      bodyLimit: caseLimits.photoBytesMax,
      schema: {
        tags: ['trial'],
        summary:
          'Attach a photo (the case’s customer; up to 5 per case, JPEG/PNG/WebP, 8 MB each); 200 when the case already has this photo',
        security: [{ bearerAuth: [] }],
        params: caseIdParamsSchema,
        response: {
          200: caseDetailSchema,
          201: caseDetailSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const record = await loadCaseInScope(app, request.params.id, viewer);
      if (record.customerId !== viewer.id)
        throw forbidden('Only the customer who filed the case can add photos');
      refuseIfCancelled(record);
      if (!Buffer.isBuffer(request.body))
        throw new HttpError(415, 'bad_request', new UnsupportedPhotoError().message);
      // A photo the case already has was sent again (a retry after a lost answer): the case keeps one copy.
      const sourceHash = createHash('sha256').update(request.body).digest('hex');
      const alreadyHas = (candidate: CaseRecord) =>
        (candidate.photos ?? []).some((photo) => photo.sourceHash === sourceHash);
      if (alreadyHas(record)) return reply.code(200).send(await caseDetailFor(app, record, viewer));
      if ((record.photos ?? []).length >= caseLimits.photosPerCase)
        throw conflict(`A case can have at most ${caseLimits.photosPerCase} photos`);
      let stored;
      try {
        stored = await app.casePhotos.save(record._id.toHexString(), request.body);
      } catch (error) {
        if (error instanceof UnsupportedPhotoError) throw new HttpError(415, 'bad_request', error.message);
        throw error;
      }
      const now = new Date();
      const updated = await app.casesRepository.addPhoto(
        record._id.toHexString(),
        { _id: new Types.ObjectId(), ...stored, sourceHash, byUserId: viewer.id, createdAt: now },
        { kind: 'photo', note: 'Added a photo', at: now, byUserId: viewer.id, byName: viewer.name },
        caseLimits.photosPerCase,
      );
      if (!updated) {
        await app.casePhotos.remove(stored);
        // Refused: either the same photo, sent at the same moment, landed first, or the case is full.
        const current = await loadCaseInScope(app, request.params.id, viewer);
        if (alreadyHas(current)) return reply.code(200).send(await caseDetailFor(app, current, viewer));
        throw conflict(`A case can have at most ${caseLimits.photosPerCase} photos`);
      }
      return reply.code(201).send(await caseDetailFor(app, updated, viewer));
    },
  );
};

/** `/api/trial/cases/:id`: one case, its moves, assignment, notes and photos. */
const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = (record: CaseRecord, viewer: CaseViewer) => caseDetailFor(app, record, viewer);

  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['trial'],
        summary:
          'One case with its people, photos, timeline and the moves the caller may make (404 outside scope)',
        security: [{ bearerAuth: [] }],
        params: caseIdParamsSchema,
        response: { 200: caseDetailSchema, 401: errors[401], 404: errors[404] },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return detail(await loadCaseInScope(app, request.params.id, viewer), viewer);
    },
  );

  app.post(
    '/transitions',
    {
      onRequest: app.authenticate,
      // A move sent again after its answer was lost is made once: the repeat gets the first answer.
      config: { idempotency: true },
      schema: {
        tags: ['trial'],
        summary:
          'Move the case to another status (409 when the move is not allowed, 403 when not yours to make)',
        security: [{ bearerAuth: [] }],
        params: caseIdParamsSchema,
        body: caseTransitionBodySchema,
        response: { 200: caseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const record = await loadCaseInScope(app, request.params.id, viewer);
      const { status: to, note, from } = request.body;
      if (from !== undefined && from !== record.status) {
        const by = record.history.findLast((entry) => entry.kind === 'status')?.byName ?? 'Someone';
        throw conflict(
          `${by} changed this case to ${caseStatusLabel(record.status)} meanwhile, so your change was not made.`,
        );
      }
      const transition = findCaseTransition(record.status, to);
      if (!transition) {
        // Asked from a page that still showed the case as it was: another person (or tab) made this move already.
        if (record.status === to) {
          throw conflict(`This case is already ${caseStatusLabel(to)}: it was changed meanwhile.`);
        }
        throw conflict(`A case cannot move from ${caseStatusLabel(record.status)} to ${caseStatusLabel(to)}`);
      }
      const actors = caseActorsFor({ caseDoc: record, user: viewer });
      if (!transition.by.some((actor) => actors.includes(actor))) {
        throw forbidden(`You may not move this case to ${caseStatusLabel(to)}`);
      }
      const moved = await app.casesRepository.moveStatus(record._id.toHexString(), record.status, {
        kind: 'status',
        status: to,
        ...(note ? { note } : {}),
        at: new Date(),
        byUserId: viewer.id,
        byName: viewer.name,
      });
      // Someone else moved it between our read and our write: theirs stands.
      if (!moved) throw conflict('This case was just changed by someone else. Reload it and try again.');
      request.log.info({ caseId: record._id.toHexString(), from: record.status, to }, 'case moved');
      await app.notifyCase('status_changed', moved, { name: viewer.name, note });
      return detail(moved, viewer);
    },
  );

  app.put(
    '/assignment',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['trial'],
        summary: 'Assign the technician and the insurance user of a case (admin only)',
        security: [{ bearerAuth: [] }],
        params: caseIdParamsSchema,
        body: caseAssignmentBodySchema,
        response: { 200: caseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const record = await loadCaseInScope(app, request.params.id, viewer);
      const { techId, insuranceId } = request.body;
      const fields: Record<string, string> = {};
      if (techId && !(await app.userDirectory.hasRole(techId, 'tech')))
        fields.techId = 'This user is not a technician';
      if (insuranceId && !(await app.userDirectory.hasRole(insuranceId, 'insurance')))
        fields.insuranceId = 'This user is not an insurance user';
      if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields).join('. '), fields);
      const people = await app.userDirectory.people([techId, insuranceId]);
      const name = (id: string | null) => (id ? (people.get(id)?.fullName ?? 'unknown') : 'nobody');
      const assigned = await app.casesRepository.assign(
        record._id.toHexString(),
        { techId, insuranceId },
        {
          kind: 'assignment',
          note: `Technician: ${name(techId)}; insurance: ${name(insuranceId)}`,
          at: new Date(),
          byUserId: viewer.id,
          byName: viewer.name,
        },
      );
      if (!assigned) throw notFound('Case not found');
      return detail(assigned, viewer);
    },
  );

  app.post(
    '/notes',
    {
      onRequest: app.authenticate,
      // A note sent again after its answer was lost is added once.
      config: { idempotency: true },
      schema: {
        tags: ['trial'],
        summary: "Add a note to the case's timeline (anyone who may see the case)",
        security: [{ bearerAuth: [] }],
        params: caseIdParamsSchema,
        body: caseNoteBodySchema,
        response: { 200: caseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const record = await loadCaseInScope(app, request.params.id, viewer);
      refuseIfCancelled(record);
      const updated = await app.casesRepository.addHistory(record._id.toHexString(), {
        kind: 'note',
        note: request.body.note,
        at: new Date(),
        byUserId: viewer.id,
        byName: viewer.name,
      });
      if (!updated) throw notFound('Case not found');
      return detail(updated, viewer);
    },
  );

  await app.register(photoUploadRoutes);
  await app.register(casePartsOrderRoutes, { prefix: '/parts-orders' });

  app.get(
    '/photos/:photoId',
    {
      schema: {
        tags: ['trial'],
        summary: 'A photo or its thumbnail, by the signed address the case view hands out',
        params: casePhotoParamsSchema,
        querystring: casePhotoFileQuerySchema,
        response: { 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const { variant, expires, signature } = request.query;
      if (!app.photoLinks.verify(id, photoId, variant, expires, signature)) {
        throw forbidden('This photo link has expired. Reload the case to see its photos.');
      }
      const record = await app.casesRepository.findById(id);
      const photo = record?.photos?.find((candidate) => candidate._id.toHexString() === photoId);
      if (!photo) throw notFound('Photo not found');
      return reply
        .header('content-type', variant === 'thumb' ? thumbnailType : photo.contentType)
        .header('cache-control', 'private, max-age=600')
        .header('content-disposition', 'inline')
        .send(app.casePhotos.open(variant === 'thumb' ? photo.thumbnailFileId : photo.fileId) as never);
    },
  );
};

export default caseRoutes;
