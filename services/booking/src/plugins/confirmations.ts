import fp from 'fastify-plugin';
import { oneRunAtATime, outboxEmailModel, type OutboxEmailDoc } from '@claims/service-kit';
import type { Types } from 'mongoose';
import { confirmationEmail, type EmailSettings } from '../lib/booking-emails';
import { writeErrorsByIndex } from '../lib/tick-batch';
import type { BookingRecord } from '../models/booking';

declare module 'fastify' {
  interface FastifyInstance {
    confirmations: {
      /** Hands a booking just stored (marked `confirmationPending`) to be confirmed after the answer has gone. */
      queue: (booking: BookingRecord) => void;
      /**
       * Writes the confirmation of every booking handed over or still marked pending in the database (those an
       * instance that stopped left behind); resolves with how many emails this call wrote.
       */
      flush: () => Promise<number>;
    };
  }
}

export type ConfirmationsOptions = { sweepIntervalMs: number; email: EmailSettings };

/** Bookings confirmed per database round trip. */
const batchSize = 32;

/**
 * Building emails runs in slices of about this long, then lets waiting requests run: short enough not to hold up an
 * answer noticeably, long enough that the emails keep pace with the bookings under load (yielding after every
 * email left most of them waiting until the load stopped).
 */
const sliceMs = 4;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

type OutboxInsert = OutboxEmailDoc & { _id: Types.ObjectId };

/**
 * Confirmation emails of new bookings, written to the outbox after the booking's answer has gone: creating a
 * booking is then two writes (its capacity place and the booking), and building the email and its calendar
 * invitation, and storing it, happen in batches off the request.
 *
 * Nothing is lost and nothing is sent twice: a booking is stored marked `confirmationPending`, so if this instance
 * stops before its email is in the outbox, the sweep (every `sweepIntervalMs`, and on start) finds it. The email's
 * id in the outbox is the booking's id, so writing it again (a sweep racing the batch, two instances) collides on
 * `_id` and is skipped: each booking gets one confirmation. Once written, the mark is removed.
 */
export default fp<ConfirmationsOptions>(
  async (app, options) => {
    const emails = outboxEmailModel(app.db).collection;
    let handedOver: BookingRecord[] = [];
    let sweepRequested = true;
    let closed = false;

    /** Writes the emails with the bookings' ids; those already written are skipped. */
    const write = async (bookings: BookingRecord[]): Promise<number> => {
      const now = new Date();
      const status = app.outbox.delivering ? 'pending' : 'held';
      const docs: OutboxInsert[] = [];
      let sliceStart = performance.now();
      for (const booking of bookings) {
        try {
          docs.push({
            ...confirmationEmail(booking, options.email),
            _id: booking._id,
            status,
            attempts: 0,
            nextAttemptAt: now,
            createdAt: now,
          });
        } catch (error) {
          // A booking its email cannot describe: it stands (the admin list shows it), and is not retried forever.
          app.log.error({ err: error, bookingId: booking._id.toHexString() }, 'confirmation email not built');
        }
        if (performance.now() - sliceStart >= sliceMs) {
          await yieldToRequests();
          sliceStart = performance.now();
        }
      }
      let written = docs.length;
      try {
        if (docs.length > 0) await emails.insertMany(docs, { ordered: false, ignoreUndefined: true });
      } catch (error) {
        // Already written (same id): skipped. Anything else fails the batch, which stays marked for the sweep.
        const failed = writeErrorsByIndex(error);
        if (!failed || ![...failed.values()].every((e) => e.code === 11000)) throw error;
        written -= failed.size;
      }
      await app.bookingsRepository.confirmationsQueued(bookings.map((b) => b._id));
      return written;
    };

    const runOnce = async (): Promise<number> => {
      let written = 0;
      for (;;) {
        let batch = handedOver.splice(0, batchSize);
        if (batch.length === 0 && sweepRequested) {
          sweepRequested = false;
          batch = await app.bookingsRepository.pendingConfirmations(batchSize);
          if (batch.length === batchSize) sweepRequested = true;
        }
        if (batch.length === 0) break;
        try {
          written += await write(batch);
        } catch (error) {
          // Still marked in the database: the next sweep writes them.
          sweepRequested = true;
          app.log.error({ err: error, bookings: batch.length }, 'confirmation emails not stored; will retry');
          break;
        }
      }
      if (written > 0 && app.outbox.delivering) {
        app.outbox
          .deliverDue()
          .catch((error: unknown) => app.log.error({ err: error }, 'email delivery failed'));
      }
      return written;
    };

    // One run at a time; callers arriving during a run share the one run that follows it.
    const flush = oneRunAtATime(runOnce, 0);

    const kick = () => {
      if (!closed)
        flush().catch((error: unknown) => app.log.error({ err: error }, 'confirmation run failed'));
    };

    let kickScheduled = false;
    app.decorate('confirmations', {
      queue: (booking: BookingRecord) => {
        handedOver.push(booking);
        if (kickScheduled) return;
        kickScheduled = true;
        // After the answer has been written.
        setImmediate(() => {
          kickScheduled = false;
          kick();
        });
      },
      flush,
    });

    const timer = setInterval(() => {
      sweepRequested = true;
      kick();
    }, options.sweepIntervalMs);
    timer.unref();
    app.addHook('onReady', async () => kick());
    // Before the database closes: write what was handed over (anything left is found by the next start's sweep).
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await flush().catch(() => undefined);
      closed = true;
      handedOver = [];
    });
  },
  { name: 'booking-confirmations', dependencies: ['booking-repositories', 'service-kit-outbox'] },
);
