import type { FastifyInstance } from 'fastify';
import { migrateToCamelCaseFields } from './camel-case-fields';
import { completeDerivedGuideFields } from './derived-fields';

/**
 * Brings a database written by an earlier version to the stored shape this code reads, before any model is
 * compiled (mongoose builds a model's indexes as soon as it is) and before the service answers. Each migration is
 * idempotent. The renaming records itself in `service_markers` when done; guides missing a derived field are looked
 * for at every start (one query that finds nothing once the library is complete).
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
  const completedAt = Date.now();
  const { completed, unreadable } = await completeDerivedGuideFields(app.db);
  if (completed > 0) {
    app.log.info(
      { guides: completed, ms: Date.now() - completedAt },
      'stored guides given their title search keys and list card',
    );
  }
  if (unreadable.length > 0) {
    app.log.error(
      { guideIds: unreadable },
      'stored guides break the guide contract (category, dates): no list card could be made for them',
    );
  }
}
