import { applicationSubmissionSchemas, applicationTypes, submissionReceiptSchema } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import {
  contextFor,
  decoyReceipt,
  isBot,
  receiptOf,
  splitSubmission,
  submissionErrorResponses,
} from '../../../../lib/submissions';
import { applicationEmails } from '../../../../lib/lead-emails';
import type { LeadRouteOptions } from '../demo-requests';

/** `POST /api/marketing/applications/<type>`: provider, store, rental and recycling partner applications. */
const applicationRoutes: FastifyPluginAsyncZod<LeadRouteOptions> = async (app, options) => {
  for (const type of applicationTypes) {
    app.post(
      `/${type}`,
      {
        schema: {
          summary: `Apply to the ${type} partner network`,
          tags: ['leads'],
          body: applicationSubmissionSchemas[type],
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
          request.log.info({ application: type }, 'honeypot filled: application dropped');
          return reply.code(201).send(decoyReceipt());
        }
        const saved = await app.leadsRepository.saveApplication(type, fields, contextFor(request, meta));
        if (!saved.duplicate) {
          await app.outbox
            .send(applicationEmails(type, fields, saved.id, options.email))
            .catch((error: unknown) => {
              request.log.error({ err: error, leadId: saved.id }, 'could not queue application emails');
            });
        }
        return reply.code(saved.duplicate ? 200 : 201).send(receiptOf(saved));
      },
    );
  }
};

export default applicationRoutes;
