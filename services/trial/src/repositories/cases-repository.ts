import { Types, type Connection } from 'mongoose';
import { initialCaseStatus, openCaseStatuses, type CreateCaseInput } from '@claims/contracts';
import {
  caseModel,
  type CaseHistoryRecord,
  type CaseModel,
  type CasePhotoRecord,
  type CaseRecord,
} from '../models/case';
import { counterModel, nextSequence, type CounterModel } from '../models/counter';
import { centralYear } from '../cases/central-time';
import type { CaseScopeFilter } from '../cases/case-scope';

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

type CursorPosition = { createdAt: Date; id: Types.ObjectId };

export function encodeCaseCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt.getTime()}.${position.id.toHexString()}`).toString('base64url');
}

export function decodeCaseCursor(cursor: string): CursorPosition {
  const match = /^(\d{1,15})\.([0-9a-f]{24})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new InvalidCursorError();
  return { createdAt: new Date(Number(match[1])), id: new Types.ObjectId(match[2]) };
}

/** `CA-2026-000123`: the year in Fort Worth and the year's sequence number, at least six digits. */
export function formatCaseNumber(year: number, seq: number): string {
  return `CA-${year}-${String(seq).padStart(6, '0')}`;
}

export type CaseListItemRecord = Pick<
  CaseRecord,
  '_id' | 'caseNumber' | 'status' | 'deviceType' | 'modelNumber' | 'issueDescription' | 'createdAt'
>;

const listProjection = {
  caseNumber: 1,
  status: 1,
  deviceType: 1,
  modelNumber: 1,
  issueDescription: 1,
  createdAt: 1,
} as const;

/** `cases` and the `counters` their numbers come from. */
export class CasesRepository {
  private constructor(
    private readonly cases: CaseModel,
    private readonly counters: CounterModel,
  ) {}

  static async open(db: Connection): Promise<CasesRepository> {
    const repository = new CasesRepository(caseModel(db), counterModel(db));
    await Promise.all([repository.cases.init(), repository.counters.init()]);
    return repository;
  }

  /** Files a new case (status pending) with the next case number of the year. */
  async create(
    input: CreateCaseInput & { customerId: string; createdAt?: Date },
    by: { id: string; name: string },
  ): Promise<CaseRecord> {
    const now = input.createdAt ?? new Date();
    const year = centralYear(now);
    const seq = await nextSequence(this.counters, `case:${year}`);
    const created = await this.cases.create({
      caseNumber: formatCaseNumber(year, seq),
      customerId: input.customerId,
      techId: null,
      insuranceId: null,
      deviceType: input.deviceType,
      modelNumber: input.modelNumber,
      serialNumber: input.serialNumber,
      issueDescription: input.issueDescription,
      status: initialCaseStatus,
      history: [{ kind: 'status', status: initialCaseStatus, at: now, byUserId: by.id, byName: by.name }],
      photos: [],
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    });
    return created.toObject();
  }

  /** One page of cases in scope, newest first; `nextCursor` continues after the last item. */
  async list(
    scope: CaseScopeFilter,
    options: { cursor?: string; limit: number; open?: boolean },
  ): Promise<{ items: CaseListItemRecord[]; nextCursor: string | null }> {
    const filter: Record<string, unknown> = { ...scope };
    if (options.open) filter.status = { $in: openCaseStatuses };
    if (options.cursor) {
      const after = decodeCaseCursor(options.cursor);
      filter.$or = [
        { createdAt: { $lt: after.createdAt } },
        { createdAt: after.createdAt, _id: { $lt: after.id } },
      ];
    }
    const records = await this.cases
      .find(filter, listProjection)
      .sort({ createdAt: -1, _id: -1 })
      .limit(options.limit + 1)
      .lean<CaseListItemRecord[]>();
    const items = records.slice(0, options.limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor:
        records.length > options.limit && last
          ? encodeCaseCursor({ createdAt: last.createdAt, id: last._id })
          : null,
    };
  }

  /** Cases in scope that are not completed or cancelled. */
  async countOpen(scope: CaseScopeFilter): Promise<number> {
    return this.cases.countDocuments({ ...scope, status: { $in: openCaseStatuses } });
  }

  async findById(id: string): Promise<CaseRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.cases.findById(id).lean<CaseRecord>();
  }

  /**
   * Moves the case only if it is still in `from`: of two moves racing on one case, one applies and the
   * other gets null.
   */
  async moveStatus(
    id: string,
    from: string,
    entry: CaseHistoryRecord & { status: string },
  ): Promise<CaseRecord | null> {
    return this.cases
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), status: from },
        { $set: { status: entry.status }, $push: { history: entry } },
        { returnDocument: 'after' },
      )
      .lean<CaseRecord>();
  }

  async assign(
    id: string,
    seats: { techId: string | null; insuranceId: string | null },
    entry: CaseHistoryRecord,
  ): Promise<CaseRecord | null> {
    return this.cases
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id) },
        { $set: seats, $push: { history: entry } },
        { returnDocument: 'after' },
      )
      .lean<CaseRecord>();
  }

  async addHistory(id: string, entry: CaseHistoryRecord): Promise<CaseRecord | null> {
    return this.cases
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id) },
        { $push: { history: entry } },
        { returnDocument: 'after' },
      )
      .lean<CaseRecord>();
  }

  /** Adds a photo unless the case already has `maxPhotos` (checked in the same write, so racing uploads cannot pass it). */
  async addPhoto(
    id: string,
    photo: CasePhotoRecord,
    entry: CaseHistoryRecord,
    maxPhotos: number,
  ): Promise<CaseRecord | null> {
    return this.cases
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), [`photos.${maxPhotos - 1}`]: { $exists: false } },
        { $push: { photos: photo, history: entry } },
        { returnDocument: 'after' },
      )
      .lean<CaseRecord>();
  }

  async count(): Promise<number> {
    return this.cases.estimatedDocumentCount();
  }
}
