import { Schema, type Connection, type Model } from 'mongoose';

/** `service_markers`: one-off facts about this database, such as "the demo guides were seeded". */
export interface ServiceMarkerRecord {
  _id: string;
  created_at: Date;
}

const serviceMarkerSchema = new Schema<ServiceMarkerRecord>(
  {
    _id: { type: String, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'service_markers', versionKey: false },
);

export type ServiceMarkerModel = Model<ServiceMarkerRecord>;
export const serviceMarkerModel = (db: Connection): ServiceMarkerModel =>
  db.model<ServiceMarkerRecord>('ServiceMarker', serviceMarkerSchema);
