import fp from 'fastify-plugin';
import { migrateToCamelCaseFields } from '../migrations/camel-case-fields';

/**
 * Brings a database written by earlier versions to the current stored shape before any model is compiled and
 * before the service answers (see migrations/camel-case-fields.ts).
 */
export default fp(
  async (app) => {
    const migration = await migrateToCamelCaseFields(app.db);
    if (migration && (migration.droppedIndexes.length > 0 || Object.keys(migration.renamed).length > 0)) {
      app.log.info(migration, 'stored guides moved to camelCase field names');
    }
  },
  { name: 'guides-migrations', dependencies: ['service-kit-database'] },
);
