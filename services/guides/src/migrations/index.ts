import type { FastifyInstance } from 'fastify';
import { migrateToCamelCaseFields } from './camel-case-fields';

/**
 * Brings a database written by an earlier version to the stored shape this code reads, before any model is
 * compiled (mongoose builds a model's indexes as soon as it is) and before the service answers. Each migration is
 * idempotent and records itself in `service_markers` when done.
 */
export async function migrateStoredGuides(app: FastifyInstance): Promise<void> {
  const startedAt = Date.now();
  const camelCase = await migrateToCamelCaseFields(app.db);
  if (camelCase && (camelCase.droppedIndexes.length > 0 || Object.keys(camelCase.renamed).length > 0)) {
    app.log.info(
      { ...camelCase, ms: Date.now() - startedAt },
      'stored guides moved to camelCase field names',
    );
  }
}
