import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '@claims/service-kit';
import type { CaseRecord } from '../models/case';
import { isInScope, type CaseViewer } from './case-scope';

export const caseNotFoundMessage = 'Case not found';

export function viewerOf(request: FastifyRequest): CaseViewer {
  return { id: request.user.sub, name: request.user.name, roles: request.user.roles };
}

/** The case when it exists and the viewer may see it; 404 otherwise (a case outside the scope is never revealed). */
export async function loadCaseInScope(
  app: FastifyInstance,
  id: string,
  viewer: CaseViewer,
): Promise<CaseRecord> {
  const record = await app.casesRepository.findById(id);
  if (!record || !isInScope(record, viewer)) throw notFound(caseNotFoundMessage);
  return record;
}

/** Everyone named on the case, for the detail view. */
export function peopleOn(app: FastifyInstance, record: CaseRecord) {
  return app.userDirectory.people([record.customerId, record.techId, record.insuranceId]);
}
