import { demoRequestSubmissionSchema, submissionReceiptSchema } from '@claims/contracts';
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
import { demoRequestEmails, type EmailSettings } from '../../../../lib/lead-emails';

export type LeadRouteOptions = { limitSubmissions: SubmissionLimiter; email: EmailSettings };

/** `POST /api/marketing/demo-requests`: keeps the request, confirms to the visitor, tells the team. */
const demoRequestRoutes: FastifyPluginAsyncZod<LeadRouteOptions> = async (app, options) => {
  app.post(
    '/',
    {
      schema: {
        summary: 'Request a demo',
        tags: ['leads'],
        body: demoRequestSubmissionSchema,
        response: { 200: submissionReceiptSchema, 201: submissionReceiptSchema, ...submissionErrorResponses },
      },
      onRequest: options.limitSubmissions,
    },
    async (request, reply) => {
      const { fields, meta } = splitSubmission(request.body);
      if (isBot(meta)) {
        request.log.info('honeypot filled: demo request dropped');
        return reply
          .code(201)
          .send({ ...decoyReceipt(), confirmationEmailSent: options.email.deliversEmail });
      }
      const saved = await app.leadsRepository.saveDemoRequest(fields, contextFor(request, meta));
      // The page says a confirmation was sent only when one is on its way (a mail server is configured).
      let confirmationEmailSent = options.email.deliversEmail;
      if (!saved.duplicate) {
        await app.outbox.send(demoRequestEmails(fields, saved.id, options.email)).catch((error: unknown) => {
          // The lead is kept either way; a lost email shows up in the log and in the outbox count.
          request.log.error({ err: error, leadId: saved.id }, 'could not queue demo request emails');
          confirmationEmailSent = false;
        });
      }
      return reply.code(saved.duplicate ? 200 : 201).send({ ...receiptOf(saved), confirmationEmailSent });
    },
  );
};

export default demoRequestRoutes;
