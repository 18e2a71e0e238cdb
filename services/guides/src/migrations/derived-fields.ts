import type { Connection, mongo } from 'mongoose';
import { derivedFieldsVersion, derivedGuideFields } from '../repositories/derived-fields';
import { summarySourceFields, type SummarySource } from '../repositories/summary-json';

const batchSize = 1000;

export type DerivedFieldsResult = {
  /** Guides given this version's derived fields. */
  completed: number;
  /** Ids of stored guides whose fields break the contract, so no card can be made for them; left as they are. */
  unreadable: string[];
};

/**
 * Guides stored without this version's derived fields (the title search keys and the list card, see
 * `derivedFieldsVersion`) get them, in batches; the excerpt an earlier version stored apart is removed (the card
 * holds it now). Runs at every start: the query finds nothing once a library is complete, and a guide created or
 * edited meanwhile by an instance of an earlier version (during a rolling update) is completed at the next.
 */
export async function completeDerivedGuideFields(db: Connection): Promise<DerivedFieldsResult> {
  const guides = db.collection('repair_guides');
  const missing = guides.find(
    // The version before this one stored an `excerpt` with every write, and knows nothing of the card: a guide
    // holding one was created or edited by it.
    { $or: [{ derivedFieldsVersion: { $ne: derivedFieldsVersion } }, { excerpt: { $exists: true } }] },
    { projection: summarySourceFields },
  );
  const result: DerivedFieldsResult = { completed: 0, unreadable: [] };
  let batch: mongo.AnyBulkWriteOperation[] = [];
  const write = async () => {
    await guides.bulkWrite(batch, { ordered: false });
    result.completed += batch.length;
    batch = [];
  };
  for await (const guide of missing) {
    let derived: ReturnType<typeof derivedGuideFields>;
    try {
      derived = derivedGuideFields(guide as unknown as SummarySource);
    } catch {
      result.unreadable.push(String(guide._id));
      continue;
    }
    batch.push({
      updateOne: { filter: { _id: guide._id }, update: { $set: derived, $unset: { excerpt: '' } } },
    });
    if (batch.length === batchSize) await write();
  }
  if (batch.length > 0) await write();
  return result;
}
