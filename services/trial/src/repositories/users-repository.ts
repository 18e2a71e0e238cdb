import { Types, type Connection } from 'mongoose';
import { roles as roleOrder, type Role } from '@claims/contracts';
import { isDuplicateKeyError } from '@claims/service-kit';
import { userModel, type UserModel } from '../models/user';
import { profileModel, type ProfileModel } from '../models/profile';
import { roleGuardModel, userRoleModel, type RoleGuardModel, type UserRoleModel } from '../models/user-role';

/** A user as the API sees it: credentials left out, profile and roles joined in. */
export type Account = {
  id: string;
  email: string;
  fullName: string;
  roles: Role[];
  createdAt: Date;
  updatedAt: Date;
};

/** Why a role change was refused (the route turns these into 403, 404 and 409). */
export type RoleChangeOutcome =
  | { outcome: 'changed'; roles: Role[] }
  | { outcome: 'not_admin' }
  | { outcome: 'not_found' }
  | { outcome: 'last_admin' }
  | { outcome: 'busy' }
  | { outcome: 'changed_meanwhile'; roles: Role[] };

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
    this.name = 'EmailTakenError';
  }
}

/** Roles in the one fixed order (customer, tech, insurance, admin), without duplicates. */
export function sortRoles(list: Iterable<Role>): Role[] {
  const set = new Set(list);
  return roleOrder.filter((role) => set.has(role));
}

/** `users`, `profiles` and `user_roles`, kept consistent with each other. */
export class UsersRepository {
  private constructor(
    private readonly users: UserModel,
    private readonly profiles: ProfileModel,
    private readonly userRoles: UserRoleModel,
    private readonly roleGuards: RoleGuardModel,
  ) {}

  /** Binds the models to this service's connection and makes sure their indexes exist before the first request. */
  static async open(db: Connection): Promise<UsersRepository> {
    const repository = new UsersRepository(
      userModel(db),
      profileModel(db),
      userRoleModel(db),
      roleGuardModel(db),
    );
    await Promise.all([repository.users.init(), repository.profiles.init(), repository.userRoles.init()]);
    return repository;
  }

  /** Creates user, profile and roles; throws `EmailTakenError` when the email is registered. */
  async createAccount(input: {
    fullName: string;
    email: string;
    passwordHash: string;
    roles: Role[];
  }): Promise<Account> {
    let user;
    try {
      user = await this.users.create({ email: input.email, passwordHash: input.passwordHash });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new EmailTakenError();
      throw error;
    }
    try {
      const profile = await this.profiles.create({
        _id: user._id,
        fullName: input.fullName,
        email: user.email,
      });
      const roles = sortRoles(input.roles);
      await this.userRoles.insertMany(roles.map((role) => ({ userId: user._id, role })));
      return toAccount(user._id, profile, roles);
    } catch (error) {
      // Without its profile or roles the account would be half made: remove it so the email can be used again.
      await Promise.allSettled([
        this.userRoles.deleteMany({ userId: user._id }),
        this.profiles.deleteOne({ _id: user._id }),
        this.users.deleteOne({ _id: user._id }),
      ]);
      throw error;
    }
  }

  async findCredentialsByEmail(email: string): Promise<{ id: string; passwordHash: string } | null> {
    const user = await this.users.findOne({ email: email.trim().toLowerCase() }, { passwordHash: 1 }).lean();
    return user ? { id: user._id.toHexString(), passwordHash: user.passwordHash } : null;
  }

