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
  createdAt: Date;
};

export const submissionMetaDefinition = {
  idempotencyKey: { type: String, required: true },
  page: { type: String },
  referrer: { type: String },
  userAgent: { type: String },
  searchText: { type: String, required: true },
  createdAt: { type: Date, required: true, default: () => new Date() },
} as const;

/** Indexes every lead collection needs: one document per idempotency key, newest first listing. */
export function addSubmissionIndexes(schema: Schema) {
  schema.index({ idempotencyKey: 1 }, { unique: true });
  schema.index({ createdAt: -1 });
}
