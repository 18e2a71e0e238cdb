import fp from 'fastify-plugin';
import { demoRequestModel } from '../models/demo-request';
import { surveyResponseModel } from '../models/survey-response';
import { partnerApplicationModel } from '../models/partner-application';
import { outboxEmailModel } from '../models/outbox-email';
import { LeadsRepository } from '../repositories/leads-repository';
import { OutboxRepository } from '../repositories/outbox-repository';

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: LeadsRepository;
    outboxRepository: OutboxRepository;
  }
}

/** The marketing database's repositories, on this app's own connection. */
export default fp(
  async (app) => {
    const leads = new LeadsRepository(
      demoRequestModel(app.db),
      surveyResponseModel(app.db),
      partnerApplicationModel(app.db),
    );
    const outbox = new OutboxRepository(outboxEmailModel(app.db));
    await Promise.all([leads.init(), outbox.init()]);
    app.decorate('leadsRepository', leads);
    app.decorate('outboxRepository', outbox);
  },
  { name: 'marketing-repositories', dependencies: ['service-kit-database'] },
);
