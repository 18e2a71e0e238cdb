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
  /**
   * Attempts per window that an address the account's owner has signed in from (within `knownAddressDays`) gets
   * on its own, whatever the account's back-off (default 5).
   */
  knownAddressAttempts?: number;
  /** How long a successful sign-in makes its address known for the account (default 30 days). */
  knownAddressDays?: number;
};

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in attempts counted per email and per client IP, in MongoDB so that every instance of the service sees the
 * same counts. Each attempt is counted and decided in one atomic step per key before the password is checked.
 * An account past its limit is not locked for the window: one attempt is checked per back-off period (doubling
 * up to `maxBackoffSeconds`), so strangers can slow an account down but not lock its owner out for long.
 *
 * The back-off is shared by every address, so a stranger who asks again the moment each period ends could take every
 * checked attempt and keep the owner out. An address the owner has signed in from before therefore has attempts of its
 * own (`knownAddressAttempts` per window), which the account's back-off does not touch: strangers cannot use them
 * without having signed in as the owner, and the owner's usual device is never held back by them.
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
    if (await this.isKnownAddress(email, ip, now)) {
      const byPair = await this.count(pairKey(email, ip), now);
      if (byPair.attempts <= (this.options.knownAddressAttempts ?? 5)) return { allowed: true };
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

  /**
   * A successful sign-in forgives the account's earlier attempts, gives the address its attempt back, and makes the
   * address known for the account.
   */
  async succeeded(email: string, ip: string, now = new Date()): Promise<void> {
    const knownUntil = new Date(now.getTime() + (this.options.knownAddressDays ?? 30) * 86_400_000);
    await Promise.all([
      this.counters.deleteOne({ key: emailKey(email) }),
      this.counters.deleteOne({ key: pairKey(email, ip) }),
      this.counters.updateOne(
        { key: knownKey(email, ip) },
        { $set: { expiresAt: knownUntil }, $setOnInsert: { attempts: 0, nextAttemptAt: null } },
        { upsert: true },
      ),
      this.counters.updateOne(
        { key: ipKey(ip), expiresAt: { $gt: now }, attempts: { $gt: 0 } },
        { $inc: { attempts: -1 } },
      ),
    ]);
  }

  private async isKnownAddress(email: string, ip: string, now: Date): Promise<boolean> {
    return (await this.counters.exists({ key: knownKey(email, ip), expiresAt: { $gt: now } })) !== null;
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
/** Attempts on one account from one address the owner has signed in from. */
const pairKey = (email: string, ip: string) => `pair:${email.trim().toLowerCase()}|${ip}`;
/** That the owner has signed in from this address (until `expiresAt`). */
const knownKey = (email: string, ip: string) => `known:${email.trim().toLowerCase()}|${ip}`;
