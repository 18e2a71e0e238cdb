import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../errors';

/** `service_markers`: one-off facts about a service's database, such as "the demo data was added". */
interface ServiceMarkerRecord {
  _id: string;
  createdAt: Date;
}

const serviceMarkerSchema = new Schema<ServiceMarkerRecord>(
  {
    _id: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'service_markers', versionKey: false },
);

function markerModel(db: Connection): Model<ServiceMarkerRecord> {
  return (
    (db.models.ServiceMarker as Model<ServiceMarkerRecord> | undefined) ??
    db.model<ServiceMarkerRecord>('ServiceMarker', serviceMarkerSchema)
  );
}

export type SeedOnceOptions = {
  /** Names this seeding: `demo-guides`, `demo-bookings`. */
  key: string;
  /** Checked before seeding: false skips it (e.g. the collection already has data) and leaves no marker. */
  shouldSeed?: () => Promise<boolean>;
  /** Adds the data. */
  seed: () => Promise<void>;
};

/**
 * Runs `seed` once per database, even when several instances start together: the first to write the marker
 * `<key>-seeded` seeds, the others (and every later start) skip. Returns whether this call seeded.
 */
export async function seedOnce(db: Connection, { key, shouldSeed, seed }: SeedOnceOptions): Promise<boolean> {
  const markers = markerModel(db);
  const markerId = `${key}-seeded`;
  if (await markers.exists({ _id: markerId })) return false;
  if (shouldSeed && !(await shouldSeed())) return false;
  try {
    await markers.create({ _id: markerId });
  } catch (error) {
    if (isDuplicateKeyError(error)) return false; // another instance is seeding
    throw error;
  }
  await seed();
  return true;
}
