/** Secondary indexes: hash maps for equality on every key prefix, and the entries in key order for ranges and sorts. */
import { compileFilter, type Matcher } from './query';
import { MongoCommandError, notSupported } from './errors';
import { compareValues, formatValue, isPlainObject, keyOf, typeRank, valuesAtPath, type Doc } from './values';

export interface IndexSpec {
  v: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  hidden?: boolean;
  [option: string]: unknown;
}

/**
 * One index entry as it comes and goes (an insert, a remove, a walk's `forward`): the document's value for each key
 * field (missing fields as null), then its record id, in one array. Stored, it is numbers only (`OrderedEntries`).
 */
type Entry = readonly unknown[];

/** The record id an entry ends with. */
function idOf(entry: Entry): string {
  return entry[entry.length - 1] as string;
}

/** The entry of a document with these key values (an array of exactly the right length). */
function entryOf(values: unknown[], id: string): Entry {
  const entry = new Array<unknown>(values.length + 1);
  for (let i = 0; i < values.length; i++) entry[i] = values[i];
  entry[values.length] = id;
  return entry;
}

/** A bound on one key field; bounds derived from filters are always used inclusively. */
export interface KeyBound {
  lower?: unknown;
  upper?: unknown;
}

/** `keyOf`, with `undefined` (an empty array's key) told from null as the index orders them. */
function valueKey(value: unknown): string {
  return value === undefined ? 'u' : keyOf(value);
}

/**
 * The values of one index's entries (key values and record ids), each distinct value kept once and named by a
 * number, counted by the entries that hold it and let go with the last one. Strings (title prefixes, categories,
 * record ids: most of them) are found by themselves, other values by their `keyOf`.
 */
class EntryValues {
  private readonly values: unknown[] = [];
  private readonly strings = new Map<string, number>();
  private readonly others = new Map<string, number>();
  private counts = new Int32Array(1024);
  private readonly free: number[] = [];

  /** The number of `value`, given to one more entry. */
  hold(value: unknown): number {
    const isString = typeof value === 'string';
    const key = isString ? value : valueKey(value);
    const numbers = isString ? this.strings : this.others;
    let number = numbers.get(key);
    if (number === undefined) {
      number = this.free.length > 0 ? this.free.pop()! : this.values.length;
      this.values[number] = value;
      numbers.set(key, number);
      if (number >= this.counts.length) {
        const grown = new Int32Array(this.counts.length * 2);
        grown.set(this.counts);
        this.counts = grown;
      }
    }
    this.counts[number]++;
    return number;
  }

  /** One entry fewer holds the value `number` names; the last one lets it go. */
  release(number: number) {
    if (--this.counts[number] > 0) return;
    const value = this.values[number];
    if (typeof value === 'string') this.strings.delete(value);
    else this.others.delete(valueKey(value));
    this.values[number] = null;
    this.free.push(number);
  }

  value(number: number): unknown {
    return this.values[number];
  }
}

/** Entries next to each other in key order: `stride` numbers each (`EntryValues`: the key values, then the record id). */
export class EntryChunk {
  constructor(
    readonly numbers: Int32Array,
    public length: number,
  ) {}
}

/** Where an entry is, for the tests a seek makes: true from some place on (or up to it), in key order. */
export type EntryTest = (chunk: EntryChunk, position: number) => boolean;

/**
 * Index entries in key order (each field in its index direction, then record id), kept in chunks of bounded size so
 * inserts and deletes stay cheap at 100k+ entries. An entry is stored as numbers in its chunk's typed array, outside
 * the JavaScript heap, each naming a value of the index's `EntryValues`: 100,000 guides' title prefixes make about 11
 * million entries, and as an array each (with its element store) they were half of the database's heap, which every
 * young-generation collection walks page by page (README, "Heap settings").
 */
export class OrderedEntries {
  private chunks: EntryChunk[] = [];
  private static readonly maxChunk = 512;
  private values = new EntryValues();
  /** Numbers per entry: its key values and its record id (set by the first entry). */
  private stride = 0;
  /** A chunk's entries while a merge rewrites the chunk. */
  private scratch = new Int32Array(0);

  constructor(private readonly directions: (1 | -1)[]) {}

  compare(a: Entry, b: Entry): number {
    for (let i = 0; i < this.directions.length; i++) {
      const c = compareValues(a[i], b[i]);
      if (c) return c * this.directions[i];
    }
    const idA = idOf(a);
    const idB = idOf(b);
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  }

  /** `compare` of the stored entry at `position` of `chunk` with `entry`. */
  compareAt(chunk: EntryChunk, position: number, entry: Entry): number {
    const numbers = chunk.numbers;
    const base = position * this.stride;
    for (let i = 0; i < this.directions.length; i++) {
      const c = compareValues(this.values.value(numbers[base + i]), entry[i]);
      if (c) return c * this.directions[i];
    }
    const idA = this.values.value(numbers[base + this.stride - 1]) as string;
    const idB = idOf(entry);
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  }

