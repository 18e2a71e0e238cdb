/** Databases, collections, documents and their indexes; every mutation is recorded for the journal and change streams. */
import { UUID } from 'bson';
import { MongoCommandError, notSupported } from './errors';
import type { SortSpec } from './cursors';
import {
  Index,
  normalizeIndexSpec,
  sameIndexOptions,
  sameKeyPattern,
  type IndexSpec,
  type KeyBound,
} from './indexes';
import { analyzeFilter, type FilterShape } from './query';
import {
  bsonTag,
  compareValues,
  formatValue,
  isPlainObject,
  keyOf,
  newObjectId,
  setTag,
  getTag,
  type Doc,
} from './values';

export type JournalEntry = Doc;

export interface ChangeRecord {
  op:
    | 'insert'
    | 'update'
    | 'replace'
    | 'delete'
    | 'drop'
    | 'dropDatabase'
    | 'rename'
    | 'create'
    | 'createIndexes'
    | 'dropIndexes';
  db: string;
  coll?: string;
  documentKey?: Doc;
  before?: Doc;
  after?: Doc;
  to?: { db: string; coll: string };
}

/** What one command changed: journal entries to make durable, then change events to publish. */
export class WriteBatch {
  readonly entries: JournalEntry[] = [];
  readonly changes: ChangeRecord[] = [];

  record(entry: JournalEntry, change?: ChangeRecord) {
    this.entries.push(entry);
    if (change) this.changes.push(change);
  }

  get empty() {
    return this.entries.length === 0;
  }
}

export interface Plan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  indexName?: string;
  keyPattern?: Doc;
  /** Candidate ids in index order; undefined means a full collection scan. */
  ids?: Iterable<string>;
  /** The ids come in the order the find's sort asks for: no sort stage is needed. */
  sorted?: boolean;
  direction?: 'forward' | 'backward';
  /** Keys looked at so far by an index walk that stops early, and documents it read (explain). */
  examined?: { keys: number; docs?: number };
}

/** What a sorted find tells the planner: the sort, and whether a limit lets an index walk stop early. */
export interface PlanOrder {
  sort: SortSpec;
  limited: boolean;
}

/** Candidates an index lookup or range may return before a sorted, limited find prefers walking an index in sort order. */
const sortInMemoryUpTo = 1000;

/** Documents of the rarest `$all` value up to which the others are checked in the index rather than walked. */
const allIntersectUpTo = 20_000;

/**
 * Documents of the rarest `$all` value above which a sorted, limited find first intersects the values' bitmaps:
 * below it the walk in sort order is short anyway; above it, values that seldom stand together would make the walk
 * visit every entry of the rarest one.
 */
const allWalkUpTo = 1000;

/**
 * How many documents holding every `$all` value (found from the bitmaps) are read and sorted in memory when the
 * rarest value has `count` documents; more are met by the walk instead. Reading and sorting m documents costs
 * about m document reads, the walk about 25 × count / m index keys (a tenth of a read each): the two meet near
 * m = 2√count (about 280 when the rarer word is in 19,000 titles).
 */
function holdingUpTo(count: number): number {
  return Math.min(sortInMemoryUpTo, Math.max(100, Math.ceil(2 * Math.sqrt(count))));
}

const idIndexSpec: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

const unsupportedCollectionOptions: Record<string, string> = {
  capped: 'capped collections',
  size: 'capped collections',
  max: 'capped collections',
  timeseries: 'time-series collections',
  clusteredIndex: 'clustered collections',
  viewOn: 'views',
  pipeline: 'views',
  collation: 'collation',
  encryptedFields: 'queryable encryption',
  storageEngine: 'storage engine options',
  indexOptionDefaults: 'index option defaults',
  expireAfterSeconds: 'clustered collections with expireAfterSeconds',
};

const ignoredCollectionOptions = new Set([
  'validator',
  'validationLevel',
  'validationAction',
  'changeStreamPreAndPostImages',
  'writeConcern',
  'comment',
  'lsid',
  'autoIndexId',
  'idIndex',
]);