  async findAccount(id: string): Promise<Account | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const userId = new Types.ObjectId(id);
    const [user, profile, roles] = await Promise.all([
      this.users.findById(userId, { email: 1, createdAt: 1, updatedAt: 1 }).lean(),
      this.profiles.findById(userId).lean(),
      this.rolesOf(id),
    ]);
    if (!user) return null;
    return toAccount(
      userId,
      profile ?? { fullName: '', email: user.email, createdAt: user.createdAt, updatedAt: user.updatedAt },
      roles,
    );
  }

  async findAccountByEmail(email: string): Promise<Account | null> {
    const credentials = await this.findCredentialsByEmail(email);
    return credentials ? this.findAccount(credentials.id) : null;
  }

  async rolesOf(userId: string): Promise<Role[]> {
    const rows = await this.userRoles.find({ userId: new Types.ObjectId(userId) }, { role: 1 }).lean();
    return sortRoles(rows.map((row) => row.role));
  }

  /** Replaces the user's roles with exactly `roles`. */
  async setRoles(userId: string, roles: Role[]): Promise<Role[]> {
    const id = new Types.ObjectId(userId);
    const wanted = sortRoles(roles);
    await this.userRoles.deleteMany({ userId: id, role: { $nin: wanted } });
    try {
      await this.userRoles.bulkWrite(
        wanted.map((role) => ({
          updateOne: {
            filter: { userId: id, role },
            update: { $setOnInsert: { userId: id, role } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    } catch (error) {
      // Two admins granting the same role at once: the pair exists either way.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return this.rolesOf(userId);
  }

  async addRole(userId: string, role: Role): Promise<void> {
    const id = new Types.ObjectId(userId);
    try {
      await this.userRoles.updateOne(
        { userId: id, role },
        { $setOnInsert: { userId: id, role } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async countUsersWithRole(role: Role, exceptUserId?: string): Promise<number> {
    const filter = exceptUserId ? { role, userId: { $ne: new Types.ObjectId(exceptUserId) } } : { role };
    return this.userRoles.countDocuments(filter);
  }

  /**
   * An admin changes a user's roles. Under one lease for all role changes: the actor must still be an admin in the
   * database (not just in their token), the user must exist, and at least one admin must remain. Two admins demoting
   * each other at once are applied one after the other, so the second finds it would remove the last admin.
   */
  async changeRoles(input: {
    actorId: string;
    userId: string;
    roles: Role[];
    /** The roles the admin's page showed: the change is refused when they are not the user's roles any more. */
    previousRoles?: Role[];
  }): Promise<RoleChangeOutcome> {
    const holder = new Types.ObjectId().toHexString();
    if (!(await this.acquireRoleGuard(holder))) return { outcome: 'busy' };
    try {
      if (!(await this.rolesOf(input.actorId)).includes('admin')) return { outcome: 'not_admin' };
      if (!(await this.findAccount(input.userId))) return { outcome: 'not_found' };
      const current = await this.rolesOf(input.userId);
      if (input.previousRoles && sortRoles(input.previousRoles).join() !== current.join()) {
        return { outcome: 'changed_meanwhile', roles: current };
      }
      const wanted = sortRoles(input.roles);
      if (current.includes('admin') && !wanted.includes('admin')) {
        if ((await this.countUsersWithRole('admin', input.userId)) === 0) return { outcome: 'last_admin' };
      }
      return { outcome: 'changed', roles: await this.setRoles(input.userId, wanted) };
    } finally {
      await this.roleGuards.updateOne(
        { _id: 'roles', holder },
        { $set: { holder: null, lockedUntil: null } },
      );
    }
  }

  /** Takes the role-change lease, waiting up to about 3 s for another change to finish. */
  private async acquireRoleGuard(holder: string): Promise<boolean> {
    for (let attempt = 0; attempt < 60; attempt++) {
      const now = new Date();
      try {
        const taken = await this.roleGuards
          .findOneAndUpdate(
            { _id: 'roles', $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }] },
            { $set: { holder, lockedUntil: new Date(now.getTime() + 10_000) } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean();
        if (taken?.holder === holder) return true;
      } catch (error) {
        // The lease is held: the upsert collided with the existing document.
        if (!isDuplicateKeyError(error)) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.updateOne({ _id: new Types.ObjectId(userId) }, { $set: { passwordHash } });
  }
}

function toAccount(
  id: Types.ObjectId,
  profile: { fullName: string; email: string; createdAt: Date; updatedAt: Date },
  roles: Role[],
): Account {
  return {
    id: id.toHexString(),
    email: profile.email,
    fullName: profile.fullName,
    roles,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}