  /** The `field`th key value of the entry at `position` of `chunk`. */
  valueAt(chunk: EntryChunk, position: number, field: number): unknown {
    return this.values.value(chunk.numbers[position * this.stride + field]);
  }

  /** The record id of the entry at `position` of `chunk`. */
  idAt(chunk: EntryChunk, position: number): string {
    return this.values.value(chunk.numbers[(position + 1) * this.stride - 1]) as string;
  }

  /** Copies the entry at `position` of `chunk` into `into` (an array of the entry's length), or a new array. */
  entryAt(chunk: EntryChunk, position: number, into: unknown[] = new Array<unknown>(this.stride)): unknown[] {
    const base = position * this.stride;
    for (let i = 0; i < this.stride; i++) into[i] = this.values.value(chunk.numbers[base + i]);
    return into;
  }

  private newChunk(): EntryChunk {
    return new EntryChunk(new Int32Array((OrderedEntries.maxChunk + 1) * this.stride), 0);
  }

  /** Stores `entry` at `position` of `chunk` (the place is free). */
  private store(chunk: EntryChunk, position: number, entry: Entry) {
    if (entry.length !== this.stride)
      throw new Error(`devdb: an index entry of ${entry.length} values in an index of ${this.stride}`);
    const base = position * this.stride;
    for (let i = 0; i < this.stride; i++) chunk.numbers[base + i] = this.values.hold(entry[i]);
  }

