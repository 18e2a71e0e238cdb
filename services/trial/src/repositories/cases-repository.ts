import { Types, type Connection } from 'mongoose';
import { initialCaseStatus, openCaseStatuses, type CreateCaseInput } from '@claims/contracts';
import { findPage, isDuplicateKeyError } from '@claims/service-kit';
import {
  caseModel,
  type CaseHistoryRecord,
  type CaseModel,
  type CasePhotoRecord,
  type CaseRecord,
} from '../models/case';
import { counterModel, SequenceBlocks, type CounterModel } from '../models/counter';
import { centralYear } from '../cases/central-time';
import { sameCaseKey } from '../cases/already-filed';
import type { CaseScopeFilter } from '../cases/case-scope';

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** A case with the same details, open and filed within the window, holds the claim a new filing asked for. */
export class SameCaseFiledError extends Error {
  constructor() {
    super('An open case with the same details was filed within the window');
    this.name = 'SameCaseFiledError';
  }
}

/** Whether a duplicate-key error came from the unique index on `field` (MongoDB and devdb both name its key). */
const refusedBy = (error: unknown, field: string) =>
  Object.hasOwn((error as { keyPattern?: object }).keyPattern ?? {}, field);

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
  | '_id'
  | 'caseNumber'
  | 'status'
  | 'deviceType'
  | 'modelNumber'
  | 'serialNumber'
  | 'issueDescription'
  | 'createdAt'
>;

export const caseListProjection = {
  caseNumber: 1,
  status: 1,
  deviceType: 1,
  modelNumber: 1,
  serialNumber: 1,
  issueDescription: 1,
  createdAt: 1,
} as const;

/**
 * The filter of one list page: the scope's field, optionally the open statuses, and "after the cursor" in
 * newest-first order. Written so the page is a seek on `{ <scope>: 1, createdAt: -1, _id: -1 }`: `createdAt <= T`
 * is a plain bound next to the scope field, so the index walk starts at the cursor, and the residual `$or` only
 * drops the few keys with the same createdAt and a later _id.
 */
export function caseListFilter(
  scope: CaseScopeFilter,
  options: { cursor?: string; open?: boolean },
): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...scope };
  if (options.open) filter.status = { $in: openCaseStatuses };
  if (options.cursor) {
    const after = decodeCaseCursor(options.cursor);
    filter.createdAt = { $lte: after.createdAt };
    filter.$or = [{ createdAt: { $lt: after.createdAt } }, { _id: { $lt: after.id } }];
  }
  return filter;
}

/** The list's order (newest first, ties by id) and the fields a list row shows. */
export const caseListSort = { createdAt: -1, _id: -1 } as const;

/**
 * Recent answers of the list and the count, for `ttlMs`: a dashboard asks for the same first page and count on
 * every load and every live event. Any case write through this repository clears it; a write by another instance
 * shows here after at most `ttlMs`.
 */
class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= 5_000) this.entries.clear();
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

/** `cases` and the `counters` their numbers come from. */
export class CasesRepository {
  private readonly readCache: ReadCache;
  private readonly caseNumbers: SequenceBlocks;

  private constructor(
    private readonly cases: CaseModel,
    private readonly counters: CounterModel,
    readCacheTtlMs: number,
    caseNumberBlockSize: number,
  ) {
    this.readCache = new ReadCache(readCacheTtlMs);
    this.caseNumbers = new SequenceBlocks(counters, caseNumberBlockSize);
  }

  static async open(
    db: Connection,
    options: { readCacheTtlMs?: number; caseNumberBlockSize?: number } = {},
  ): Promise<CasesRepository> {
    const repository = new CasesRepository(
      caseModel(db),
      counterModel(db),
      options.readCacheTtlMs ?? 1000,
      options.caseNumberBlockSize ?? 1,
    );
    await Promise.all([repository.cases.init(), repository.counters.init()]);
    return repository;
  }

