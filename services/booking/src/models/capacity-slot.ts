import { Schema, type Connection, type Model } from 'mongoose';
import { bookingKinds, type BookingKind, type TimeWindowId } from '@claims/contracts';

/**
 * One bookable place-holder per pickup day (`recycling:2026-11-25`) or technician window (`technician:2026-11-25:10`):
 * `used` counts the bookings holding it. Taking a place is one conditional update (`used < capacity`), so
 * concurrent bookings can never exceed the capacity.
 */
export type CapacitySlotRecord = {
  _id: string;
  kind: BookingKind;
  date: string;
  windowId?: TimeWindowId;
  used: number;
};

const capacitySlotSchema = new Schema<CapacitySlotRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: bookingKinds },
    date: { type: String, required: true },
    windowId: { type: String },
    used: { type: Number, required: true, default: 0 },
  },
  { collection: 'capacity_slots', versionKey: false },
);
capacitySlotSchema.index({ kind: 1, date: 1 });

export type CapacitySlotModel = Model<CapacitySlotRecord>;
export const capacitySlotModel = (db: Connection): CapacitySlotModel =>
  db.model<CapacitySlotRecord>('CapacitySlot', capacitySlotSchema);

export const slotKey = (kind: BookingKind, date: string, windowId?: TimeWindowId): string =>
  windowId ? `${kind}:${date}:${windowId}` : `${kind}:${date}`;