  private chunkFor(entry: Entry): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid];
      if (this.compareAt(chunk, chunk.length - 1, entry) >= 0) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private lowerBound(chunk: EntryChunk, entry: Entry): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compareAt(chunk, mid, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Changes on every insert, remove and clear: a paused walk knows when it must find its place again. */
  version = 0;

  /** The chunk at `index` (in key order), or undefined past either end. */
  chunkAt(index: number): EntryChunk | undefined {
    this.flush();
    return this.chunks[index];
  }

  /**
   * How many entries lie from the first for which `atOrAfter` holds up to (not including) the first for
   * which `after` holds: two seeks and the chunk sizes in between, without visiting the entries.
   */
  countBetween(atOrAfter: EntryTest, after: EntryTest): number {
    const [startChunk, startPos] = this.seekForward(atOrAfter);
    const [endChunk, endPos] = this.seekForward(after);
    let count = endPos - startPos;
    for (let ci = startChunk; ci < endChunk; ci++) count += this.chunks[ci].length;
    return count;
  }

  insert(entry: Entry) {
    if (this.pending) {
      this.pending.push(entry);
      return;
    }
    this.version++;
    this.stride ||= entry.length;
    if (this.chunks.length === 0) {
      const chunk = this.newChunk();
      this.store(chunk, 0, entry);
      chunk.length = 1;
      this.chunks.push(chunk);
      return;
    }
    const ci = this.chunkFor(entry);
    const chunk = this.chunks[ci];
    const position = this.lowerBound(chunk, entry);
    const stride = this.stride;
    chunk.numbers.copyWithin((position + 1) * stride, position * stride, chunk.length * stride);
    this.store(chunk, position, entry);
    chunk.length++;
    if (chunk.length > OrderedEntries.maxChunk) {
      const keep = chunk.length >> 1;
      const upper = this.newChunk();
      upper.numbers.set(chunk.numbers.subarray(keep * stride, chunk.length * stride));
      upper.length = chunk.length - keep;
      chunk.length = keep;
      this.chunks.splice(ci + 1, 0, upper);
    }
  }

  remove(entry: Entry) {
    this.flush();
    this.version++;
    if (this.chunks.length === 0) return;
    const ci = this.chunkFor(entry);
    const chunk = this.chunks[ci];
    const position = this.lowerBound(chunk, entry);
    if (position < chunk.length && this.compareAt(chunk, position, entry) === 0) {
      const stride = this.stride;
      const base = position * stride;
      for (let i = 0; i < stride; i++) this.values.release(chunk.numbers[base + i]);
      chunk.numbers.copyWithin(base, base + stride, chunk.length * stride);
      chunk.length--;
      if (chunk.length === 0) this.chunks.splice(ci, 1);
    }
  }

  clear() {
    this.version++;
    this.chunks = [];
    this.values = new EntryValues();
    if (this.pending) this.pending = [];
  }

  /**
   * Until `flush`, inserts are collected instead of placed. A write of many documents (an `insert` of 2,000
   * generated guides puts about 160,000 entries into each title-prefix index) then places them in key order in one
   * pass: each chunk they reach is found once and merged with its new entries, instead of two binary searches
   * through the whole index (and a shift) per entry. Every read starts with a seek or `chunkAt`, which flush first,
   * so no read misses a collected entry.
   */
  deferInserts() {
    this.pending ??= [];
  }

  /** Places the collected inserts and ends `deferInserts`. */
  flush() {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    if (pending.length === 0) return;
    this.version++;
    this.stride ||= pending[0].length;
    this.mergeSorted(this.sorted(pending));
  }

  private pending: Entry[] | undefined;

  /**
   * The entries in key order. When every first value is a string (a title prefix, a category), they are first
   * grouped by it: the groups' few distinct values are sorted, and each group (one document after another, so mostly
   * in order already) sorts in about one comparison per entry.
   */
  private sorted(entries: Entry[]): Entry[] {
    const compare = (a: Entry, b: Entry) => this.compare(a, b);
    const groups = new Map<string, Entry[]>();
    for (const entry of entries) {
      const first = entry[0];
      if (typeof first !== 'string') return entries.sort(compare);
      const group = groups.get(first);
      if (group) group.push(entry);
      else groups.set(first, [entry]);
    }
    const direction = this.directions[0];
    const firsts = [...groups.keys()].sort((a, b) => (a < b ? -direction : a > b ? direction : 0));
    const out: Entry[] = [];
    for (const first of firsts) for (const entry of groups.get(first)!.sort(compare)) out.push(entry);
    return out;
  }

  /** Merges entries in key order into the chunks: one chunk search per chunk reached, then mostly one comparison. */
  private mergeSorted(entries: Entry[]) {
    const max = OrderedEntries.maxChunk;
    const stride = this.stride;
    let i = 0;
    if (this.chunks.length === 0) {
      for (; i < entries.length; i += max) {
        const chunk = this.newChunk();
        const end = Math.min(i + max, entries.length);
        for (let e = i; e < end; e++) this.store(chunk, chunk.length++, entries[e]);
        this.chunks.push(chunk);
      }
      return;
    }
    while (i < entries.length) {
      const ci = this.chunkFor(entries[i]);
      const chunk = this.chunks[ci];
      // This chunk takes every entry up to its last one (the last chunk takes the rest).
      const last = ci === this.chunks.length - 1;
      let end = i + 1;
      while (end < entries.length && (last || this.compareAt(chunk, chunk.length - 1, entries[end]) >= 0))
        end++;
      const total = chunk.length + (end - i);
      const pieces = Math.ceil(total / max);
      const size = Math.ceil(total / pieces);
      // The chunk's entries are read from a copy, so the chunk takes the first piece: a merge allocates only the
      // chunks it adds (typed arrays are external memory, and V8 starts a full collection every 64 MB of it).
      if (this.scratch.length < chunk.length * stride)
        this.scratch = new Int32Array((OrderedEntries.maxChunk + 1) * stride);
      this.scratch.set(chunk.numbers.subarray(0, chunk.length * stride));
      const from = new EntryChunk(this.scratch, chunk.length);
      const replacement: EntryChunk[] = [];
      let out = chunk;
      out.length = 0;
      let written = 0;
      const placed = () => {
        written++;
        if (out.length < size || written === total) return;
        replacement.push(out);
        out = this.newChunk();
      };
      // Stored entries move with their numbers (still held); new ones are stored.
      const move = (start: number, stop: number) => {
        for (let p = start; p < stop; p++) {
          const at = out.length * stride;
          for (let s = 0; s < stride; s++) out.numbers[at + s] = from.numbers[p * stride + s];
          out.length++;
          placed();
        }
      };
      let pos = 0;
      for (let e = i; e < end; e++) {
        const entry = entries[e];
        // New entries often lie together (a batch shares its creation time): check the current place first.
        if (pos < from.length && this.compareAt(from, pos, entry) < 0) {
          let lo = pos + 1;
          let hi = from.length;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.compareAt(from, mid, entry) < 0) lo = mid + 1;
            else hi = mid;
          }
          move(pos, lo);
          pos = lo;
        }
        this.store(out, out.length++, entry);
        placed();
      }
      move(pos, from.length);
      replacement.push(out);
      this.chunks.splice(ci, 1, ...replacement);
      i = end;
    }
  }

  /** Position of the first entry for which `atOrAfter` holds; it must be false…false true…true in key order. */
  seekForward(atOrAfter: EntryTest): [number, number] {
    this.flush();
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid];
      if (atOrAfter(chunk, chunk.length - 1)) hi = mid;
      else lo = mid + 1;
    }
    if (lo >= this.chunks.length) return [lo, 0];
    const chunk = this.chunks[lo];
    let a = 0;
    let b = chunk.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (atOrAfter(chunk, mid)) b = mid;
      else a = mid + 1;
    }
    return [lo, a];
  }

  /** Position of the last entry for which `atOrBefore` holds; it must be true…true false…false in key order. */
  seekBackward(atOrBefore: EntryTest): [number, number] {
    this.flush();
    let lo = -1;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (atOrBefore(this.chunks[mid], 0)) lo = mid;
      else hi = mid - 1;
    }
    if (lo < 0) return [-1, -1];
    const chunk = this.chunks[lo];
    let a = 0;
    let b = chunk.length - 1;
    while (a < b) {
      const mid = (a + b + 1) >> 1;
      if (atOrBefore(chunk, mid)) a = mid;
      else b = mid - 1;
    }
    return [lo, a];
  }

  /**
   * Entries in key order from the first one for which `atOrAfter` holds (all when omitted), each as a new array.
   * Writes between two steps are allowed: the walk finds its place again after the entry it yielded last.
   */
  *forward(atOrAfter: EntryTest = () => true): Generator<Entry> {
    let [ci, pos] = this.seekForward(atOrAfter);
    let version = this.version;
    while (ci < this.chunks.length) {
      const chunk = this.chunks[ci];
      if (pos >= chunk.length) {
        ci++;
        pos = 0;
        continue;
      }
      const entry = this.entryAt(chunk, pos);
      yield entry;
      if (this.version === version) pos++;
      else {
        [ci, pos] = this.seekForward((other, at) => this.compareAt(other, at, entry) > 0);
        version = this.version;
      }
    }
  }

  /** Entries in reverse key order from the last one for which `atOrBefore` holds (all when omitted). */
  *backward(atOrBefore: EntryTest = () => true): Generator<Entry> {
    let [ci, pos] = this.seekBackward(atOrBefore);
    let version = this.version;
    while (ci >= 0) {
      const chunk = this.chunks[ci];
      if (pos < 0) {
        ci--;
        pos = ci >= 0 ? this.chunks[ci].length - 1 : -1;
        continue;
      }
      const entry = this.entryAt(chunk, pos);
      yield entry;
      if (this.version === version) pos--;
      else {
        [ci, pos] = this.seekBackward((other, at) => this.compareAt(other, at, entry) < 0);
        version = this.version;
      }
    }
  }
}

