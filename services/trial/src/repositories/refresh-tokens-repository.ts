import crypto from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { refreshTokenModel, type RefreshTokenModel } from '../models/refresh-token';

export type RotationResult =
  | { outcome: 'rotated'; userId: string; familyId: string }
  /** Unknown, expired or revoked: the client must sign in again. */
  | { outcome: 'invalid' }
  /** An already-rotated token came back: someone holds a copy, so the whole family was revoked. */
  | { outcome: 'reused'; userId: string; familyId: string };

/** Opaque tokens are 256 random bits, so a fast hash is enough to make a database leak useless. */
export const hashRefreshToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** `refresh_tokens`: issue, rotate (with reuse detection) and revoke. */
export class RefreshTokensRepository {
  private constructor(private readonly tokens: RefreshTokenModel) {}

  static async open(db: Connection): Promise<RefreshTokensRepository> {
    const repository = new RefreshTokensRepository(refreshTokenModel(db));
    await repository.tokens.init();
    return repository;
  }

  /** Stores a new token of `familyId` (a new family when omitted) and returns the token itself, which is never stored. */
  async issue(input: {
    userId: string;
    familyId?: string;
    ttlDays: number;
    now?: Date;
  }): Promise<{ token: string; familyId: string }> {
    const now = input.now ?? new Date();
    const token = crypto.randomBytes(32).toString('base64url');
    const familyId = input.familyId ?? crypto.randomUUID();
    await this.tokens.create({
      tokenHash: hashRefreshToken(token),
      familyId,
      userId: new Types.ObjectId(input.userId),
      expiresAt: new Date(now.getTime() + input.ttlDays * 86_400_000),
    });
    return { token, familyId };
  }

  /** Marks `token` used, atomically, so it can be exchanged once; a second use revokes its family. */
  async rotate(token: string, now = new Date()): Promise<RotationResult> {
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

    const existing = await this.tokens.findOne({ tokenHash }).lean();
    if (existing && existing.rotatedAt && !existing.revokedAt) {
      await this.revokeFamily(existing.familyId, now);
      return { outcome: 'reused', userId: existing.userId.toHexString(), familyId: existing.familyId };
    }
    return { outcome: 'invalid' };
  }

  async revokeFamily(familyId: string, now = new Date()): Promise<void> {
    await this.tokens.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: now } });
  }

  /** Sign-out: revokes the family `token` belongs to; unknown tokens are ignored (signing out twice is fine). */
  async revokeByToken(token: string, now = new Date()): Promise<boolean> {
    const existing = await this.tokens
      .findOne({ tokenHash: hashRefreshToken(token) }, { familyId: 1 })
      .lean();
    if (!existing) return false;
    await this.revokeFamily(existing.familyId, now);
    return true;
  }

  async revokeAllForUser(userId: string, now = new Date()): Promise<void> {
    await this.tokens.updateMany(
      { userId: new Types.ObjectId(userId), revokedAt: null },
      { $set: { revokedAt: now } },
    );
  }
}