export function validateCollectionOptions(options: Doc): Doc {
  const out: Doc = {};
  for (const key of Object.keys(options)) {
    if (unsupportedCollectionOptions[key] && options[key] !== undefined && options[key] !== false) {
      if (key === 'collation' && isPlainObject(options[key]) && (options[key] as Doc).locale === 'simple')
        continue;
      throw notSupported(unsupportedCollectionOptions[key]);
    }
    if (
      key === 'validator' &&
      isPlainObject(options.validator) &&
      Object.keys(options.validator).length > 0
    ) {
      throw notSupported('collection validators (schema validation)');
    }
    if (ignoredCollectionOptions.has(key) && key !== 'writeConcern' && key !== 'comment' && key !== 'lsid')
      out[key] = options[key];
  }
  return out;
}

export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, Index>();
  uuid: UUID;

  constructor(
    readonly catalog: Catalog,
    public db: string,
    public name: string,
    public options: Doc = {},
    uuid?: UUID,
  ) {
    this.uuid = uuid ?? new UUID();
  }

  get ns() {
    return `${this.db}.${this.name}`;
  }

  get count() {
    return this.docs.size;
  }

  indexSpecs(): IndexSpec[] {
    return [idIndexSpec, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  findIndex(nameOrKey: unknown): Index | '_id_' | undefined {
    if (typeof nameOrKey === 'string') {
      if (nameOrKey === '_id_') return '_id_';
      return this.indexes.get(nameOrKey);
    }
    if (isPlainObject(nameOrKey)) {
      if (sameKeyPattern(nameOrKey, { _id: 1 })) return '_id_';
      for (const index of this.indexes.values()) if (sameKeyPattern(index.spec.key, nameOrKey)) return index;
    }
    return undefined;
  }

  // -------------------------------------------------------------------------------------------------
  // Writes
  // -------------------------------------------------------------------------------------------------

  /**
   * Runs a write of many documents with the indexes' ordered entries placed once at its end, in key order, instead
   * of one by one (see `OrderedEntries.deferInserts`); the entries are placed even when the write fails part way.
   */
  inBulk<T>(write: () => T): T {
    this.deferIndexInserts();
    try {
      return write();
    } finally {
      this.flushIndexInserts();
    }
  }

  /** From now on, collects the ordered entries of inserts into the current indexes (see `inBulk`). */
  deferIndexInserts() {
    for (const index of this.indexes.values()) index.deferInserts();
  }

  /** Places the collected entries; reads of an index place its own first anyway. */
  flushIndexInserts() {
    for (const index of this.indexes.values()) index.flushInserts();
  }

  /** Validates and inserts one document (the caller has given it an _id). */
  insert(doc: Doc, batch?: WriteBatch): void {
    validateForStorage(doc);
    const id = keyOf(doc._id);
    if (this.docs.has(id)) {
      throw new MongoCommandError(
        'DuplicateKey',
        `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: { _id: ${formatValue(doc._id)} }`,
        { keyPattern: { _id: 1 }, keyValue: { _id: doc._id } },
      );
    }
    const keys = this.keysForAll(doc, id);
    this.docs.set(id, doc);
    for (const [index, k] of keys) index.add(id, k);
    batch?.record(
      { o: 'i', db: this.db, coll: this.name, d: doc },
      { op: 'insert', db: this.db, coll: this.name, documentKey: { _id: doc._id }, after: doc },
    );
  }

  /**
   * Replaces a stored document with its updated version; `op` says how change streams report it. Only the indexes
   * whose fields the update changed are updated: counting a guide's view (`$inc` of `views`) used to take its
   * dozens of title-prefix entries out of two indexes and put them back.
   */
  replace(before: Doc, after: Doc, op: 'update' | 'replace', batch?: WriteBatch): void {
    validateForStorage(after);
    const id = keyOf(before._id);
    const changed = [...this.indexes.values()].filter((index) => !index.sameEntries(before, after));
    const newKeys = this.keysForAll(after, id, changed);
    for (const index of changed) index.remove(id, index.keysFor(before));
    this.docs.set(id, after);
    for (const [index, k] of newKeys) index.add(id, k);
    batch?.record(
      { o: 'u', db: this.db, coll: this.name, d: after },
      { op, db: this.db, coll: this.name, documentKey: { _id: after._id }, before, after },
    );
  }

  remove(doc: Doc, batch?: WriteBatch): void {
    const id = keyOf(doc._id);
    if (!this.docs.has(id)) return;
    for (const index of this.indexes.values()) index.remove(id, index.keysFor(doc));
    this.docs.delete(id);
    batch?.record(
      { o: 'r', db: this.db, coll: this.name, id: doc._id },
      { op: 'delete', db: this.db, coll: this.name, documentKey: { _id: doc._id }, before: doc },
    );
  }

  removeById(idValue: unknown) {
    const doc = this.docs.get(keyOf(idValue));
    if (doc) this.remove(doc);
  }

  /** Computes the keys of every index (or of `indexes`) and enforces unique indexes; nothing is changed. */
  private keysForAll(
    doc: Doc,
    id: string,
    indexes: Iterable<Index> = this.indexes.values(),
  ): [Index, ReturnType<Index['keysFor']>][] {
    const out: [Index, ReturnType<Index['keysFor']>][] = [];
    for (const index of indexes) {
      const keys = index.keysFor(doc);
      index.checkUnique(doc, id, this.ns, keys);
      out.push([index, keys]);
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------------
  // Indexes
  // -------------------------------------------------------------------------------------------------

  /** Creates an index over the existing documents; returns false when an identical index exists. */
  createIndex(raw: unknown, batch?: WriteBatch): boolean {
    const spec = normalizeIndexSpec(raw);
    if (spec.name === '_id_' || sameKeyPattern(spec.key, { _id: 1 })) {
      if (spec.unique === false || spec.sparse || spec.partialFilterExpression) {
        throw new MongoCommandError(
          'InvalidIndexSpecificationOption',
          `The field 'unique' is not valid for an _id index specification.`,
        );
      }
      return false;
    }
    for (const existing of this.indexes.values()) {
      if (existing.name === spec.name) {
        if (sameKeyPattern(existing.spec.key, spec.key)) {
          if (sameIndexOptions(existing.spec, spec)) return false;
          throw new MongoCommandError(
            'IndexOptionsConflict',
            `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
          );
        }
        throw new MongoCommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        );
      }
      if (
        sameKeyPattern(existing.spec.key, spec.key) &&
        JSON.stringify(existing.spec.partialFilterExpression ?? null) ===
          JSON.stringify(spec.partialFilterExpression ?? null)
      ) {
        if (sameIndexOptions(existing.spec, spec)) return false;
        throw new MongoCommandError(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        );
      }
    }
    const index = new Index(spec);
    index.deferInserts();
    try {
      for (const [id, doc] of this.docs) {
        const keys = index.keysFor(doc);
        index.checkUnique(doc, id, this.ns, keys);
        index.add(id, keys);
      }
    } finally {
      index.flushInserts();
    }
    this.indexes.set(spec.name, index);
    batch?.record(
      { o: 'ix', db: this.db, coll: this.name, spec },
      { op: 'createIndexes', db: this.db, coll: this.name },
    );
    return true;
  }

  dropIndex(name: string, batch?: WriteBatch) {
    this.indexes.delete(name);
    batch?.record(
      { o: 'dx', db: this.db, coll: this.name, name },
      { op: 'dropIndexes', db: this.db, coll: this.name },
    );
  }

  /** Replaces an index's options (collMod); the keys are unchanged. */
  modifyIndex(name: string, changes: Doc, batch?: WriteBatch) {
    const index = this.indexes.get(name);
    if (!index) throw new MongoCommandError('IndexNotFound', `cannot find index ${name} for ns ${this.ns}`);
    if ('expireAfterSeconds' in changes) index.spec.expireAfterSeconds = changes.expireAfterSeconds as number;
    if ('hidden' in changes) {
      if (changes.hidden) index.spec.hidden = true;
      else delete index.spec.hidden;
    }
    batch?.record({ o: 'ixm', db: this.db, coll: this.name, name, spec: index.spec });
  }

  // -------------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------------

  getById(idValue: unknown): Doc | undefined {
    return this.docs.get(keyOf(idValue));
  }

  /**
   * Picks the cheapest access path for a filter: _id lookup, index lookup or range, an index walked in
   * the order of the find's sort, or a full scan.
   */
  plan(filter: Doc | undefined, hint?: unknown, order?: PlanOrder): Plan {
    if (hint !== undefined && hint !== null && !(isPlainObject(hint) && Object.keys(hint).length === 0)) {
      if (isPlainObject(hint) && '$natural' in hint) return { stage: 'COLLSCAN' };
      const index = this.findIndex(hint);
      if (!index)
        throw new MongoCommandError('BadValue', 'hint provided does not correspond to an existing index');
    }
    const shape = analyzeFilter(filter);
    const all = this.allPlan(shape, order);
    if (all) return all;
    if (order && !shape.fields.get('_id')?.eq) {
      const ordered = this.orderedPlan(shape, order);
      if (ordered) return ordered;
    }
    return this.planShape(shape) ?? { stage: 'COLLSCAN' };
  }

  /**
   * `$all` on an indexed array field (`{ words: { $all: ['dryer', 'belt'] } }`): counts each value's
   * documents in the index and starts from the rarest. A value no document has answers at once. When an
   * index with the rarest value pinned serves the sort, its entries are walked in order and a document is
   * read only if the index shows it holds every other value too (a hash lookup per value), so the walk
   * stops at the limit without testing documents that cannot match. Otherwise the documents holding every
   * value are found in the index and sorted in memory, or the rarest value is pinned for the usual plans.
   *
   * The array field may follow fields pinned by equality (`{ category: 1, words: 1, created_at: -1 }` with
   * a category): values are then counted under the pinned values (the rarest in that category) and the
   * walk reads only that category's entries for the rarest value. The other values are checked in an
   * index that leads with the array field, or else under the pinned values of the compound index; equality
   * on a field the walked index does not pin is checked in an index that leads with that field.
   */
  private allPlan(shape: FilterShape, order?: PlanOrder): Plan | undefined {
    const usable = (index: Index) => !index.partial && !index.sparse && !index.spec.hidden;
    const pinnedValue = (field: string) => {
      const eq = shape.fields.get(field)?.eq;
      return eq?.length === 1 ? { value: eq[0] } : undefined;
    };
    for (const [field, predicate] of shape.fields) {
      if (!predicate.all || predicate.eq) continue;
      const leading = [...this.indexes.values()].find(
        (candidate) => usable(candidate) && candidate.fields[0] === field,
      );
      // A compound index whose fields before the array field are all pinned counts within those values.
      let nested: { index: Index; pins: unknown[] } | undefined;
      for (const candidate of this.indexes.values()) {
        const at = candidate.fields.indexOf(field);
        if (!usable(candidate) || at <= 0 || (nested && nested.pins.length >= at)) continue;
        const pins = candidate.fields.slice(0, at).map(pinnedValue);
        if (pins.every((pin) => pin !== undefined))
          nested = { index: candidate, pins: pins.map((pin) => pin!.value) };
      }
      const counter = nested?.index ?? leading;
      if (!counter) continue;
      const pins = nested?.pins ?? [];
      // Under pinned values the count comes from the ordered entries (two seeks), not from a map of
      // every (pinned values, value) pair that would double the index's memory.
      const counted = predicate.all.map((value) => ({
        value,
        count: nested ? counter.countEqual([...pins, value]) : counter.countPrefix([[value]]),
      }));
      counted.sort((a, b) => a.count - b.count);
      const planned = { stage: 'IXSCAN' as const, indexName: counter.name, keyPattern: counter.spec.key };
      if (counted[0].count === 0) return { ...planned, ids: [] };
      // With equality on another field (a category) the walk below checks it in an index before reading anything.
      const otherEquality = [...shape.fields].some(([other, p]) => other !== field && p.eq !== undefined);
      // One value: every document the walk meets holds it, so there is nothing to intersect.
      if (order && !nested && !otherEquality && counted.length > 1 && counted[0].count > allWalkUpTo) {
        // Few documents hold every value: they are sorted in memory; many: the walk below meets them soon.
        const holding = counter.idsHoldingAll(
          counted.map(({ value }) => value),
          holdingUpTo(counted[0].count),
        );
        if (holding) return { ...planned, ids: holding };
      }
      const others = counted.slice(1).map(({ value }) => value);
      predicate.eq = [counted[0].value];
      if (order) {
        const choice = this.sortingIndex(shape, order.sort);
        if (choice && choice.index.fields.slice(0, choice.equal.length).includes(field)) {
          const { index: walked, equal, reverse, bound } = choice;
          const accept = this.indexOnlyTest(
            shape,
            walked.fields.slice(0, equal.length),
            field,
            others,
            leading ? undefined : nested,
          );
          const examined = { keys: 0, docs: 0 };
          return {
            stage: 'IXSCAN',
            indexName: walked.name,
            keyPattern: walked.spec.key,
            ids: { [Symbol.iterator]: () => walked.scan(equal, reverse, bound, examined, accept) },
            sorted: true,
            direction: reverse ? 'backward' : 'forward',
            examined,
          };
        }
      }
      if (leading && (!order || counted[0].count <= allIntersectUpTo)) {
        const holdsOthers = (id: string) => others.every((value) => leading.hasLeading(value, id));
        const ids = [...leading.lookup([[counted[0].value]])].filter(holdsOthers);
        if (!order || ids.length <= sortInMemoryUpTo) return { ...planned, ids };
      }
    }
    return undefined;
  }

  /**
   * What can be decided from the indexes alone about a document met on an index walk: the `$all` field's
   * other values, and single-value equality on fields the walk does not pin, each checked in an index
   * that leads with that field (a hash lookup). Undefined when there is nothing to check that way.
   */
  private indexOnlyTest(
    shape: FilterShape,
    walkedPins: string[],
    allField: string,
    otherValues: unknown[],
    nested?: { index: Index; pins: unknown[] },
  ): ((id: string) => boolean) | undefined {
    const leadingOn = (field: string) =>
      [...this.indexes.values()].find(
        (index) => index.fields[0] === field && !index.partial && !index.sparse && !index.spec.hidden,
      );
    const checks: ((id: string) => boolean)[] = [];
    const allIndex = leadingOn(allField);
    // The array field's other values: in an index that leads with it, or under the pinned values.
    for (const value of otherValues) {
      if (allIndex) checks.push(allIndex.prefixTest([value]));
      else if (nested) checks.push(nested.index.prefixTest([...nested.pins, value]));
    }
    for (const [field, predicate] of shape.fields) {
      if (field === allField || walkedPins.includes(field) || predicate.eq?.length !== 1) continue;
      const index = leadingOn(field);
      if (index) checks.push(index.prefixTest([predicate.eq[0]]));
    }
    if (checks.length === 0) return undefined;
    return (id) => {
      for (let i = 0; i < checks.length; i++) if (!checks[i](id)) return false;
      return true;
    };
  }

  /** The index with the longest equality prefix for the filter (ties: unique and full, then shorter keys). */
  private equalityChoice(
    shape: FilterShape,
  ): { index: Index; depth: number; lists: unknown[][] } | undefined {
    let best: { index: Index; depth: number } | undefined;
    for (const index of this.indexes.values()) {
      if (index.partial || index.spec.hidden) continue;
      let depth = 0;
      for (const field of index.fields) {
        const predicate = shape.fields.get(field);
        if (!predicate?.eq) break;
        if (index.sparse && predicate.eq.some((v) => v === null)) break;
        depth++;
      }
      if (depth === 0) continue;
      const full = depth === index.fields.length;
      if (
        !best ||
        depth > best.depth ||
        (depth === best.depth &&
          full &&
          index.unique &&
          !(best.index.unique && best.depth === best.index.fields.length)) ||
        (depth === best.depth && index.fields.length < best.index.fields.length)
      ) {
        best = { index, depth };
      }
    }
    if (!best) return undefined;
    const lists = best.index.fields.slice(0, best.depth).map((field) => shape.fields.get(field)!.eq!);
    return { ...best, lists };
  }

  private planShape(shape: FilterShape): Plan | undefined {
    const idPredicate = shape.fields.get('_id');
    if (idPredicate?.eq)
      return { stage: 'IDHACK', indexName: '_id_', keyPattern: { _id: 1 }, ids: idPredicate.eq.map(keyOf) };
    const equality = this.equalityChoice(shape);
    if (equality) {
      const combos = equality.lists.reduce((n, list) => n * list.length, 1);
      if (combos <= 10_000) {
        return {
          stage: 'IXSCAN',
          indexName: equality.index.name,
          keyPattern: equality.index.spec.key,
          ids: equality.index.lookup(equality.lists),
        };
      }
    }
    for (const index of this.indexes.values()) {
      if (index.partial || index.spec.hidden) continue;
      const predicate = shape.fields.get(index.fields[0]);
      if (!predicate) continue;
      if (predicate.prefix !== undefined) {
        return {
          stage: 'IXSCAN',
          indexName: index.name,
          keyPattern: index.spec.key,
          ids: index.range(undefined, undefined, predicate.prefix),
        };
      }
      if (predicate.lower || predicate.upper) {
        const lowerRank = predicate.lower ? bracketOf(predicate.lower.value) : undefined;
        const upperRank = predicate.upper ? bracketOf(predicate.upper.value) : undefined;
        if (lowerRank !== undefined && upperRank !== undefined && lowerRank !== upperRank) continue;
        return {
          stage: 'IXSCAN',
          indexName: index.name,
          keyPattern: index.spec.key,
          ids: index.range(predicate.lower, predicate.upper),
        };
      }
    }
    if (shape.or && shape.or.length) {
      const union = new Set<string>();
      const names = new Set<string>();
      for (const branch of shape.or) {
        const plan = this.planShape(branch);
        if (!plan || !plan.ids) return undefined;
        for (const id of plan.ids) union.add(id);
        if (plan.indexName) names.add(plan.indexName);
      }
      return { stage: 'IXSCAN', indexName: [...names].join(','), ids: union };
    }
    return undefined;
  }

  /**
   * An index whose key order is the sort's: fields pinned by equality first, then the sort fields, all in
   * the index's directions or all reversed. Walking it needs no sort and stops at the find's limit.
   * Sparse, partial and hidden indexes do not qualify (their coverage differs), nor a multikey index unless
   * each of its array fields is pinned to one value.
   */
  private sortingIndex(
    shape: FilterShape,
    sort: SortSpec,
  ): { index: Index; equal: unknown[]; reverse: boolean; bound: KeyBound } | undefined {
    const pinned = (field: string) => shape.fields.get(field)?.eq?.length === 1;
    const wanted = sort.fields.filter(([field]) => !pinned(field));
    if (wanted.length === 0) return undefined;
    let best: { index: Index; equal: unknown[]; reverse: boolean; bound: KeyBound } | undefined;
    for (const index of this.indexes.values()) {
      if (index.partial || index.sparse || index.spec.hidden) continue;
      let k = 0;
      while (k < index.fields.length && pinned(index.fields[k])) k++;
      // An array field keeps the order only where one value is pinned: its entries for that value are in key order.
      if (index.multikeyFields.some((multi, i) => multi && i >= k)) continue;
      if (k + wanted.length > index.fields.length) continue;
      const relation = wanted[0][1] * index.directions[k];
      const matches = wanted.every(
        ([field, direction], i) =>
          index.fields[k + i] === field && direction * index.directions[k + i] === relation,
      );
      if (!matches) continue;
      if (
        best &&
        (best.equal.length > k ||
          (best.equal.length === k && best.index.fields.length <= index.fields.length))
      )
        continue;
      const equal = index.fields.slice(0, k).map((field) => shape.fields.get(field)!.eq![0]);
      best = { index, equal, reverse: relation < 0, bound: boundOf(shape, index.fields[k]) };
    }
    return best;
  }

  /** A plan that walks an index in the sort's order, when that beats sorting the candidates of another plan. */
  private orderedPlan(shape: FilterShape, order: PlanOrder): Plan | undefined {
    const choice = this.sortingIndex(shape, order.sort);
    if (!choice) return undefined;
    const equality = this.equalityChoice(shape);
    if (equality && equality.depth > choice.equal.length) {
      // A narrower equality lookup: sort its candidates unless they are many and only the first few are wanted.
      if (!order.limited || equality.index.countPrefix(equality.lists) <= sortInMemoryUpTo) return undefined;
    } else if (!equality && choice.bound.lower === undefined && choice.bound.upper === undefined) {
      // A range or prefix on another field may be narrow: prefer it when it is.
      const other = this.planShape(shape);
      if (other && sizeOf(other.ids) <= sortInMemoryUpTo) return other;
    }
    const { index, equal, reverse, bound } = choice;
    const examined = { keys: 0 };
    return {
      stage: 'IXSCAN',
      indexName: index.name,
      keyPattern: index.spec.key,
      ids: { [Symbol.iterator]: () => index.scan(equal, reverse, bound, examined) },
      sorted: true,
      direction: reverse ? 'backward' : 'forward',
      examined,
    };
  }

  /** Candidate documents of a plan, in index or natural order. */
  *candidates(plan: Plan): Generator<Doc> {
    if (!plan.ids) {
      yield* this.docs.values();
      return;
    }
    for (const id of plan.ids) {
      const doc = this.docs.get(id);
      if (doc) yield doc;
    }
  }
}

function sizeOf(ids: Iterable<string> | undefined): number {
  if (ids === undefined) return Infinity;
  if (ids instanceof Set) return ids.size;
  if (Array.isArray(ids)) return ids.length;
  return Infinity;
}

/**
 * Bounds every matching document's value of `field` lies within (inclusive), from the filter's own
 * predicates or, failing those, from every branch of a top-level $or.
 */
function boundOf(shape: FilterShape, field: string): KeyBound {
  const predicate = shape.fields.get(field);
  const bound: KeyBound = {};
  if (predicate) {
    if (predicate.eq?.length === 1) return { lower: predicate.eq[0], upper: predicate.eq[0] };
    if (predicate.lower) bound.lower = predicate.lower.value;
    if (predicate.upper) bound.upper = predicate.upper.value;
    if (bound.lower !== undefined || bound.upper !== undefined) return bound;
  }
  if (!shape.or?.length) return bound;
  const branches = shape.or.map((branch) => boundOf(branch, field));
  if (branches.every((b) => b.lower !== undefined)) {
    bound.lower = branches.map((b) => b.lower).reduce((a, b) => (compareValues(a, b) <= 0 ? a : b));
  }
  if (branches.every((b) => b.upper !== undefined)) {
    bound.upper = branches.map((b) => b.upper).reduce((a, b) => (compareValues(a, b) >= 0 ? a : b));
  }
  return bound;
}

function bracketOf(value: unknown): string {
  if (typeof value === 'number' || bsonTag(value) === 'Long' || bsonTag(value) === 'Decimal128')
    return 'number';
  if (typeof value === 'string') return 'string';
  if (value instanceof Date) return 'date';
  return bsonTag(value) ?? typeof value;
}

/** Checks what MongoDB refuses to store. */
export function validateForStorage(doc: Doc) {
  const id = doc._id;
  if (Array.isArray(id))
    throw new MongoCommandError('InvalidIdField', `The '_id' value cannot be of type array`);
  if (id instanceof RegExp || bsonTag(id) === 'BSONRegExp')
    throw new MongoCommandError('InvalidIdField', "can't use a regex for _id");
  if (id === undefined && '_id' in doc)
    throw new MongoCommandError('InvalidIdField', "can't use undefined for _id");
  if (isPlainObject(id)) {
    for (const key of Object.keys(id)) {
      if (key.startsWith('$'))
        throw new MongoCommandError(
          'DollarPrefixedFieldName',
          `_id fields may not contain '$'-prefixed fields: ${key} is not valid for storage.`,
        );
    }
  }
}

/** Gives a document an _id (first) when it has none, as mongod does on insert. */
export function withId(doc: Doc): Doc {
  if ('_id' in doc) {
    if (Object.keys(doc)[0] === '_id') return doc;
    const out: Doc = { _id: doc._id };
    setTag(out, '_id', getTag(doc, '_id'));
    for (const key of Object.keys(doc)) {
      if (key === '_id') continue;
      out[key] = doc[key];
      setTag(out, key, getTag(doc, key));
    }
    return out;
  }
  const out: Doc = { _id: newObjectId() };
  for (const key of Object.keys(doc)) {
    out[key] = doc[key];
    setTag(out, key, getTag(doc, key));
  }
  return out;
}

export function validateName(kind: 'database' | 'collection', name: unknown): string {
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoCommandError('InvalidNamespace', `Invalid ${kind} name: ${JSON.stringify(name)}`);
  }
  if (kind === 'database' && /[/\\. "$*<>:|?\0]/.test(name)) {
    throw new MongoCommandError('InvalidNamespace', `Invalid database name: '${name}'`);
  }
  if (
    kind === 'collection' &&
    (name.includes('$') || name.includes('\0') || name.startsWith('.') || name.startsWith('system.'))
  ) {
    if (!name.startsWith('system.'))
      throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${name}`);
  }
  return name;
}

export class Catalog {
  readonly databases = new Map<string, Map<string, Collection>>();

  getCollection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  listCollections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  listDatabases(): string[] {
    return [...this.databases.keys()].filter((db) => (this.databases.get(db)?.size ?? 0) > 0);
  }

  /** Returns the collection, creating it implicitly like a first insert does. */
  ensureCollection(db: string, name: string, batch?: WriteBatch): Collection {
    return this.getCollection(db, name) ?? this.createCollection(db, name, {}, batch);
  }

  createCollection(db: string, name: string, options: Doc, batch?: WriteBatch, uuid?: UUID): Collection {
    validateName('database', db);
    validateName('collection', name);
    if (this.getCollection(db, name))
      throw new MongoCommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    let collections = this.databases.get(db);
    if (!collections) {
      collections = new Map();
      this.databases.set(db, collections);
    }
    const collection = new Collection(this, db, name, options, uuid);
    collections.set(name, collection);
    batch?.record(
      { o: 'c', db, coll: name, options, uuid: collection.uuid },
      { op: 'create', db, coll: name },
    );
    return collection;
  }

  dropCollection(db: string, name: string, batch?: WriteBatch): boolean {
    const collections = this.databases.get(db);
    if (!collections?.has(name)) return false;
    collections.delete(name);
    if (collections.size === 0) this.databases.delete(db);
    batch?.record({ o: 'D', db, coll: name }, { op: 'drop', db, coll: name });
    return true;
  }

  dropDatabase(db: string, batch?: WriteBatch) {
    const collections = this.databases.get(db);
    if (collections) {
      for (const name of [...collections.keys()]) batch?.changes.push({ op: 'drop', db, coll: name });
    }
    this.databases.delete(db);
    batch?.record({ o: 'X', db }, { op: 'dropDatabase', db });
  }

  renameCollection(
    db: string,
    name: string,
    toDb: string,
    toName: string,
    dropTarget: boolean,
    batch?: WriteBatch,
  ) {
    const source = this.getCollection(db, name);
    if (!source)
      throw new MongoCommandError(
        'NamespaceNotFound',
        'Source collection ' + `${db}.${name}` + ' does not exist',
      );
    validateName('collection', toName);
    if (this.getCollection(toDb, toName)) {
      if (!dropTarget) throw new MongoCommandError('NamespaceExists', 'target namespace exists');
      this.dropCollection(toDb, toName, batch);
    }
    this.databases.get(db)!.delete(name);
    if (this.databases.get(db)!.size === 0) this.databases.delete(db);
    let target = this.databases.get(toDb);
    if (!target) {
      target = new Map();
      this.databases.set(toDb, target);
    }
    source.db = toDb;
    source.name = toName;
    target.set(toName, source);
    batch?.record(
      { o: 'rn', db, coll: name, toDb, toColl: toName },
      { op: 'rename', db, coll: name, to: { db: toDb, coll: toName } },
    );
  }
}