type IdSet = string | Set<string>;

function addId(map: Map<string, IdSet>, key: string, id: string) {
  const existing = map.get(key);
  if (existing === undefined) map.set(key, id);
  else if (typeof existing === 'string') {
    if (existing !== id) map.set(key, new Set([existing, id]));
  } else existing.add(id);
}

function removeId(map: Map<string, IdSet>, key: string, id: string) {
  const existing = map.get(key);
  if (existing === undefined) return;
  if (typeof existing === 'string') {
    if (existing === id) map.delete(key);
  } else {
    existing.delete(id);
    if (existing.size === 1) map.set(key, existing.values().next().value as string);
    else if (existing.size === 0) map.delete(key);
  }
}

function* idsOf(set: IdSet | undefined): Generator<string> {
  if (set === undefined) return;
  if (typeof set === 'string') yield set;
  else yield* set;
}

interface DocKeys {
  /** Per key prefix length (1..n), the distinct composite keys. */
  prefixKeys: string[][];
  /** Index of the key field that holds several values, or -1. */
  arrayField: number;
  /** The field values behind each full key (its entries in key order; unique violations). */
  fullValues: Map<string, unknown[]>;
  multikey: boolean;
}

const supportedIndexOptions = new Set([
  'v',
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'hidden',
  'background',
  'ns',
  'dropDups',
  'collation',
]);

/** Validates a createIndexes entry and returns the normalized spec. */
export function normalizeIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw))
    throw new MongoCommandError('TypeMismatch', 'index specification must be an object');
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new MongoCommandError('CannotCreateIndex', 'Index keys cannot be empty.');
  }
  for (const [field, direction] of Object.entries(key)) {
    if (direction === 'text') throw notSupported(`text index on '${field}' ($text search)`);
    if (direction === '2d' || direction === '2dsphere' || direction === 'geoHaystack')
      throw notSupported(`${direction} index on '${field}' (geospatial)`);
    if (direction === 'hashed') throw notSupported(`hashed index on '${field}'`);
    if (field.includes('$**')) throw notSupported(`wildcard index on '${field}'`);
    if (
      typeof direction !== 'number' ||
      !(direction === 1 || direction === -1 || direction > 0 || direction < 0)
    ) {
      throw new MongoCommandError(
        'BadValue',
        `Values in the index key pattern can only be numbers or strings, got ${JSON.stringify(direction)} for '${field}'`,
      );
    }
  }
  if (typeof raw.name !== 'string' || raw.name.length === 0) {
    throw new MongoCommandError('BadValue', 'The index name must be a non-empty string');
  }
  for (const option of Object.keys(raw)) {
    if (!supportedIndexOptions.has(option)) throw notSupported(`index option '${option}'`);
  }
  if (raw.collation !== undefined) {
    const collation = raw.collation as Doc;
    if (!isPlainObject(collation) || collation.locale !== 'simple') throw notSupported('collation');
  }
  if (
    raw.expireAfterSeconds !== undefined &&
    (typeof raw.expireAfterSeconds !== 'number' || raw.expireAfterSeconds < 0)
  ) {
    throw new MongoCommandError(
      'InvalidOptions',
      "TTL index 'expireAfterSeconds' option must be a non-negative number",
    );
  }
  if (raw.partialFilterExpression !== undefined && !isPlainObject(raw.partialFilterExpression)) {
    throw new MongoCommandError('TypeMismatch', "'partialFilterExpression' for an index must be a document");
  }
  const spec: IndexSpec = { v: 2, key: { ...key }, name: raw.name };
  if (raw.unique) spec.unique = true;
  if (raw.sparse) spec.sparse = true;
  if (raw.partialFilterExpression) spec.partialFilterExpression = raw.partialFilterExpression as Doc;
  if (raw.expireAfterSeconds !== undefined) spec.expireAfterSeconds = raw.expireAfterSeconds as number;
  if (raw.hidden) spec.hidden = true;
  return spec;
}

