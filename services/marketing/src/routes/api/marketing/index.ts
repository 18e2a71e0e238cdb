import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import { createSubmissionLimiter, type SubmissionLimit } from '../../../lib/submissions';
import type { EmailSettings } from '../../../lib/lead-emails';
import { ResourceCatalog, generatorsFor } from '../../../resources/resource-catalog';
import demoRequestRoutes from './demo-requests';
import surveyRoutes from './surveys';
import applicationRoutes from './applications';
import leadRoutes from './leads';
import resourceRoutes from './resources';

export type MarketingRoutesOptions = { submissionLimit: SubmissionLimit; email: EmailSettings };

/**
 * `/api/marketing`: registers every route below it, so the folder tree mirrors the URL tree.
 * The form routes share one submission limiter (one counter per visitor across all forms).
 */
const marketingRoutes: FastifyPluginAsyncZod<MarketingRoutesOptions> = async (app, options) => {
  const limitSubmissions = createSubmissionLimiter(app, options.submissionLimit);
  const catalog = new ResourceCatalog(generatorsFor(app.leadsRepository));

  await app.register(demoRequestRoutes, { prefix: '/demo-requests', limitSubmissions, email: options.email });
  await app.register(surveyRoutes, {
    prefix: '/surveys',
    limitSubmissions,
    email: options.email,
    // New answers belong in the next download of the reports built from them.
    onSaved: () => catalog.invalidate(),
  });
  await app.register(applicationRoutes, { prefix: '/applications', limitSubmissions, email: options.email });
  await app.register(leadRoutes, { prefix: '/leads' });
  await app.register(resourceRoutes, { prefix: '/resources', catalog });
};

export default marketingRoutes;
