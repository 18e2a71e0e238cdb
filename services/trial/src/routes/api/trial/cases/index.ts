import {
  apiErrorSchema,
  caseDetailSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseSummaryCountsSchema,
  createCaseBodySchema,
  site,
  type CreateCaseInput,
} from '@claims/contracts';
import { badRequest, conflict, createVisitorLimiter, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { InvalidCursorError, SameCaseFiledError } from '../../../../repositories/cases-repository';
import { caseScopeFilter } from '../../../../cases/case-scope';
import { viewerOf } from '../../../../cases/load-case';
import { toCaseDetail, toCaseSummary } from '../../../../cases/case-views';
import { alreadyFiledMessage, alreadyFiledWindowMs } from '../../../../cases/already-filed';
import caseRoutes from './_id';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export type CasesRoutesOptions = { filingLimit: { max: number; windowMs: number } };

/** `/api/trial/cases`: the caller's cases (by role scope) and filing a new one. */
const casesRoutes: FastifyPluginAsyncZod<CasesRoutesOptions> = async (app, options) => {
  // Cases one account may file per window. Only cases filed (201) count; at the limit, the same details as an open
  // case filed within the day still get 'Already Filed' naming it, as they file nothing.
  const limitFilings = createVisitorLimiter(app, {
    name: 'case-filings',
    ...options.filingLimit,
    countOnly: 201,
    keyOf: (request) => viewerOf(request).id,
    isRepeat: async (request) => {
      const body = request.body as CreateCaseInput;
      if (body.fileAgain) return false;
      const since = new Date(Date.now() - alreadyFiledWindowMs);
      return (await app.casesRepository.findOpenLike(viewerOf(request).id, body, since)) !== null;
    },
    message: (minutes) =>
      `You have filed several cases in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us at ${site.phoneDisplay}.`,
  });

  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['trial'],
        summary:
          'Cases the caller may see, newest first (admin all; customer own; tech and insurance assigned)',
        security: [{ bearerAuth: [] }],
        querystring: caseListQuerySchema,
        response: { 200: caseListResponseSchema, ...errors },
      },
    },
    async (request) => {
      try {
        const page = await app.casesRepository.list(caseScopeFilter(viewerOf(request)), request.query);
        return { items: page.items.map(toCaseSummary), nextCursor: page.nextCursor };
      } catch (error) {
        if (error instanceof InvalidCursorError)
          throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
        throw error;
      }
    },
  );

  app.get(
    '/summary',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['trial'],
        summary: 'The Active Cases count: cases in scope that are not completed or cancelled',
        security: [{ bearerAuth: [] }],
        response: { 200: caseSummaryCountsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      activeCount: await app.casesRepository.countOpen(caseScopeFilter(viewerOf(request))),
    }),
  );

  app.post(
    '',
    {
      onRequest: app.requireRole('customer'),
      preHandler: limitFilings,
      // A retry after a lost answer (or a second click) with the same key files the case once.
      config: { idempotency: true },
      schema: {
        tags: ['trial'],
        summary:
          'File a case for the signed-in customer (status pending, case number assigned here); 409 naming an open case with the same details filed in the last 24 hours, unless fileAgain; 429 past the cases an account may file per hour',
        security: [{ bearerAuth: [] }],
        body: createCaseBodySchema,
        response: {
          201: caseDetailSchema,
          ...errors,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const since = new Date(now.getTime() - alreadyFiledWindowMs);
      // The same case filed a short while ago (another tab, a closed tab filled in again): say which, and file it
      // only when asked again. Not for a repeat of the request that filed it, which gets that case below.
      const refuseSameCase = async () => {
        const twin = await app.casesRepository.findOpenLike(viewer.id, request.body, since);
        if (twin && (!twin.createdWithKey || twin.createdWithKey !== request.idempotencyRecordId))
          throw conflict(alreadyFiledMessage(twin, now), {
            duplicateOf: twin.caseNumber,
            duplicateId: twin._id.toHexString(),
          });
      };
      if (!request.body.fileAgain) await refuseSameCase();
      const record = await app.casesRepository
        .create(
          {
            ...request.body,
            customerId: viewer.id,
            createdWithKey: request.idempotencyRecordId,
            // Two filings of the same case at the same instant (two tabs) both pass the check above: the claim
            // lets only one be written.
            ...(request.body.fileAgain ? {} : { sameCaseSince: since }),
          },
          viewer,
        )
        .catch(async (error: unknown) => {
          if (!(error instanceof SameCaseFiledError)) throw error;
          await refuseSameCase();
          // The case holding the claim changed between the two reads: the customer sends it again.
          throw conflict(
            'This case was being filed from another tab at the same moment. Check your cases, then try again.',
          );
        });
      request.log.info({ caseId: record._id.toHexString(), caseNumber: record.caseNumber }, 'case created');
      // The customer is the caller: name and address come from the access token, not another read. The emails
      // are in the outbox before the answer leaves, so a process that stops right after answering loses none.
      const customer = { id: viewer.id, fullName: viewer.name, email: request.user.email };
      if (record.emailsPending && (await app.notifyCase('new_case', record, { name: viewer.name }, customer)))
        await app.casesRepository.emailsQueued(record._id);
      // A new case has nobody assigned yet: the only person on it is the caller.
      const people = new Map([[viewer.id, customer]]);
      return reply.code(201).send(toCaseDetail(record, viewer, people, app.photoLinks));
    },
  );

  await app.register(caseRoutes, { prefix: '/:id' });
};

export default casesRoutes;