/** Compares two specs the way MongoDB decides "same index" vs "conflict". */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    !!a.unique === !!b.unique &&
    !!a.sparse === !!b.sparse &&
    JSON.stringify(a.partialFilterExpression ?? null) === JSON.stringify(b.partialFilterExpression ?? null) &&
    (a.expireAfterSeconds ?? null) === (b.expireAfterSeconds ?? null)
  );
}

export function sameKeyPattern(a: Doc, b: Doc): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && Number(a[k]) === Number(b[k]));
}

export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  /** 1 or -1 per key field, as in the key pattern. */
  readonly directions: (1 | -1)[];
  readonly partial?: Matcher;
  multikey = false;
  /** Per key field: whether some document gave it several values (an array). */
  multikeyFields: boolean[];
  /**
   * Per key prefix length (1..n), ids by composite key. The leading field's map (and the full key's, for a
   * unique index) is always kept; the others are built on the first lookup that needs them, so a compound
   * multikey index does not pay for maps nobody reads.
   */
  private readonly maps: (Map<string, IdSet> | undefined)[];
  private readonly entries: OrderedEntries;
  /**
   * Bitmaps of the documents holding a leading-field value, for values with many documents: made on first use (an
   * `$all` of common values), then kept up to date by every add and remove, the least recently used dropped past
   * `maxBitmaps`. Bits are document ordinals of this index (`ordinalOf`, `idAt`), given out on first need.
   */
  private readonly bitmaps = new Map<string, Uint32Array>();
  private readonly ordinalOf = new Map<string, number>();
  private readonly idAt: string[] = [];
  private static readonly maxBitmaps = 1024;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.directions = this.fields.map((field) => (Number(spec.key[field]) < 0 ? -1 : 1));
    this.entries = new OrderedEntries(this.directions);
    this.maps = this.fields.map((_, i) =>
      i === 0 || (spec.unique && i === this.fields.length - 1) ? new Map() : undefined,
    );
    this.multikeyFields = this.fields.map(() => false);
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression);
  }

  get name() {
    return this.spec.name;
  }

  get unique() {
    return !!this.spec.unique;
  }

  get sparse() {
    return !!this.spec.sparse;
  }

  /** The keys a document contributes, or undefined when the index skips it (sparse / partial). */
  keysFor(doc: Doc): DocKeys | undefined {
    if (this.partial && !this.partial.test(doc)) return undefined;
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (this.sparse && perField.every((values) => values.length === 0)) return undefined;
    const valueLists = perField.map((values) => (values.length === 0 ? [null] : values));
    const arrayFields = valueLists.filter((values) => values.length > 1);
    if (arrayFields.length > 1) {
      const names = this.fields.filter((_, i) => valueLists[i].length > 1);
      throw new MongoCommandError(
        'CannotIndexParallelArrays',
        `cannot index parallel arrays [${names[1]}] [${names[0]}]`,
      );
    }
    const multikey = arrayFields.length > 0;
    const arrayField = valueLists.findIndex((values) => values.length > 1);
    const keyLists = valueLists.map((values) => values.map(keyOf));
    if (arrayField >= 0) {
      // One entry per distinct value of the (at most one) multi-valued field.
      const seen = new Set<string>();
      const keys: string[] = [];
      const values: unknown[] = [];
      keyLists[arrayField].forEach((key, v) => {
        if (seen.has(key)) return;
        seen.add(key);
        keys.push(key);
        values.push(valueLists[arrayField][v]);
      });
      keyLists[arrayField] = keys;
      valueLists[arrayField] = values;
    }
    // One combination per value of the multi-valued field (the other fields have one value each).
    const combinations = arrayField >= 0 ? keyLists[arrayField].length : 1;
    const keysOf = (depth: number, combination: number) => {
      const keys: string[] = [];
      for (let f = 0; f < depth; f++) keys.push(keyLists[f][f === arrayField ? combination : 0]);
      return keys;
    };
    // Only maps that exist get keys.
    const prefixKeys: string[][] = this.fields.map((_, f) => {
      if (!this.maps[f]) return [];
      if (arrayField < 0 || f < arrayField) return [composeKey(keysOf(f + 1, 0))];
      return Array.from({ length: combinations }, (_, c) => composeKey(keysOf(f + 1, c)));
    });
    // The full key (the map key) matters only to a unique index's duplicate check.
    const fullValues = new Map<string, unknown[]>();
    for (let c = 0; c < combinations; c++) {
      const values = valueLists.map((list, f) => list[f === arrayField ? c : 0]);
      fullValues.set(this.unique ? composeKey(keysOf(this.fields.length, c)) : String(c), values);
    }
    return { prefixKeys, fullValues, multikey, arrayField };
  }

  /**
   * Whether two versions of a document give this index the same entries: the same values in each key field (and the
   * same answer from a partial index's filter). An update that leaves them so leaves the index alone.
   */
  sameEntries(before: Doc, after: Doc): boolean {
    if (this.partial && this.partial.test(before) !== this.partial.test(after)) return false;
    for (const field of this.fields) {
      const was = valuesAtPath(before, field);
      const is = valuesAtPath(after, field);
      if (was.length !== is.length) return false;
      for (let i = 0; i < was.length; i++)
        if (was[i] !== is[i] && keyOf(was[i]) !== keyOf(is[i])) return false;
    }
    return true;
  }

  /** Throws MongoDB's duplicate key error if `doc` would collide with another document. */
  checkUnique(doc: Doc, id: string, ns: string, keys = this.keysFor(doc)) {
    if (!this.unique || !keys) return;
    const full = this.map(this.fields.length - 1);
    for (const [key, values] of keys.fullValues) {
      for (const other of idsOf(full.get(key))) {
        if (other !== id) throw this.duplicateError(ns, values);
      }
    }
  }

  duplicateError(ns: string, values: unknown[]): MongoCommandError {
    const keyValue: Doc = {};
    this.fields.forEach((field, i) => (keyValue[field] = values[i]));
    const shown = this.fields.map((field, i) => `${field}: ${formatValue(values[i])}`).join(', ');
    return new MongoCommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${ns} index: ${this.name} dup key: { ${shown} }`,
      {
        keyPattern: { ...this.spec.key },
        keyValue,
      },
    );
  }

  add(id: string, keys: DocKeys | undefined) {
    if (!keys) return;
    if (keys.multikey) {
      this.multikey = true;
      this.multikeyFields[keys.arrayField] = true;
    }
    keys.prefixKeys.forEach((list, i) => {
      const map = this.maps[i];
      if (map) for (const key of list) addId(map, key, id);
    });
    if (this.bitmaps.size > 0) for (const key of keys.prefixKeys[0]) this.setBit(key, id, true);
    for (const values of keys.fullValues.values()) this.entries.insert(entryOf(values, id));
  }

  /** Collects this index's ordered entries until `flushInserts` (see `OrderedEntries.deferInserts`). */
  deferInserts() {
    this.entries.deferInserts();
  }

  flushInserts() {
    this.entries.flush();
  }

  remove(id: string, keys: DocKeys | undefined) {
    if (!keys) return;
    keys.prefixKeys.forEach((list, i) => {
      const map = this.maps[i];
      if (map) for (const key of list) removeId(map, key, id);
    });
    if (this.bitmaps.size > 0) for (const key of keys.prefixKeys[0]) this.setBit(key, id, false);
    for (const values of keys.fullValues.values()) this.entries.remove(entryOf(values, id));
  }

  clear() {
    this.bitmaps.clear();
    for (const map of this.maps) map?.clear();
    this.entries.clear();
    this.multikey = false;
    this.multikeyFields = this.fields.map(() => false);
  }

  /** Ids whose first `valueLists.length` fields equal one of the given value combinations. */
  lookup(valueLists: unknown[][]): Set<string> {
    const map = this.map(valueLists.length - 1);
    const out = new Set<string>();
    let combos: string[][] = [[]];
    for (const values of valueLists) {
      const next: string[][] = [];
      for (const combo of combos) for (const value of values) next.push([...combo, keyOf(value)]);
      combos = next;
    }
    for (const combo of combos) for (const id of idsOf(map.get(composeKey(combo)))) out.add(id);
    return out;
  }

  /** The map of key prefixes of `depth + 1` fields, built from the ordered entries the first time it is needed. */
  private map(depth: number): Map<string, IdSet> {
    let map = this.maps[depth];
    if (!map) {
      map = new Map();
      for (const entry of this.entries.forward())
        addId(map, composeKey(entry.slice(0, depth + 1).map(keyOf)), idOf(entry));
      this.maps[depth] = map;
    }
    return map;
  }

  /**
   * How many entries have their first `equal.length` fields equal to `equal`, counted in the ordered
   * entries (no map is built): for a multikey index with its array field among them, the number of
   * documents holding those values.
   */
  countEqual(equal: unknown[]): number {
    const entries = this.entries;
    const order = (chunk: EntryChunk, position: number) => {
      for (let i = 0; i < equal.length; i++) {
        const c = compareValues(entries.valueAt(chunk, position, i), equal[i]);
        if (c) return c * this.directions[i];
      }
      return 0;
    };
    return entries.countBetween(
      (chunk, position) => order(chunk, position) >= 0,
      (chunk, position) => order(chunk, position) > 0,
    );
  }

  /** A test of whether a document is among those whose first `values.length` fields equal `values`. */
  prefixTest(values: unknown[]): (id: string) => boolean {
    const map = this.map(values.length - 1);
    const key = composeKey(values.map(keyOf));
    return (id) => {
      const ids = map.get(key);
      return ids === undefined ? false : typeof ids === 'string' ? ids === id : ids.has(id);
    };
  }

  private ordinal(id: string): number {
    let ordinal = this.ordinalOf.get(id);
    if (ordinal === undefined) {
      ordinal = this.idAt.length;
      this.ordinalOf.set(id, ordinal);
      this.idAt.push(id);
    }
    return ordinal;
  }

  /** Keeps the bitmap of a leading-field key (if there is one) in step with a document added or removed. */
  private setBit(key: string, id: string, on: boolean) {
    let bits = this.bitmaps.get(key);
    if (bits === undefined) return;
    const ordinal = this.ordinal(id);
    const word = ordinal >>> 5;
    if (word >= bits.length) {
      if (!on) return;
      const grown = new Uint32Array(Math.max(word + 1, bits.length * 2));
      grown.set(bits);
      bits = grown;
      this.bitmaps.set(key, bits);
    }
    if (on) bits[word] |= 1 << (ordinal & 31);
    else bits[word] &= ~(1 << (ordinal & 31));
  }

  /** The bitmap of the documents whose leading field equals `value`, made from the lookup map the first time. */
  private bitmapOf(value: unknown): Uint32Array {
    const key = keyOf(value);
    let bits = this.bitmaps.get(key);
    if (bits !== undefined) {
      // Most recently used last: the first in the map is the one dropped when there are too many.
      this.bitmaps.delete(key);
      this.bitmaps.set(key, bits);
      return bits;
    }
    const ordinals = Array.from(idsOf(this.map(0).get(key)), (id) => this.ordinal(id));
    bits = new Uint32Array((this.idAt.length >>> 5) + 1);
    for (const ordinal of ordinals) bits[ordinal >>> 5] |= 1 << (ordinal & 31);
    if (this.bitmaps.size >= Index.maxBitmaps)
      this.bitmaps.delete(this.bitmaps.keys().next().value as string);
    this.bitmaps.set(key, bits);
    return bits;
  }

  /**
   * The ids of the documents whose leading field holds every one of `values` (an `$all` on a multikey field), when
   * there are at most `upTo` of them; undefined when there are more. The values' bitmaps are intersected word by
   * word, so two common words that never stand together are told apart in microseconds, without a walk.
   */
  idsHoldingAll(values: unknown[], upTo: number): string[] | undefined {
    const maps = values.map((value) => this.bitmapOf(value));
    const words = Math.min(...maps.map((bits) => bits.length));
    const out: string[] = [];
    for (let w = 0; w < words; w++) {
      let word = maps[0][w];
      for (let m = 1; m < maps.length && word !== 0; m++) word &= maps[m][w];
      while (word !== 0) {
        const low = word & -word;
        if (out.length >= upTo) return undefined;
        out.push(this.idAt[(w << 5) + (31 - Math.clz32(low))]);
        word ^= low;
      }
    }
    return out;
  }

  /** Whether the document `id` is among those whose leading field equals `value`. */
  hasLeading(value: unknown, id: string): boolean {
    const ids = this.map(0).get(keyOf(value));
    return ids === undefined ? false : typeof ids === 'string' ? ids === id : ids.has(id);
  }

  /** Entries in ascending order of the leading field, from the first for which `start` holds. */
  private ascendingLeading(start: (value: unknown) => boolean): Generator<Entry> {
    const leading: EntryTest = (chunk, position) => start(this.entries.valueAt(chunk, position, 0));
    return this.directions[0] === 1 ? this.entries.forward(leading) : this.entries.backward(leading);
  }

  /** Ids whose leading field lies in the range (type-bracketed like MongoDB's comparison operators). */
  range(
    lower?: { value: unknown; inclusive: boolean },
    upper?: { value: unknown; inclusive: boolean },
    prefix?: string,
  ): string[] {
    const out: string[] = [];
    // Only an array field gives one document several entries.
    const seen = this.multikey ? new Set<string>() : undefined;
    const push = (id: string) => {
      if (seen) {
        if (seen.has(id)) return;
        seen.add(id);
      }
      out.push(id);
    };
    if (prefix !== undefined) {
      for (const entry of this.ascendingLeading(
        (v) => typeRank(v) > 4 || (typeRank(v) === 4 && compareValues(v, prefix) >= 0),
      )) {
        const value = entry[0];
        if (typeof value !== 'string' || !value.startsWith(prefix)) break;
        push(idOf(entry));
      }
      return out;
    }
    const bracket = typeRank(lower ? lower.value : upper!.value);
    const start = lower
      ? (v: unknown) => {
          const c = compareValues(v, lower.value);
          return c > 0 || (c === 0 && lower.inclusive);
        }
      : (v: unknown) => typeRank(v) >= bracket;
    // A multikey index cannot intersect both bounds: different elements may satisfy each one.
    const useUpper = upper && (!lower || !this.multikey);
    for (const entry of this.ascendingLeading(start)) {
      const value = entry[0];
      if (typeRank(value) !== bracket) break;
      if (useUpper) {
        const c = compareValues(value, upper.value);
        if (c > 0 || (c === 0 && !upper.inclusive)) break;
      }
      push(idOf(entry));
    }
    return out;
  }

  /** How many documents have the first `valueLists.length` fields equal to one of the given combinations. */
  countPrefix(valueLists: unknown[][]): number {
    const map = this.map(valueLists.length - 1);
    let combos: string[][] = [[]];
    for (const values of valueLists) {
      const next: string[][] = [];
      for (const combo of combos) for (const value of values) next.push([...combo, keyOf(value)]);
      combos = next;
    }
    let count = 0;
    for (const combo of combos) {
      const ids = map.get(composeKey(combo));
      count += ids === undefined ? 0 : typeof ids === 'string' ? 1 : ids.size;
    }
    return count;
  }

  /**
   * Ids in key order (or reversed) of the documents whose first `equal.length` fields equal `equal`;
   * `bound` limits the next field (entries outside it are skipped, not returned). Serves sorted finds
   * that stop at a limit. `accept`, when given, is asked about each id before it is yielded (the `$all`
   * walk's index-only test), so entries it refuses cost a comparison and a hash lookup, nothing more.
   * `examined` counts the keys looked at and the ids yielded (the documents the find will read).
   *
   * The walk steps through the chunks itself (no nested iterators) and re-seeks after the entry it
   * yielded last only when a write changed the entries while the caller was paused, so a cursor that
   * pauses between batches never yields a document twice.
   */
  *scan(
    equal: unknown[],
    reverse: boolean,
    bound: KeyBound = {},
    examined?: { keys: number; docs?: number },
    accept?: (id: string) => boolean,
  ): Generator<string> {
    const k = equal.length;
    const directions = this.directions;
    const entries = this.entries;
    const prefixOrder = (chunk: EntryChunk, position: number) => {
      for (let i = 0; i < k; i++) {
        const value = entries.valueAt(chunk, position, i);
        // Strings (the usual pinned values) are compared without the generic ordering.
        if (value === equal[i] && typeof value === 'string') continue;
        const c = compareValues(value, equal[i]);
        if (c) return c * directions[i];
      }
      return 0;
    };
    // Does the walk meet the next field's values in ascending order?
    const ascending = k < this.fields.length && (this.directions[k] === 1) !== reverse;
    const seek = k < this.fields.length ? (ascending ? bound.lower : bound.upper) : undefined;
    const stop = k < this.fields.length ? (ascending ? bound.upper : bound.lower) : undefined;
    const hasSeek = seek !== undefined;
    const hasStop = stop !== undefined;
    const reached = (chunk: EntryChunk, position: number) => {
      if (!hasSeek) return true;
      const c = compareValues(entries.valueAt(chunk, position, k), seek);
      return ascending ? c >= 0 : c <= 0;
    };
    let [ci, pos] = reverse
      ? entries.seekBackward((chunk, position) => {
          const c = prefixOrder(chunk, position);
          return c < 0 || (c === 0 && reached(chunk, position));
        })
      : entries.seekForward((chunk, position) => {
          const c = prefixOrder(chunk, position);
          return c > 0 || (c === 0 && reached(chunk, position));
        });
    let version = entries.version;
    const step = reverse ? -1 : 1;
    // Ids already yielded: only a write between two batches could bring one of them back.
    const yielded = new Set<string>();
    const last: unknown[] = [];
    let chunk = entries.chunkAt(ci);
    while (chunk !== undefined) {
      if (pos < 0 || pos >= chunk.length) {
        ci += step;
        chunk = entries.chunkAt(ci);
        pos = reverse ? (chunk ? chunk.length - 1 : -1) : 0;
        continue;
      }
      const here = pos;
      pos += step;
      if (examined) examined.keys++;
      if (prefixOrder(chunk, here) !== 0) return;
      if (hasStop) {
        const c = compareValues(entries.valueAt(chunk, here, k), stop);
        if (ascending ? c > 0 : c < 0) return;
      }
      const id = entries.idAt(chunk, here);
      if (accept !== undefined && !accept(id)) continue;
      if (yielded.has(id)) continue;
      yielded.add(id);
      if (examined && examined.docs !== undefined) examined.docs++;
      // The entry's values, to find the place after it should writes move the entries while the caller is paused.
      entries.entryAt(chunk, here, last);
      yield id;
      if (entries.version !== version) {
        version = entries.version;
        [ci, pos] = reverse
          ? entries.seekBackward((other, at) => entries.compareAt(other, at, last) < 0)
          : entries.seekForward((other, at) => entries.compareAt(other, at, last) > 0);
        chunk = entries.chunkAt(ci);
      }
    }
  }

  sizeEstimate(): number {
    return this.map(this.maps.length - 1).size;
  }
}

function composeKey(keys: string[]): string {
  return keys.length === 1 ? keys[0] : JSON.stringify(keys);
}
