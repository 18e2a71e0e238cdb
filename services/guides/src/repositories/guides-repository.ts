import { Types, type Connection, type mongo } from 'mongoose';
import type {
  CreateGuideInput,
  UpdateGuideInput,
  Guide,
  GuideCategory,
  GuideDetail,
  GuideLikeResponse,
  GuideStep,
} from '@claims/contracts';
import { findPage, isDuplicateKeyError } from '@claims/service-kit';
import { repairGuideModel, type RepairGuideModel, type RepairGuideRecord } from '../models/repair-guide';
import { guideStepModel, type GuideStepModel, type GuideStepRecord } from '../models/guide-step';
import { guideLikeModel, type GuideLikeModel } from '../models/guide-like';
import { guideViewModel, type GuideViewModel } from '../models/guide-view';
import type { GeneratedGuide } from '../generator/generate-guides';
import { ListCache } from './list-cache';
import { searchTerms } from './title-search';
import { derivedGuideFields } from './derived-fields';
import {
  isSummaryJson,
  listPageJson,
  summaryJson,
  summaryPosition,
  summarySourceFields,
  type GuideListJson,
  type ListedGuide,
  type SummarySource,
} from './summary-json';

export type ListGuidesOptions = { category?: GuideCategory; search?: string; cursor?: string; limit: number };

/** Position in the (createdAt desc, _id desc) order; the page after it starts strictly below it. */
type CursorPosition = { createdAt: Date; id: Types.ObjectId };

/** A stored guide id is 24 hex digits; anything else names no guide. */
export function parseGuideId(id: string): Types.ObjectId | null {
  return /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null;
}