  /**
   * Files a new case (status pending) with the next case number of the year: one insert (the number usually comes
   * from this process's reserved block, see `SequenceBlocks`). The body was validated by the route's schema, so
   * the document is written as built here, without mongoose's per-document casting.
   */
  /**
   * Files a case, marked `emailsPending` until `emailsQueued`. With `createdWithKey` (the request's Idempotency-Key
   * record) a repeat of a request whose process died after the insert finds that case instead of filing another.
   */
  async create(
    input: CreateCaseInput & {
      customerId: string;
      createdAt?: Date;
      createdWithKey?: string;
      /**
       * Claims the case's details for the customer (`sameCaseClaim`), as one filed since this instant would have:
       * throws `SameCaseFiledError` when an open case filed since then holds the claim. Left out for `fileAgain`.
       */
      sameCaseSince?: Date;
    },
    by: { id: string; name: string },
  ): Promise<CaseRecord> {
    const now = input.createdAt ?? new Date();
    const year = centralYear(now);
    const key = sameCaseKey(input);
    const seq = await this.caseNumbers.next(`case:${year}`);
    const record: CaseRecord = {
      _id: new Types.ObjectId(),
      caseNumber: formatCaseNumber(year, seq),
      customerId: input.customerId,
      techId: null,
      insuranceId: null,
      deviceType: input.deviceType,
      modelNumber: input.modelNumber ?? '',
      serialNumber: input.serialNumber ?? '',
      issueDescription: input.issueDescription,
      sameCaseKey: key,
      ...(input.sameCaseSince ? { sameCaseClaim: `${input.customerId}:${key}` } : {}),
      status: initialCaseStatus,
      history: [{ kind: 'status', status: initialCaseStatus, at: now, byUserId: by.id, byName: by.name }],
      photos: [],
      createdAt: now,
      updatedAt: now,
      emailsPending: true,
      ...(input.createdWithKey ? { createdWithKey: input.createdWithKey } : {}),
    };
    this.readCache.clear();
    for (let attempt = 1; ; attempt++) {
      try {
        await this.cases.collection.insertOne({ ...record });
        break;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // The same request filed it before its process died: that case is the answer (the number drawn stays unused).
        if (input.createdWithKey) {
          const filed = await this.cases.collection.findOne({ createdWithKey: input.createdWithKey });
          if (filed) return filed as CaseRecord;
        }
        if (!record.sameCaseClaim || !refusedBy(error, 'sameCaseClaim') || !input.sameCaseSince) throw error;
        // Another case holds the claim: a case that no longer counts gives it up, and this one is written in its
        // place; one that still counts (open, filed within the window) is the same case filed a moment ago.
        const released =
          attempt === 1 &&
          (
            await this.cases.collection.updateOne(
              {
                sameCaseClaim: record.sameCaseClaim,
                $or: [
                  { status: { $nin: [...openCaseStatuses] } },
                  { createdAt: { $lt: input.sameCaseSince } },
                ],
              },
              { $unset: { sameCaseClaim: '' } },
            )
          ).modifiedCount === 1;
        if (!released) throw new SameCaseFiledError();
      }
    }
    this.readCache.clear();
    return record;
  }

  /**
   * The customer's newest open case filed since `since` with the same details as `details` (see `sameCaseKey`): one
   * seek on `{ customerId, sameCaseKey, createdAt }`, whatever the number of cases the customer has.
   */
  async findOpenLike(
    customerId: string,
    details: CreateCaseInput,
    since: Date,
  ): Promise<Pick<CaseRecord, '_id' | 'caseNumber' | 'status' | 'createdAt' | 'createdWithKey'> | null> {
    const twin = await this.cases.collection.findOne(
      {
        customerId,
        sameCaseKey: sameCaseKey(details),
        createdAt: { $gte: since },
        status: { $in: [...openCaseStatuses] },
      },
      {
        sort: { createdAt: -1 },
        projection: { caseNumber: 1, status: 1, createdAt: 1, createdWithKey: 1 },
      },
    );
    return twin as Pick<CaseRecord, '_id' | 'caseNumber' | 'status' | 'createdAt' | 'createdWithKey'> | null;
  }

  /** The new case's emails are in the outbox. */
  async emailsQueued(id: Types.ObjectId): Promise<void> {
    await this.cases.collection.updateOne({ _id: id }, { $unset: { emailsPending: '' } });
  }

