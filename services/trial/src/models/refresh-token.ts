import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * `refresh_tokens`: one document per issued refresh token, stored as a SHA-256 hash.
 * Every sign-in starts a family; each refresh rotates to a new token of the same family.
 */
export interface RefreshTokenRecord {
  _id: Types.ObjectId;
  tokenHash: string;
  familyId: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  /** Set when this token was exchanged for a new one; presenting it again means it was stolen. */
  rotatedAt: Date | null;
  /** Set on sign-out or when the family is revoked. */
  revokedAt: Date | null;
  /**
   * The token this one was exchanged for, encrypted with a key derived from this token (so only its holder can
   * read it): a second tab presenting this token within the grace window receives the same successor.
   */
  successor: string | null;
  createdAt: Date;
}

const refreshTokenSchema = new Schema<RefreshTokenRecord>(
  {
    tokenHash: { type: String, required: true },
    familyId: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    rotatedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    successor: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'refresh_tokens' },
);
// Every refresh and sign-out finds its token by hash.
refreshTokenSchema.index({ tokenHash: 1 }, { unique: true });
// Reuse detection and sign-out revoke a whole family at once (and find its recent session ids).
refreshTokenSchema.index({ familyId: 1, createdAt: -1 });
// A role change ends the access tokens of every recent session of the user.
refreshTokenSchema.index({ userId: 1, createdAt: -1 });
// MongoDB deletes tokens once they expire; nothing can be done with them afterwards.
refreshTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RefreshTokenModel = Model<RefreshTokenRecord>;
export const refreshTokenModel = (db: Connection): RefreshTokenModel =>
  db.model<RefreshTokenRecord>('RefreshToken', refreshTokenSchema);
