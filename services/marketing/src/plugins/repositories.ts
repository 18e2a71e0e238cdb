import fp from 'fastify-plugin';
import { demoRequestModel } from '../models/demo-request';
import { surveyResponseModel } from '../models/survey-response';
import { partnerApplicationModel } from '../models/partner-application';
import { LeadsRepository } from '../repositories/leads-repository';

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: LeadsRepository;
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
    await leads.init();
    app.decorate('leadsRepository', leads);
  },
  { name: 'marketing-repositories', dependencies: ['service-kit-database'] },
);