  /** Cases filed before `before` whose emails were never queued (their process stopped in between). */
  async withEmailsPending(before: Date, limit = 100): Promise<CaseRecord[]> {
    return (await this.cases.collection
      .find({ emailsPending: true, createdAt: { $lt: before } })
      .limit(limit)
      .toArray()) as CaseRecord[];
  }

  /** One page of cases in scope, newest first; `nextCursor` continues after the last item. */
  list(
    scope: CaseScopeFilter,
    options: { cursor?: string; limit: number; open?: boolean },
  ): Promise<{ items: CaseListItemRecord[]; nextCursor: string | null }> {
    if (options.cursor) decodeCaseCursor(options.cursor); // a bad cursor fails at once, never cached
    const key = JSON.stringify(['list', scope, options.cursor ?? '', options.limit, options.open ?? false]);
    return this.readCache.get(key, () => this.listFromDatabase(scope, options));
  }

  private async listFromDatabase(
    scope: CaseScopeFilter,
    options: { cursor?: string; limit: number; open?: boolean },
  ): Promise<{ items: CaseListItemRecord[]; nextCursor: string | null }> {
    const filter = caseListFilter(scope, options);
    // One `find` command whose answer the driver decodes once (service-kit `findPage`): every value in the filter
    // already has its stored type, so mongoose's casting and lean conversion would only add work to the busiest read.
    const records = await findPage<CaseListItemRecord>(this.cases, filter, {
      projection: caseListProjection,
      sort: caseListSort,
      limit: options.limit + 1,
    });
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
  countOpen(scope: CaseScopeFilter): Promise<number> {
    return this.readCache.get(JSON.stringify(['open', scope]), () =>
      this.cases.countDocuments({ ...scope, status: { $in: openCaseStatuses } }).exec(),
    );
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
    this.readCache.clear();
    return this.changed(
      this.cases
        .findOneAndUpdate(
          { _id: new Types.ObjectId(id), status: from },
          { $set: { status: entry.status }, $push: { history: entry } },
          { returnDocument: 'after' },
        )
        .lean<CaseRecord>(),
    );
  }

  async assign(
    id: string,
    seats: { techId: string | null; insuranceId: string | null },
    entry: CaseHistoryRecord,
  ): Promise<CaseRecord | null> {
    this.readCache.clear();
    return this.changed(
      this.cases
        .findOneAndUpdate(
          { _id: new Types.ObjectId(id) },
          { $set: seats, $push: { history: entry } },
          { returnDocument: 'after' },
        )
        .lean<CaseRecord>(),
    );
  }

  async addHistory(id: string, entry: CaseHistoryRecord): Promise<CaseRecord | null> {
    this.readCache.clear();
    return this.changed(
      this.cases
        .findOneAndUpdate(
          { _id: new Types.ObjectId(id) },
          { $push: { history: entry } },
          { returnDocument: 'after' },
        )
        .lean<CaseRecord>(),
    );
  }

  /**
   * Adds a photo unless the case already has `maxPhotos`, or already has this photo (`sourceHash`): both checked in
   * the same write, so racing uploads cannot pass them. `null` when refused.
   */
  async addPhoto(
    id: string,
    photo: CasePhotoRecord,
    entry: CaseHistoryRecord,
    maxPhotos: number,
  ): Promise<CaseRecord | null> {
    this.readCache.clear();
    return this.changed(
      this.cases
        .findOneAndUpdate(
          {
            _id: new Types.ObjectId(id),
            [`photos.${maxPhotos - 1}`]: { $exists: false },
            ...(photo.sourceHash && { 'photos.sourceHash': { $ne: photo.sourceHash } }),
          },
          { $push: { photos: photo, history: entry } },
          { returnDocument: 'after' },
        )
        .lean<CaseRecord>(),
    );
  }

  /** Clears the read cache again once a write has landed (a read may have started between clear and write). */
  private async changed<T>(write: PromiseLike<T>): Promise<T> {
    const result = await write;
    this.readCache.clear();
    return result;
  }

  async count(): Promise<number> {
    return this.cases.estimatedDocumentCount();
  }
}