/** An edit named a revision the guide has moved past: someone saved it since the edit began. */
export class GuideChangedError extends Error {
  constructor() {
    super('The guide was saved since the edit began');
    this.name = 'GuideChangedError';
  }
}

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt.getTime()}.${position.id.toHexString()}`).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  const match = /^(\d{1,15})\.([0-9a-f]{24})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new InvalidCursorError();
  return { createdAt: new Date(Number(match[1])), id: new Types.ObjectId(match[2]) };
}

type GuideFields = Omit<RepairGuideRecord, '_id'>;

/** What the list reads of each guide: its stored card and its counters (not even its id). */
const listedFields = { _id: 0, summaryJson: 1, views: 1, likes: 1 } as const;

/** The whole guide's overview: the full description. */
export function toGuide(record: RepairGuideRecord): Guide {
  return {
    id: record._id.toHexString(),
    userId: record.userId ?? null,
    title: record.title,
    description: record.description,
    category: record.category,
    difficulty: record.difficulty,
    timeRequired: record.timeRequired ?? '',
    imageUrl: record.imageUrl ?? null,
    toolsNeeded: record.toolsNeeded ?? [],
    partsNeeded: record.partsNeeded ?? [],
    views: record.views ?? 0,
    likes: shownCount(record.likes),
    createdAt: record.createdAt.toISOString(),
  };
}

/** A counter as shown: the like counter is briefly -1 while an unlike overtakes its like (`adjustLikes`). */
function shownCount(value: number | undefined): number {
  return Math.max(0, value ?? 0);
}

function toStep(
  record: Pick<GuideStepRecord, 'stepNumber' | 'title' | 'description' | 'imageUrl'>,
): GuideStep {
  return {
    stepNumber: record.stepNumber,
    title: record.title,
    description: record.description,
    imageUrl: record.imageUrl ?? null,
  };
}

/** The fields of a guide its author writes (on create and edit; the generator makes the same), as stored. */
function writtenFields(guide: CreateGuideInput | GeneratedGuide) {
  return {
    title: guide.title,
    description: guide.description,
    category: guide.category,
    difficulty: guide.difficulty,
    timeRequired: guide.timeRequired,
    imageUrl: guide.imageUrl,
    toolsNeeded: guide.toolsNeeded,
    partsNeeded: guide.partsNeeded,
  };
}

function stepRecords(
  guideId: Types.ObjectId,
  steps: GeneratedGuide['steps'],
): Omit<GuideStepRecord, '_id'>[] {
  return steps.map(({ stepNumber, title, description, imageUrl }) => ({
    guideId,
    stepNumber,
    title,
    description,
    imageUrl,
  }));
}

/**
 * `repair_guides`, `guide_steps`, `guide_likes` and `guide_views`.
 *
 * A guide and its steps are written without a transaction (devdb has none), steps first: the guide
 * document is the commit point. Until it exists, its steps are unreachable (every read starts from
 * the guide), so readers never see a guide without its steps. If a write fails, the steps already
 * written are deleted; if the process dies in between, they stay unreachable and harmless.
 */
export class GuidesRepository {
  private readonly listCache: ListCache<GuideListJson>;

  private constructor(
    private readonly guides: RepairGuideModel,
    private readonly steps: GuideStepModel,
    private readonly likes: GuideLikeModel,
    private readonly viewMarks: GuideViewModel,
    listCacheTtlMs: number,
  ) {
    this.listCache = new ListCache({ ttlMs: listCacheTtlMs, maxEntries: 1000 });
  }

  /** Binds the models to this service's connection and builds their indexes before the first request. */
  static async open(db: Connection, options: { listCacheTtlMs?: number } = {}): Promise<GuidesRepository> {
    const repository = new GuidesRepository(
      repairGuideModel(db),
      guideStepModel(db),
      guideLikeModel(db),
      guideViewModel(db),
      options.listCacheTtlMs ?? 0,
    );
    await Promise.all([
      repository.guides.init(),
      repository.steps.init(),
      repository.likes.init(),
      repository.viewMarks.init(),
    ]);
    return repository;
  }

  /**
   * Clears the list cache whenever any instance adds or removes guides (a change stream on
   * `repair_guides`; views and likes are left to the cache's expiry). Close it on shutdown.
   */
  watchLibrary(onError: (error: Error) => void): { close: () => Promise<void> } {
    const stream = this.guides.watch([
      {
        $match: {
          operationType: {
            $in: ['insert', 'delete', 'replace', 'drop', 'rename', 'dropDatabase', 'invalidate'],
          },
        },
      },
    ]);
    stream.on('change', () => this.listCache.clear());
    stream.on('error', (error: Error) => {
      this.listCache.clear();
      onError(error);
    });
    return { close: () => stream.close() };
  }

  /**
   * Newest first; optional category and title search (word prefixes, any order); `limit` per page. The page comes
   * as the JSON text of a `GuideListResponse`, made from the guides' stored cards (repositories/summary-json.ts).
   */
  list(options: ListGuidesOptions): Promise<GuideListJson> {
    const { category, cursor, limit } = options;
    const terms = searchTerms(options.search);
    // A search of only punctuation has no word to look for: no title matches it.
    if (options.search && terms.length === 0) return Promise.resolve(listPageJson([], null));
    // Searches with the same normalised words ("Dryer  BELT", "belt dryer") are the same page.
    const key = JSON.stringify([category ?? '', terms, cursor ?? '', limit]);
    return this.listCache.get(key, () => this.queryList({ category, terms, cursor, limit }));
  }

  private async queryList({
    category,
    terms,
    cursor,
    limit,
  }: Omit<ListGuidesOptions, 'search'> & { terms: string[] }): Promise<GuideListJson> {
    const filter: mongo.Filter<RepairGuideRecord> = {};
    if (category) filter.category = category;
    if (terms.length > 0) filter.titlePrefixes = { $all: terms };
    if (cursor) {
      const after = decodeCursor(cursor);
      // Strictly after the last item of the previous page, so inserts meanwhile (newer) never shift a page.
      // The `$lte` repeats the `$or`'s bound on `createdAt` where every planner sees it: the index walk
      // seeks straight to the page (on MongoDB too, whose bounds come from top-level predicates).
      filter.createdAt = { $lte: after.createdAt };
      filter.$or = [
        { createdAt: { $lt: after.createdAt } },
        { createdAt: after.createdAt, _id: { $lt: after.id } },
      ];
    }
    // One `find` command whose answer the driver decodes once (service-kit `findPage`): the filter is already in
    // stored types (nothing for mongoose to cast) and the documents are plain objects, which is all a page needs.
    const readPage = <T>(projection: Record<string, 0 | 1>) =>
      findPage<T>(this.guides, filter as mongo.Filter<mongo.Document>, {
        projection,
        sort: { createdAt: -1, _id: -1 },
        limit: limit + 1,
      });
    let records = await readPage<ListedGuide>(listedFields);
    if (!records.every((record) => isSummaryJson(record.summaryJson)))
      records = await this.summarized(readPage);
    const page = records.slice(0, limit);
    const last = page.at(-1);
    let nextCursor: string | null = null;
    if (records.length > limit && last) {
      const { createdAt, id } = summaryPosition(last.summaryJson);
      nextCursor = encodeCursor({ createdAt, id: new Types.ObjectId(id) });
    }
    return listPageJson(page, nextCursor);
  }

  /**
   * A guide written by an instance of an earlier version since this one started has no stored card until the next
   * start makes it (migrations/derived-fields.ts): its page is read again with the fields cards are made from.
   */
  private async summarized(
    readPage: <T>(projection: Record<string, 0 | 1>) => Promise<T[]>,
  ): Promise<ListedGuide[]> {
    const records = await readPage<SummarySource & Pick<RepairGuideRecord, 'views' | 'likes'>>({
      ...summarySourceFields,
      views: 1,
      likes: 1,
    });
    return records.map((record) => ({
      summaryJson: summaryJson(record),
      views: record.views,
      likes: record.likes,
    }));
  }

  /** The guide with its steps by step number, and whether `viewerId` liked it; null when there is none. */
  async findById(id: string, viewerId?: string): Promise<GuideDetail | null> {
    const guideId = parseGuideId(id);
    if (!guideId) return null;
    const record = await this.guides.findById(guideId).lean<RepairGuideRecord>();
    if (!record) return null;
    const [steps, liked] = await Promise.all([
      this.steps.find({ guideId }).sort({ stepNumber: 1 }).lean<GuideStepRecord[]>(),
      viewerId ? this.likes.exists({ guideId, userId: viewerId }) : null,
    ]);
    return {
      ...toGuide(record),
      steps: steps.map(toStep),
      likedByMe: Boolean(liked),
      revision: record.revision ?? 0,
    };
  }

  /** Writes the guide and its steps (steps first, see the class comment). */
  async create(userId: string, input: CreateGuideInput): Promise<GuideDetail> {
    const guideId = new Types.ObjectId();
    const overview = { userId, ...writtenFields(input), views: 0, likes: 0, createdAt: new Date() };
    const fields: GuideFields = { ...overview, ...derivedGuideFields({ _id: guideId, ...overview }) };
    try {
      if (input.steps.length > 0) await this.steps.insertMany(stepRecords(guideId, input.steps));
      await this.guides.create({ _id: guideId, ...fields });
    } catch (error) {
      await this.steps.deleteMany({ guideId }).catch(() => undefined);
      throw error;
    } finally {
      this.listCache.clear();
    }
    return {
      ...toGuide({ _id: guideId, ...fields }),
      steps: input.steps.map(toStep),
      likedByMe: false,
      revision: 0,
    };
  }

  /** The picture address of a guide's cover (no step) or of one step; undefined when there is none. */
  async imageUrlOf(id: string, stepNumber?: number): Promise<string | undefined> {
    const guideId = parseGuideId(id);
    if (!guideId) return undefined;
    if (stepNumber === undefined) {
      const guide = await this.guides
        .findById(guideId, { imageUrl: 1 })
        .lean<Pick<RepairGuideRecord, 'imageUrl'>>();
      return guide?.imageUrl ?? undefined;
    }
    // Only a step of a guide that exists (steps without their guide are unreachable).
    if (!(await this.guides.exists({ _id: guideId }))) return undefined;
    const step = await this.steps
      .findOne({ guideId, stepNumber }, { imageUrl: 1 })
      .lean<Pick<GuideStepRecord, 'imageUrl'>>();
    return step?.imageUrl ?? undefined;
  }

  /** Every picture address a guide names (its cover's and its steps'); empty when there is no such guide. */
  async imageUrlsOf(id: string): Promise<string[]> {
    const guideId = parseGuideId(id);
    if (!guideId) return [];
    const [guide, steps] = await Promise.all([
      this.guides.findById(guideId, { imageUrl: 1 }).lean<Pick<RepairGuideRecord, 'imageUrl'>>(),
      this.steps.find({ guideId }, { imageUrl: 1 }).lean<Pick<GuideStepRecord, 'imageUrl'>[]>(),
    ]);
    if (!guide) return [];
    return [guide.imageUrl, ...steps.map((step) => step.imageUrl)].filter((url): url is string => !!url);
  }

  /**
   * Which of `imageUrls` any guide still names, as its cover or a step's picture. No index serves it (a scan of both
   * collections), so it is asked only about the uploaded pictures a deleted or edited guide named.
   */
  async imageUrlsInUse(imageUrls: readonly string[]): Promise<Set<string>> {
    if (imageUrls.length === 0) return new Set();
    const filter = { imageUrl: { $in: [...imageUrls] } };
    const [guides, steps] = await Promise.all([
      this.guides.find(filter, { _id: 0, imageUrl: 1 }).lean<Pick<RepairGuideRecord, 'imageUrl'>[]>(),
      this.steps.find(filter, { _id: 0, imageUrl: 1 }).lean<Pick<GuideStepRecord, 'imageUrl'>[]>(),
    ]);
    return new Set(
      [...guides, ...steps].map((record) => record.imageUrl).filter((url): url is string => !!url),
    );
  }

  /** The author of a guide (null for samples), or undefined when there is no such guide. */
  async authorOf(id: string): Promise<string | null | undefined> {
    const guideId = parseGuideId(id);
    if (!guideId) return undefined;
    const record = await this.guides
      .findById(guideId, { userId: 1 })
      .lean<Pick<RepairGuideRecord, 'userId'>>();
    return record ? (record.userId ?? null) : undefined;
  }

  /**
   * Replaces a guide's overview and its steps (the same rules as a new guide); views, likes, author and
   * date stay. The old steps are replaced before the guide, so a reader between the two writes sees the
   * new steps under the old overview at worst. Null when the guide does not exist.
   *
   * The edit first claims the next revision: with `input.revision` only if the guide is still at it, so of two edits
   * begun from one version the second is refused (`GuideChangedError`) instead of undoing the first; and two saves
   * arriving together (with or without a revision) never write their steps into each other's.
   */
  async update(id: string, input: UpdateGuideInput, viewerId?: string): Promise<GuideDetail | null> {
    const guideId = parseGuideId(id);
    if (!guideId) return null;
    const { revision: startedFrom, ...guide } = input;
    // A guide never edited has no revision field: it is at revision 0.
    const atRevision =
      startedFrom === undefined
        ? {}
        : startedFrom === 0
          ? { $or: [{ revision: 0 }, { revision: { $exists: false } }] }
          : { revision: startedFrom };
    // The author and date stay, and the list card shows them.
    const stored = await this.guides
      .findOneAndUpdate(
        { _id: guideId, ...atRevision },
        { $inc: { revision: 1 } },
        { projection: { userId: 1, createdAt: 1 } },
      )
      .lean<Pick<RepairGuideRecord, '_id' | 'userId' | 'createdAt'>>();
    if (!stored) {
      if (startedFrom !== undefined && (await this.guides.exists({ _id: guideId })))
        throw new GuideChangedError();
      return null;
    }
    const overview = writtenFields(guide);
    try {
      await this.steps.deleteMany({ guideId });
      if (guide.steps.length > 0) await this.steps.insertMany(stepRecords(guideId, guide.steps));
      await this.guides.updateOne(
        { _id: guideId },
        { $set: { ...overview, ...derivedGuideFields({ ...stored, ...overview }) } },
      );
    } catch (error) {
      // Another save without a revision wrote its steps at the same moment.
      if (isDuplicateKeyError(error)) throw new GuideChangedError();
      throw error;
    } finally {
      this.listCache.clear();
    }
    return this.findById(id, viewerId);
  }

  /** Deletes a guide with its steps and likes; false when there was no such guide. */
  async remove(id: string): Promise<boolean> {
    const guideId = parseGuideId(id);
    if (!guideId) return false;
    // The guide first: once it is gone its steps and likes are unreachable, whatever happens next.
    const { deletedCount } = await this.guides.deleteOne({ _id: guideId });
    this.listCache.clear();
    if (deletedCount === 0) return false;
    await Promise.all([
      this.steps.deleteMany({ guideId }),
      this.likes.deleteMany({ guideId }),
      this.viewMarks.deleteMany({ guideId }),
    ]);
    return true;
  }

  /** Bulk insert of generated guides: all steps in one write, then all guides in one write. */
  async insertGenerated(
    generated: readonly GeneratedGuide[],
    options: { userId: string | null; createdAt: (index: number) => Date },
  ) {
    const ids = generated.map(() => new Types.ObjectId());
    const steps = generated.flatMap((guide, index) => stepRecords(ids[index], guide.steps));
    const guides = generated.map((guide, index) => {
      const overview = {
        _id: ids[index],
        userId: options.userId,
        ...writtenFields(guide),
        views: guide.views,
        likes: guide.likes,
        createdAt: options.createdAt(index),
      };
      return { ...overview, ...derivedGuideFields(overview) };
    });
    try {
      // Generated content is built from the catalog and already valid: skip per-document casting.
      await this.steps.insertMany(steps, { lean: true, ordered: false });
      await this.guides.insertMany(guides, { lean: true, ordered: false });
    } catch (error) {
      // Guides that made it in keep their steps; the steps of any guide that did not are removed.
      const written = await this.guides.find({ _id: { $in: ids } }, { _id: 1 }).lean();
      const writtenIds = new Set(written.map((guide) => guide._id.toHexString()));
      const orphaned = ids.filter((id) => !writtenIds.has(id.toHexString()));
      await this.steps.deleteMany({ guideId: { $in: orphaned } }).catch(() => undefined);
      throw error;
    } finally {
      this.listCache.clear();
    }
    return guides.length;
  }

  /**
   * Counts `visitor`'s opening of the guide once per window (models/guide-view.ts): the first opening adds a view, a
   * reload or a return within the window only reads the count. Null when the guide does not exist.
   */
  async recordView(id: string, visitor: string): Promise<number | null> {
    const guideId = parseGuideId(id);
    if (!guideId) return null;
    const current = await this.guides
      .findById(guideId, { views: 1 })
      .lean<Pick<RepairGuideRecord, 'views'>>();
    if (!current) return null;
    try {
      await this.viewMarks.create({ guideId, visitor });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return current.views ?? 0; // already counted in this window
    }
    const updated = await this.guides
      .findOneAndUpdate(
        { _id: guideId },
        { $inc: { views: 1 } },
        { returnDocument: 'after', projection: { views: 1 } },
      )
      .lean<Pick<RepairGuideRecord, 'views'>>();
    return updated ? updated.views : null;
  }

  /** Likes once per user: a repeated like changes nothing. Null when the guide does not exist. */
  async like(id: string, userId: string): Promise<GuideLikeResponse | null> {
    const guideId = parseGuideId(id);
    if (!guideId) return null;
    if (!(await this.guides.exists({ _id: guideId }))) return null;
    let added = true;
    try {
      await this.likes.create({ guideId, userId });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      added = false;
    }
    const likes = added ? await this.adjustLikes(guideId, 1) : await this.likeCount(guideId);
    return { likes, likedByMe: true };
  }

  /** Removes the user's like if there is one. Null when the guide does not exist. */
  async unlike(id: string, userId: string): Promise<GuideLikeResponse | null> {
    const guideId = parseGuideId(id);
    if (!guideId) return null;
    if (!(await this.guides.exists({ _id: guideId }))) return null;
    const { deletedCount } = await this.likes.deleteOne({ guideId, userId });
    const likes = deletedCount > 0 ? await this.adjustLikes(guideId, -1) : await this.likeCount(guideId);
    return { likes, likedByMe: false };
  }

  /** Number of guides in the library. */
  async count(): Promise<number> {
    // From the collection's metadata: the whole library, without reading 100,000 documents.
    return this.guides.estimatedDocumentCount();
  }

  /**
   * One +1 per stored like pair and one -1 per deleted pair, never skipped, so once no press is in flight the counter
   * equals the pairs stored. An unlike may apply its -1 before the +1 of the like it undid (the counter is then
   * briefly -1): a guard that skipped that -1 left the like counted for good.
   */
  private async adjustLikes(guideId: Types.ObjectId, delta: 1 | -1): Promise<number> {
    const updated = await this.guides
      .findOneAndUpdate(
        { _id: guideId },
        { $inc: { likes: delta } },
        { returnDocument: 'after', projection: { likes: 1 } },
      )
      .lean<Pick<RepairGuideRecord, 'likes'>>();
    return shownCount(updated?.likes);
  }

  private async likeCount(guideId: Types.ObjectId): Promise<number> {
    const record = await this.guides.findById(guideId, { likes: 1 }).lean<Pick<RepairGuideRecord, 'likes'>>();
    return shownCount(record?.likes);
  }
}
