import type { Connection } from 'mongoose';
import { signInFailureModel, type SignInFailureModel } from '../models/sign-in-failure';

export type SignInThrottleOptions = {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
};

/**
 * Failed sign-ins counted per email and per client IP over a sliding window, in MongoDB so that
 * every instance of the service sees the same counts. Independent of the general request limit.
 */
export class SignInThrottle {
  private constructor(
    private readonly failures: SignInFailureModel,
    readonly options: SignInThrottleOptions,
  ) {}

  static async open(db: Connection, options: SignInThrottleOptions): Promise<SignInThrottle> {
    const throttle = new SignInThrottle(signInFailureModel(db), options);
    await throttle.failures.init();
    return throttle;
  }

  /** Whether another attempt for this email from this IP may be checked now. */
  async allows(email: string, ip: string, now = new Date()): Promise<boolean> {
    const [byEmail, byIp] = await Promise.all([
      this.failures.countDocuments({ key: emailKey(email), expiresAt: { $gt: now } }),
      this.failures.countDocuments({ key: ipKey(ip), expiresAt: { $gt: now } }),
    ]);
    return byEmail < this.options.maxFailuresPerEmail && byIp < this.options.maxFailuresPerIp;
  }

  async recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
    const expiresAt = new Date(now.getTime() + this.options.windowMinutes * 60_000);
    await this.failures.insertMany([
      { key: emailKey(email), expiresAt },
      { key: ipKey(ip), expiresAt },
    ]);
  }

  /** A successful sign-in forgives the account's earlier typos (the IP's count stays). */
  async clearEmail(email: string): Promise<void> {
    await this.failures.deleteMany({ key: emailKey(email) });
  }
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
