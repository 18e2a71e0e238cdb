import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '@claims/service-kit';
import {
  signInAttemptsModel,
  type SignInAttemptsModel,
  type SignInAttemptsRecord,
} from '../models/sign-in-failure';

export type SignInThrottleOptions = {
  /** Attempts per account per window checked at once; beyond them, one attempt per back-off period. */
  maxFailuresPerEmail: number;
  /** Attempts per client address per window, across accounts. */
  maxFailuresPerIp: number;
  windowMinutes: number;
  /** Longest wait between two checked attempts on one account once it is past its limit. */
  maxBackoffSeconds: number;
};

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in attempts counted per email and per client IP, in MongoDB so that every instance of the service sees the
 * same counts. Each attempt is counted and decided in one atomic step per key before the password is checked.
 * An account past its limit is not locked for the window: one attempt is checked per back-off period (doubling
 * up to `maxBackoffSeconds`), so strangers can slow an account down but not lock its owner out for long.
 */
export class SignInThrottle {
  private constructor(
    private readonly counters: SignInAttemptsModel,
    readonly options: SignInThrottleOptions,
  ) {}

  static async open(db: Connection, options: SignInThrottleOptions): Promise<SignInThrottle> {
    const throttle = new SignInThrottle(signInAttemptsModel(db), options);
    await throttle.counters.init();
    return throttle;
  }

  /** Counts this attempt and says whether its password may be checked. */
  async reserve(email: string, ip: string, now = new Date()): Promise<ThrottleDecision> {
    const byIp = await this.count(ipKey(ip), now);
    if (byIp.attempts > this.options.maxFailuresPerIp) {
      return { allowed: false, retryAfterSeconds: secondsUntil(byIp.expiresAt, now) };
    }
    const key = emailKey(email);
    const byEmail = await this.count(key, now);
    const limit = this.options.maxFailuresPerEmail;
    if (byEmail.attempts < limit) return { allowed: true };
    if (byEmail.attempts === limit) {
      // The last free attempt opens the back-off: the next one waits at least one period.
      await this.counters.updateOne({ key }, { $set: { nextAttemptAt: this.after(now, 1) } });
      return { allowed: true };
    }
    const claimed = await this.counters
      .findOneAndUpdate(
        { key, nextAttemptAt: { $ne: null, $lte: now } },
        { $set: { nextAttemptAt: this.after(now, byEmail.attempts - limit + 1) } },
      )
      .lean();
    if (claimed) return { allowed: true };
    const current = await this.counters.findOne({ key }, { nextAttemptAt: 1 }).lean();
    return {
      allowed: false,
      retryAfterSeconds: secondsUntil(current?.nextAttemptAt ?? this.after(now, 1), now),
    };
  }

  /** A successful sign-in forgives the account's earlier attempts and gives the address its attempt back. */
  async succeeded(email: string, ip: string, now = new Date()): Promise<void> {
    await Promise.all([
      this.counters.deleteOne({ key: emailKey(email) }),
      this.counters.updateOne(
        { key: ipKey(ip), expiresAt: { $gt: now }, attempts: { $gt: 0 } },
        { $inc: { attempts: -1 } },
      ),
    ]);
  }

  private after(now: Date, step: number): Date {
    const seconds = Math.min(2 ** Math.max(0, step - 1), this.options.maxBackoffSeconds);
    return new Date(now.getTime() + seconds * 1000);
  }

  /** One atomic increment of the key's counter in the current window (a new window when the last one ended). */
  private async count(key: string, now: Date): Promise<SignInAttemptsRecord> {
    const windowEnd = new Date(now.getTime() + this.options.windowMinutes * 60_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      const live = await this.counters
        .findOneAndUpdate(
          { key, expiresAt: { $gt: now } },
          { $inc: { attempts: 1 } },
          { returnDocument: 'after' },
        )
        .lean();
      if (live) return live;
      const renewed = await this.counters
        .findOneAndUpdate(
          { key, expiresAt: { $lte: now } },
          { $set: { attempts: 1, expiresAt: windowEnd, nextAttemptAt: null } },
          { returnDocument: 'after' },
        )
        .lean();
      if (renewed) return renewed;
      try {
        return (
          await this.counters.create({ key, attempts: 1, expiresAt: windowEnd, nextAttemptAt: null })
        ).toObject();
      } catch (error) {
        // Another attempt created the counter a moment ago: increment that one.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw new Error(`Could not count the sign-in attempt for ${key}`);
  }
}

const secondsUntil = (moment: Date, now: Date) =>
  Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
