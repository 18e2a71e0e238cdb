import type { Connection, mongo } from 'mongoose';
import { derivedGuideFields } from '../repositories/derived-fields';

const batchSize = 1000;

/**
 * Guides stored before the title search index or the list's excerpt (no `titlePrefixes` or no `excerpt`) get both,
 * made from the title and the description alone, in batches. Runs at every start: the query finds nothing once a
 * library is complete, and a guide written meanwhile by an instance of an earlier version is completed at the next.
 * Returns the number of guides completed.
 */
export async function completeDerivedGuideFields(db: Connection): Promise<number> {
  const guides = db.collection('repair_guides');
  const missing = guides.find(
    { $or: [{ titlePrefixes: { $exists: false } }, { excerpt: { $exists: false } }] },
    { projection: { title: 1, description: 1 } },
  );
  let completed = 0;
  let batch: mongo.AnyBulkWriteOperation[] = [];
  const write = async () => {
    await guides.bulkWrite(batch, { ordered: false });
    completed += batch.length;
    batch = [];
  };
  for await (const guide of missing) {
    batch.push({
      updateOne: {
        filter: { _id: guide._id },
        update: {
          $set: derivedGuideFields({
            title: String(guide.title ?? ''),
            description: String(guide.description ?? ''),
          }),
        },
      },
    });
    if (batch.length === batchSize) await write();
  }
  if (batch.length > 0) await write();
  return completed;
}
