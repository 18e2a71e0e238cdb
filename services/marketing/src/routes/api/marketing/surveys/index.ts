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
} from '../../../../lib/submissions';
import { surveyEmails } from '../../../../lib/lead-emails';
import type { LeadRouteOptions } from '../demo-requests';

export type SurveyRouteOptions = LeadRouteOptions & { onSaved: (type: SurveyType) => void };

/**
 * `POST /api/marketing/surveys/<type>`: one route per survey, each validated by its own schema; keeps the answers,
 * confirms to the respondent, tells the team.
 */
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
        if (!saved.duplicate) {
          options.onSaved(type);
          await app.outbox
            .send(surveyEmails(type, fields, saved.id, options.email))
            .catch((error: unknown) => {
              request.log.error({ err: error, leadId: saved.id }, 'could not queue survey emails');
            });
        }
        return reply.code(saved.duplicate ? 200 : 201).send(receiptOf(saved));
      },
    );
  }
};

export default surveyRoutes;
