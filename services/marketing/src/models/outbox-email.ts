import { Schema, type Connection, type Model } from 'mongoose';
import { outboxStatuses, type OutboxStatus } from '@claims/contracts';

export type OutboxEmailDoc = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Which lead caused this email (collection name and id), for the admin view. */
  leadRef?: string;
  status: OutboxStatus;
  attempts: number;
  lastError?: string;
  /** Earliest time of the next delivery attempt (backs off after failures). */
  nextAttemptAt: Date;
  /** A sender holding the email in `sending` owns it until then; after that another sender may retry it. */
  lockedUntil?: Date;
  createdAt: Date;
  sentAt?: Date;
};

const outboxEmailSchema = new Schema<OutboxEmailDoc>(
  {
    to: { type: String, required: true },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    leadRef: { type: String },
    status: { type: String, required: true, enum: outboxStatuses },
    attempts: { type: Number, required: true, default: 0 },
    lastError: { type: String },
    nextAttemptAt: { type: Date, required: true, default: () => new Date() },
    lockedUntil: { type: Date },
    createdAt: { type: Date, required: true, default: () => new Date() },
    sentAt: { type: Date },
  },
  { collection: 'outbox_emails', versionKey: false },
);
outboxEmailSchema.index({ status: 1, nextAttemptAt: 1 });
outboxEmailSchema.index({ createdAt: -1 });

export type OutboxEmailModel = Model<OutboxEmailDoc>;
export const outboxEmailModel = (db: Connection): OutboxEmailModel =>
  db.model<OutboxEmailDoc>('OutboxEmail', outboxEmailSchema);
