import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { roles, type Role } from '@claims/contracts';

/** `user_roles`: one document per (user, role) pair. */
export interface UserRoleRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  role: Role;
  createdAt: Date;
}

const userRoleSchema = new Schema<UserRoleRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, required: true, enum: roles },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'user_roles' },
);
// A user's roles are read on every sign-in and refresh; a pair can exist only once.
userRoleSchema.index({ userId: 1, role: 1 }, { unique: true });
// "Is there another admin?" and admin lists go by role.
userRoleSchema.index({ role: 1 });

export type UserRoleModel = Model<UserRoleRecord>;
export const userRoleModel = (db: Connection): UserRoleModel =>
  db.model<UserRoleRecord>('UserRole', userRoleSchema);

/**
 * `role_guards`: a short lease taken around every role change, so that checking "is another admin left?" and
 * removing an admin happen as one step even when two admins demote each other at the same moment. Works the same
 * on MongoDB and on devdb (no multi-document transaction needed); a lease left by a crashed process expires.
 */
export interface RoleGuardRecord {
  _id: string;
  holder: string | null;
  lockedUntil: Date | null;
}

const roleGuardSchema = new Schema<RoleGuardRecord>(
  {
    _id: { type: String, required: true },
    holder: { type: String, default: null },
    lockedUntil: { type: Date, default: null },
  },
  { collection: 'role_guards', versionKey: false },
);

export type RoleGuardModel = Model<RoleGuardRecord>;
export const roleGuardModel = (db: Connection): RoleGuardModel =>
  db.model<RoleGuardRecord>('RoleGuard', roleGuardSchema);
