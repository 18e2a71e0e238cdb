import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Types, type Connection } from 'mongoose';
import { refreshTokenModel, type RefreshTokenModel } from '../models/refresh-token';

export type RotationResult =
  | { outcome: 'rotated'; userId: string; familyId: string }
  /** Presented again within the grace window (a second tab renewing at the same moment): the same successor. */
  | { outcome: 'successor'; userId: string; familyId: string; token: string; sessionId: string }
  /** Unknown, expired or revoked: the client must sign in again. */
  | { outcome: 'invalid' }
  /** An already-rotated token came back after the grace window: someone holds a copy, so the whole family was revoked. */
  | { outcome: 'reused'; userId: string; familyId: string };

/** Opaque tokens are 256 random bits, so a fast hash is enough to make a database leak useless. */
export const hashRefreshToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** AES-256-GCM under a key only the holder of `token` can derive (the database keeps just its hash). */
function successorKey(token: string): Buffer {
  return crypto.createHash('sha256').update(`refresh-successor:${token}`).digest();
}

export function sealSuccessor(token: string, successor: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', successorKey(token), iv);
  const data = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

export function openSuccessor(token: string, sealed: string): string | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = crypto.createDecipheriv('aes-256-gcm', successorKey(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** `refresh_tokens`: issue, rotate (with a grace window and reuse detection) and revoke. */
export class RefreshTokensRepository {
  private constructor(private readonly tokens: RefreshTokenModel) {}

  static async open(db: Connection): Promise<RefreshTokensRepository> {
    const repository = new RefreshTokensRepository(refreshTokenModel(db));
    await repository.tokens.init();
    return repository;
  }

  /**
   * Stores a new token of `familyId` (a new family when omitted) and returns the token itself, which is never
   * stored, and its id (the `sid` of the access tokens issued with it).
   */
  async issue(input: {
    userId: string;
    familyId?: string;
    ttlDays: number;
    now?: Date;
  }): Promise<{ token: string; familyId: string; id: string }> {
    const now = input.now ?? new Date();
    const token = crypto.randomBytes(32).toString('base64url');
    const familyId = input.familyId ?? crypto.randomUUID();
    const created = await this.tokens.create({
      tokenHash: hashRefreshToken(token),
      familyId,
      userId: new Types.ObjectId(input.userId),
      expiresAt: new Date(now.getTime() + input.ttlDays * 86_400_000),
    });
    return { token, familyId, id: created._id.toHexString() };
  }

  /** Records what `token` was exchanged for, readable only with `token` (see RotationResult 'successor'). */
  async recordSuccessor(token: string, successor: string): Promise<void> {
    await this.tokens.updateOne(
      { tokenHash: hashRefreshToken(token) },
      { $set: { successor: sealSuccessor(token, successor) } },
    );
  }

  /**
   * Marks `token` used, atomically, so it is exchanged once. Presented again within `graceMs` of that, it yields
   * the same successor; later, it revokes its family.
   */
  async rotate(token: string, options: { graceMs: number; now?: Date }): Promise<RotationResult> {
    const now = options.now ?? new Date();
    const tokenHash = hashRefreshToken(token);
    const claimed = await this.tokens
      .findOneAndUpdate(
        { tokenHash, rotatedAt: null, revokedAt: null, expiresAt: { $gt: now } },
        { $set: { rotatedAt: now } },
        { returnDocument: 'after' },
      )
      .lean();
    if (claimed)
      return { outcome: 'rotated', userId: claimed.userId.toHexString(), familyId: claimed.familyId };

    let existing = await this.tokens.findOne({ tokenHash }).lean();
    if (!existing || !existing.rotatedAt || existing.revokedAt) return { outcome: 'invalid' };
    const userId = existing.userId.toHexString();
    const familyId = existing.familyId;
    if (now.getTime() - existing.rotatedAt.getTime() <= options.graceMs) {
      // The winner may still be storing its successor: wait a moment for it.
      for (let attempt = 0; !existing?.successor && attempt < 40; attempt++) {
        await delay(50);
        existing = await this.tokens.findOne({ tokenHash }).lean();
      }
      const successor = existing?.successor ? openSuccessor(token, existing.successor) : null;
      const next = successor
        ? await this.tokens
            .findOne(
              { tokenHash: hashRefreshToken(successor), revokedAt: null, expiresAt: { $gt: now } },
              { _id: 1 },
            )
            .lean()
        : null;
      if (successor && next) {
        return {
          outcome: 'successor',
          userId,
          familyId,
          token: successor,
          sessionId: next._id.toHexString(),
        };
      }
      // The renewal that won never finished (or was signed out meanwhile): nothing to share, nothing stolen.
      return { outcome: 'invalid' };
    }
    await this.revokeFamily(familyId, now);
    return { outcome: 'reused', userId, familyId };
  }

  async revokeFamily(familyId: string, now = new Date()): Promise<void> {
    await this.tokens.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: now } });
  }

  /** Sign-out: revokes the family `token` belongs to; unknown tokens are ignored (signing out twice is fine). */
  async revokeByToken(token: string, now = new Date()): Promise<{ familyId: string } | null> {
    const existing = await this.tokens
      .findOne({ tokenHash: hashRefreshToken(token) }, { familyId: 1 })
      .lean();
    if (!existing) return null;
    await this.revokeFamily(existing.familyId, now);
    return { familyId: existing.familyId };
  }

  async revokeAllForUser(userId: string, now = new Date()): Promise<void> {
    await this.tokens.updateMany(
      { userId: new Types.ObjectId(userId), revokedAt: null },
      { $set: { revokedAt: now } },
    );
  }

  /** Ids of the tokens issued since `since` (their access tokens may still be alive), by family or by user. */
  async sessionIdsSince(filter: { familyId: string } | { userId: string }, since: Date): Promise<string[]> {
    const query =
      'familyId' in filter
        ? { familyId: filter.familyId, createdAt: { $gte: since } }
        : { userId: new Types.ObjectId(filter.userId), createdAt: { $gte: since } };
    const rows = await this.tokens.find(query, { _id: 1 }).lean();
    return rows.map((row) => row._id.toHexString());
  }
}
