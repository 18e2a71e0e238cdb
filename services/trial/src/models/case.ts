import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { caseHistoryKinds } from '@claims/contracts';

/** One line of a case's timeline: a status move, an assignment, a note, a photo or a parts order. */
export interface CaseHistoryRecord {
  kind: (typeof caseHistoryKinds)[number];
  status?: string;
  note?: string;
  at: Date;
  byUserId: string;
  byName: string;
}

/** A photo kept in GridFS (`case_photos` bucket): the re-encoded image and its thumbnail. */
export interface CasePhotoRecord {
  _id: Types.ObjectId;
  fileId: Types.ObjectId;
  thumbnailFileId: Types.ObjectId;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  /** SHA-256 of the bytes the customer sent: the same photo sent again (after a lost answer) is kept once. */
  sourceHash?: string;
  byUserId: string;
  createdAt: Date;
}

/**
 * `cases`: a customer's claim. The websocket gateway watches this collection, so these field names are a
 * contract with it: caseNumber, customerId, techId, insuranceId, status, history, createdAt, updatedAt.
 */
export interface CaseRecord {
  _id: Types.ObjectId;
  /** `CA-<year>-<6 digits>`, from the `counters` collection; unique, never reused. */
  caseNumber: string;
  /** User ids (the access token's `sub`); tech and insurance are null until an admin assigns them. */
  customerId: string;
  techId: string | null;
  insuranceId: string | null;
  deviceType: string;
  modelNumber: string;
  serialNumber: string;
  issueDescription: string;
  status: string;
  history: CaseHistoryRecord[];
  photos: CasePhotoRecord[];
  createdAt: Date;
  updatedAt: Date;
  /** Set until the new case's emails are in the outbox: a sweep queues them for a case whose process died first. */
  emailsPending?: boolean;
  /** The Idempotency-Key record the case was filed under: a repeat finds this case instead of filing another. */
  createdWithKey?: string;
  /** The digest of the details the customer typed, to find the same case filed again (cases/already-filed.ts). */
  sameCaseKey?: string;
  /**
   * `customerId:sameCaseKey` on a case filed without `fileAgain`, unique: of two filings of the same case at the same
   * instant (two tabs), only one is written (cases/already-filed.ts). A later filing releases a claim whose case is
   * no longer open or was filed before the window.
   */
  sameCaseClaim?: string;
}

const historySchema = new Schema<CaseHistoryRecord>(
  {
    kind: { type: String, required: true, enum: caseHistoryKinds },
    status: { type: String },
    note: { type: String },
    at: { type: Date, required: true },
    byUserId: { type: String, required: true },
    byName: { type: String, required: true },
  },
  { _id: false },
);

const photoSchema = new Schema<CasePhotoRecord>({
  fileId: { type: Schema.Types.ObjectId, required: true },
  thumbnailFileId: { type: Schema.Types.ObjectId, required: true },
  contentType: { type: String, required: true },
  width: { type: Number, required: true },
  height: { type: Number, required: true },
  bytes: { type: Number, required: true },
  sourceHash: { type: String },
  byUserId: { type: String, required: true },
  createdAt: { type: Date, required: true },
});

const caseSchema = new Schema<CaseRecord>(
  {
    caseNumber: { type: String, required: true },
    customerId: { type: String, required: true },
    techId: { type: String, default: null },
    insuranceId: { type: String, default: null },
    deviceType: { type: String, required: true },
    modelNumber: { type: String, default: '' },
    serialNumber: { type: String, default: '' },
    issueDescription: { type: String, required: true },
    status: { type: String, required: true },
    history: { type: [historySchema], default: [] },
    photos: { type: [photoSchema], default: [] },
    emailsPending: { type: Boolean },
    createdWithKey: { type: String },
    sameCaseKey: { type: String },
    sameCaseClaim: { type: String },
  },
  { timestamps: true, collection: 'cases' },
);
// The new-case email sweep: the few cases whose emails are not yet in the outbox.
caseSchema.index({ emailsPending: 1 }, { sparse: true });
caseSchema.index({ createdWithKey: 1 }, { unique: true, sparse: true });
caseSchema.index({ caseNumber: 1 }, { unique: true });
// The same case filed again: the customer's cases with the same details, newest first.
caseSchema.index({ customerId: 1, sameCaseKey: 1, createdAt: -1 });
caseSchema.index({ sameCaseClaim: 1 }, { unique: true, sparse: true });
// One index per list scope, in list order (newest first, id breaking ties), so every page is an index walk.
caseSchema.index({ createdAt: -1, _id: -1 });
caseSchema.index({ customerId: 1, createdAt: -1, _id: -1 });
caseSchema.index({ techId: 1, createdAt: -1, _id: -1 });
caseSchema.index({ insuranceId: 1, createdAt: -1, _id: -1 });
// The Active Cases count: a scope's open statuses, counted in the index.
caseSchema.index({ customerId: 1, status: 1 });
caseSchema.index({ techId: 1, status: 1 });
caseSchema.index({ insuranceId: 1, status: 1 });

export type CaseModel = Model<CaseRecord>;
export const caseModel = (db: Connection): CaseModel => db.model<CaseRecord>('Case', caseSchema);
