import type { Schema } from 'mongoose';

/** Where and how a lead arrived; shared by every lead collection. */
export type SubmissionMetaDoc = {
  /** The client's key for this filled-in form: the same submission sent twice is stored once. */
  idempotencyKey: string;
  page?: string;
  referrer?: string;
  userAgent?: string;
  /** Lower-cased text of every field, for the admin search box. */
  searchText: string;
  /**
   * A hash of the kind, type and answers (case and spacing aside): the same form sent again as a new submission
   * (after a reload, or "Submit another" with the same answers) within a day is recognised and not stored twice.
   * Absent on leads stored before it existed.
   */
  contentHash?: string;
  createdAt: Date;
};

export const submissionMetaDefinition = {
  idempotencyKey: { type: String, required: true },
  page: { type: String },
  referrer: { type: String },
  userAgent: { type: String },
  searchText: { type: String, required: true },
  contentHash: { type: String },
  createdAt: { type: Date, required: true, default: () => new Date() },
} as const;

/** Indexes every lead collection needs: one document per idempotency key, newest first listing, repeats by content. */
export function addSubmissionIndexes(schema: Schema) {
  schema.index({ idempotencyKey: 1 }, { unique: true });
  schema.index({ createdAt: -1 });
  schema.index({ contentHash: 1, createdAt: -1 });
}
