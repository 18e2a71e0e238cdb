import { Types, type Connection } from 'mongoose';
import { roles as roleOrder, type CasePerson, type Role, type UserListItem } from '@claims/contracts';
import { profileModel, type ProfileModel } from '../models/profile';
import { userRoleModel, type UserRoleModel } from '../models/user-role';
import { InvalidCursorError } from './cases-repository';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Read-only views of accounts for the trial screens: names on a case, the admin's user list. */
export class UserDirectory {
  private constructor(
    private readonly profiles: ProfileModel,
    private readonly userRoles: UserRoleModel,
  ) {}

  static open(db: Connection): UserDirectory {
    return new UserDirectory(profileModel(db), userRoleModel(db));
  }

  /** Name and email of each id that has a profile. */
  async people(ids: Iterable<string | null | undefined>): Promise<Map<string, CasePerson>> {
    const wanted = [...new Set([...ids].filter((id): id is string => !!id && Types.ObjectId.isValid(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await this.profiles
      .find({ _id: { $in: wanted.map((id) => new Types.ObjectId(id)) } }, { fullName: 1, email: 1 })
      .lean();
    return new Map(
      rows.map((row) => [
        row._id.toHexString(),
        { id: row._id.toHexString(), fullName: row.fullName, email: row.email },
      ]),
    );
  }

  async hasRole(userId: string, role: Role): Promise<boolean> {
    if (!Types.ObjectId.isValid(userId)) return false;
    return (await this.userRoles.exists({ userId: new Types.ObjectId(userId), role })) !== null;
  }

  /** Users by name (then id), optionally only holders of `role` and matching `search` in name or email. */
  async list(options: {
    role?: Role;
    search?: string;
    cursor?: string;
    limit: number;
  }): Promise<{ items: UserListItem[]; nextCursor: string | null }> {
    const filter: Record<string, unknown> = {};
    if (options.role) {
      const holders = await this.userRoles.find({ role: options.role }, { userId: 1 }).lean();
      filter._id = { $in: holders.map((row) => row.userId) };
    }
    if (options.search) {
      const pattern = new RegExp(escapeRegExp(options.search), 'i');
      filter.$or = [{ fullName: pattern }, { email: pattern }];
    }
    if (options.cursor) {
      const match = /^([0-9a-f]{24})$/.exec(Buffer.from(options.cursor, 'base64url').toString('utf8'));
      if (!match) throw new InvalidCursorError();
      filter._id = { ...(filter._id as object), $gt: new Types.ObjectId(match[1]) };
    }
    const rows = await this.profiles
      .find(filter, { fullName: 1, email: 1, createdAt: 1 })
      .sort({ _id: 1 })
      .limit(options.limit + 1)
      .lean();
    const page = rows.slice(0, options.limit);
    const roleRows = await this.userRoles
      .find({ userId: { $in: page.map((row) => row._id) } }, { userId: 1, role: 1 })
      .lean();
    const rolesByUser = new Map<string, Set<Role>>();
    for (const row of roleRows) {
      const key = row.userId.toHexString();
      rolesByUser.set(key, (rolesByUser.get(key) ?? new Set()).add(row.role));
    }
    const last = page.at(-1);
    return {
      items: page.map((row) => {
        const id = row._id.toHexString();
        const held = rolesByUser.get(id) ?? new Set<Role>();
        return {
          id,
          email: row.email,
          fullName: row.fullName,
          roles: roleOrder.filter((role) => held.has(role)),
          createdAt: row.createdAt.toISOString(),
        };
      }),
      nextCursor:
        rows.length > options.limit && last
          ? Buffer.from(last._id.toHexString()).toString('base64url')
          : null,
    };
  }
}
