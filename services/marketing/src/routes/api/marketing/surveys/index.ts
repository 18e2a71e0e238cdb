import {
  submissionReceiptSchema,
  surveySubmissionSchemas,
  surveyTypes,
  type SurveyType,
} from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import {
  contextFor,
  decoyReceipt,
  isBot,
  receiptOf,
  splitSubmission,
  submissionErrorResponses,
  type SubmissionLimiter,
} from '../../../../lib/submissions';

export type SurveyRouteOptions = { limitSubmissions: SubmissionLimiter; onSaved: (type: SurveyType) => void };

/** `POST /api/marketing/surveys/<type>`: one route per survey, each validated by its own schema. */
const surveyRoutes: FastifyPluginAsyncZod<SurveyRouteOptions> = async (app, options) => {
  for (const type of surveyTypes) {
    app.post(
      `/${type}`,
      {
        schema: {
          summary: `Answer the ${type} survey`,
          tags: ['leads'],
          body: surveySubmissionSchemas[type],
          response: {
            200: submissionReceiptSchema,
            201: submissionReceiptSchema,
            ...submissionErrorResponses,
          },
        },
        onRequest: options.limitSubmissions,
      },
      async (request, reply) => {
        const { fields, meta } = splitSubmission(request.body);
        if (isBot(meta)) {
          request.log.info({ survey: type }, 'honeypot filled: survey response dropped');
          return reply.code(201).send(decoyReceipt());
        }
        const saved = await app.leadsRepository.saveSurveyResponse(type, fields, contextFor(request, meta));
        if (!saved.duplicate) options.onSaved(type);
        return reply.code(saved.duplicate ? 200 : 201).send(receiptOf(saved));
      },
    );
  }
};

export default surveyRoutes;
