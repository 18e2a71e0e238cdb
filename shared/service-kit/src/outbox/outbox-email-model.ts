import { Schema, type Connection, type Model } from 'mongoose';
import { outboxStatuses, type OutboxStatus } from '@claims/contracts';

/** A file sent with an email (a calendar invitation, a PDF); `content` is text, or base64 when `encoding` says so. */
export type EmailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};

export type OutboxEmailDoc = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
  /** What caused this email (collection name and id), for the admin view. The field name predates other areas. */
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

const attachmentSchema = new Schema<EmailAttachment>(
  {
    filename: { type: String, required: true },
    contentType: { type: String, required: true },
    content: { type: String, required: true },
    encoding: { type: String, enum: ['base64'] },
  },
  { _id: false },
);

const outboxEmailSchema = new Schema<OutboxEmailDoc>(
  {
    to: { type: String, required: true },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    attachments: { type: [attachmentSchema], default: undefined },
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

/** The outbox collection (`outbox_emails`) in the service's own database. */
export const outboxEmailModel = (db: Connection): OutboxEmailModel =>
  (db.models.OutboxEmail as OutboxEmailModel | undefined) ??
  db.model<OutboxEmailDoc>('OutboxEmail', outboxEmailSchema);
