import type { OutboxEmail } from '@claims/contracts';
import type { EmailAttachment, OutboxEmailDoc, OutboxEmailModel } from './outbox-email-model';

/** An email to be sent: what a service's handlers hand to the outbox. */
export type EmailDraft = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
  /** What caused the email (collection name and id), shown to admins. */
  leadRef?: string;
};

/** An email taken for delivery by one sender. */
export type ClaimedEmail = EmailDraft & { id: string; attempts: number };

type StoredEmail = OutboxEmailDoc & { _id: { toString(): string } };

export const maxDeliveryAttempts = 6;
/** Wait before retry n (1-based): 1, 2, 4, 8, 16 minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

function toOutboxEmail(doc: StoredEmail): OutboxEmail {
  return {
    id: doc._id.toString(),
    to: doc.to,
    subject: doc.subject,
    text: doc.text,
    ...(doc.attachments?.length
      ? { attachments: doc.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })) }
      : {}),
    status: doc.status,
    attempts: doc.attempts,
    ...(doc.lastError ? { lastError: doc.lastError } : {}),
    createdAt: doc.createdAt.toISOString(),
    ...(doc.sentAt ? { sentAt: doc.sentAt.toISOString() } : {}),
  };
}

/** The email outbox: every email is written here first, then sent (when a mail server is configured) and marked. */
export class OutboxRepository {
  constructor(private readonly emails: OutboxEmailModel) {}

  async init(): Promise<void> {
    await this.emails.init();
  }

  /** `deliver: false` keeps the emails for admins to read (no mail server configured). */
  async enqueue(drafts: EmailDraft[], deliver: boolean): Promise<void> {
    if (drafts.length === 0) return;
    const now = new Date();
    await this.emails.insertMany(
      drafts.map((draft) => ({
        ...draft,
        status: deliver ? 'pending' : 'held',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  }

  /** Emails kept while no mail server was configured, written since `since`, become due now; returns how many. */
  async releaseHeld(since: Date, now = new Date()): Promise<number> {
    const result = await this.emails.updateMany(
      { status: 'held', createdAt: { $gte: since } },
      { $set: { status: 'pending', nextAttemptAt: now } },
    );
    return result.modifiedCount;
  }

  /**
   * Takes the next email that is due (or whose sender died mid-send) and marks it as being sent, in one atomic
   * find-and-modify: two service instances never take the same email.
   */
  async claimNext(leaseMs: number, now = new Date()): Promise<ClaimedEmail | null> {
    const doc = (await this.emails
      .findOneAndUpdate(
        {
          $or: [
            { status: 'pending', nextAttemptAt: { $lte: now } },
            { status: 'sending', lockedUntil: { $lte: now } },
          ],
        },
        {
          $set: { status: 'sending', lockedUntil: new Date(now.getTime() + leaseMs) },
          $inc: { attempts: 1 },
        },
        { sort: { nextAttemptAt: 1, _id: 1 }, returnDocument: 'after' },
      )
      .lean()) as StoredEmail | null;
    if (!doc) return null;
    return {
      id: doc._id.toString(),
      to: doc.to,
      replyTo: doc.replyTo,
      subject: doc.subject,
      text: doc.text,
      attachments: doc.attachments,
      attempts: doc.attempts,
    };
  }

  async markSent(id: string): Promise<void> {
    await this.emails.updateOne(
      { _id: id },
      { $set: { status: 'sent', sentAt: new Date() }, $unset: { lockedUntil: 1, lastError: 1 } },
    );
  }

  /** A failed attempt: retried later with a growing delay, given up after `maxDeliveryAttempts`. */
  async markFailed(id: string, attempts: number, reason: string): Promise<void> {
    const giveUp = attempts >= maxDeliveryAttempts;
    await this.emails.updateOne(
      { _id: id },
      {
        $set: {
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        },
        $unset: { lockedUntil: 1 },
      },
    );
  }

  async list(limit: number): Promise<{ items: OutboxEmail[]; total: number }> {
    const [docs, total] = await Promise.all([
      this.emails.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean() as Promise<StoredEmail[]>,
      this.emails.countDocuments({}),
    ]);
    return { items: docs.map(toOutboxEmail), total };
  }
}
