import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError } from '@claims/service-kit';
import { repairGuideModel } from '../models/repair-guide';
import { guideStepModel } from '../models/guide-step';
import { guideLikeModel } from '../models/guide-like';

/**
 * The field names the first versions stored (snake_case, the spec's column names) and their names now, per
 * collection. The collection names stay. `views`, `likes`, `title`, `description`, `category` and `difficulty`
 * never changed; `guide_images` was camelCase from the start.
 */
export const renamedFields = {
  repair_guides: {
    user_id: 'userId',
    title_prefixes: 'titlePrefixes',
    time_required: 'timeRequired',
    image_url: 'imageUrl',
    tools_needed: 'toolsNeeded',
    parts_needed: 'partsNeeded',
    created_at: 'createdAt',
  },
  guide_steps: { guide_id: 'guideId', step_number: 'stepNumber', image_url: 'imageUrl' },
  guide_likes: { guide_id: 'guideId', user_id: 'userId', created_at: 'createdAt' },
} as const satisfies Record<string, Record<string, string>>;

/** Written to `service_markers` (service-kit's collection of one-off facts) once every collection is renamed. */
export const camelCaseMarkerId = 'guides-camel-case-fields-migrated';

export type CamelCaseMigration = {
  /** Documents renamed, per collection (only collections that had any). */
  renamed: Record<string, number>;
  /** `<collection>.<index>` of every index on an old field that was dropped. */
  droppedIndexes: string[];
};

const namespaceNotFound = 26;
const indexNotFound = 27;
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** The collection's indexes; none when it does not exist (a database the old code never wrote to). */
async function indexesOf(collection: mongo.Collection): Promise<mongo.IndexDescriptionInfo[]> {
  try {
    return await collection.indexes();
  } catch (error) {
    if (codeOf(error) === namespaceNotFound) return [];
    throw error;
  }
}

/**
 * Renames the old snake_case fields of `repair_guides`, `guide_steps` and `guide_likes` in place, so a data
 * directory or database written by the first versions keeps its guides, steps, likes and view counts. Run on
 * start, before the models are compiled (mongoose builds their indexes as soon as they are).
 *
 * Per collection: the indexes on old fields are dropped first (a unique index on `guide_id, user_id` would see
 * every renamed like as the same pair of missing values and refuse the rename), then one `updateMany` with
 * `$rename` moves every old field of every document that has one; then the models' indexes are built on the
 * new names before the service answers. Each step is idempotent, so a start interrupted half-way, or two
 * instances starting together, finish the job on the next start. When it is done the marker
 * `guides-camel-case-fields-migrated` is written to `service_markers`; later starts see it and do nothing (one
 * lookup). Returns what was done, or null when the marker was there.
 *
 * The marker means every instance already runs the new code: stop instances of the old version before the first
 * start of this one, or documents they write afterwards keep their old names.
 */
export async function migrateToCamelCaseFields(connection: Connection): Promise<CamelCaseMigration | null> {
  const db = connection.getClient().db(connection.name);
  const markers = db.collection<{ _id: string; createdAt: Date }>('service_markers');
  if (await markers.findOne({ _id: camelCaseMarkerId }, { projection: { _id: 1 } })) return null;

  const result: CamelCaseMigration = { renamed: {}, droppedIndexes: [] };
  for (const [name, fields] of Object.entries(renamedFields)) {
    const collection = db.collection(name);
    const oldNames = Object.keys(fields);
    for (const index of await indexesOf(collection)) {
      if (!index.name || !Object.keys(index.key).some((key) => oldNames.includes(key))) continue;
      try {
        await collection.dropIndex(index.name);
        result.droppedIndexes.push(`${name}.${index.name}`);
      } catch (error) {
        if (codeOf(error) !== indexNotFound) throw error; // another instance dropped it first
      }
    }
    const withOldNames = { $or: oldNames.map((field) => ({ [field]: { $exists: true } })) };
    // One lookup answers "nothing left" without writing (an unindexed scan, once, until the marker is written).
    if (!(await collection.findOne(withOldNames, { projection: { _id: 1 } }))) continue;
    const { modifiedCount } = await collection.updateMany(withOldNames, { $rename: { ...fields } });
    result.renamed[name] = modifiedCount;
  }
  // The models' indexes on the new names (the definitions mongoose builds whenever they are compiled), built here
  // too: a start interrupted after the rename builds them on the next one, outside any plugin's time limit.
  await Promise.all([
    repairGuideModel(connection).init(),
    guideStepModel(connection).init(),
    guideLikeModel(connection).init(),
  ]);
  try {
    await markers.insertOne({ _id: camelCaseMarkerId, createdAt: new Date() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error; // another instance finished at the same time
  }
  return result;
}
