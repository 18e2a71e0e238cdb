/** Secondary indexes: hash maps for equality on every key prefix, a sorted list for ranges on the leading field. */
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

interface Entry {
  value: unknown;
  id: string;
}

function compareEntries(a: Entry, b: Entry): number {
  const c = compareValues(a.value, b.value);
  if (c) return c;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Entries kept in order in chunks of bounded size, so inserts and deletes stay cheap at 100k+ entries. */
export class SortedEntries {
  private chunks: Entry[][] = [];
  private static readonly maxChunk = 512;

  private chunkFor(entry: Entry): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid];
      if (compareEntries(entry, chunk[chunk.length - 1]) <= 0) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private static lowerBound(chunk: Entry[], entry: Entry): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareEntries(chunk[mid], entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(entry: Entry) {
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
      return;
    }
    const ci = this.chunkFor(entry);
    const chunk = this.chunks[ci];
    chunk.splice(SortedEntries.lowerBound(chunk, entry), 0, entry);
    if (chunk.length > SortedEntries.maxChunk) this.chunks.splice(ci + 1, 0, chunk.splice(chunk.length >> 1));
  }

  remove(entry: Entry) {
    if (this.chunks.length === 0) return;
    const ci = this.chunkFor(entry);
    const chunk = this.chunks[ci];
    const pos = SortedEntries.lowerBound(chunk, entry);
    if (pos < chunk.length && compareEntries(chunk[pos], entry) === 0) {
      chunk.splice(pos, 1);
      if (chunk.length === 0) this.chunks.splice(ci, 1);
    }
  }

  /** Entries from the first one for which `atOrAfter` holds (a monotone predicate), in order. */
  *from(atOrAfter: (value: unknown) => boolean): Generator<Entry> {
    let ci = 0;
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid];
      if (atOrAfter(chunk[chunk.length - 1].value)) hi = mid;
      else lo = mid + 1;
    }
    ci = lo;
    if (ci >= this.chunks.length) return;
    let chunk = this.chunks[ci];
    let pos = 0;
    let a = 0;
    let b = chunk.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (atOrAfter(chunk[mid].value)) b = mid;
      else a = mid + 1;
    }
    pos = a;
    for (;;) {
      for (; pos < chunk.length; pos++) yield chunk[pos];
      ci++;
      if (ci >= this.chunks.length) return;
      chunk = this.chunks[ci];
      pos = 0;
    }
  }

  /** All entries from last to first. */
  *descending(): Generator<Entry> {
    for (let c = this.chunks.length - 1; c >= 0; c--) {
      const chunk = this.chunks[c];
      for (let i = chunk.length - 1; i >= 0; i--) yield chunk[i];
    }
  }

  clear() {
    this.chunks = [];
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
  /** Distinct values of the leading field. */
  leading: unknown[];
  /** For unique violations: the field values behind each full key. */
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
  if (!isPlainObject(raw)) throw new MongoCommandError('TypeMismatch', 'index specification must be an object');
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new MongoCommandError('CannotCreateIndex', 'Index keys cannot be empty.');
  }
  for (const [field, direction] of Object.entries(key)) {
    if (direction === 'text') throw notSupported(`text index on '${field}' ($text search)`);
    if (direction === '2d' || direction === '2dsphere' || direction === 'geoHaystack') throw notSupported(`${direction} index on '${field}' (geospatial)`);
    if (direction === 'hashed') throw notSupported(`hashed index on '${field}'`);
    if (field.includes('$**')) throw notSupported(`wildcard index on '${field}'`);
    if (typeof direction !== 'number' || !(direction === 1 || direction === -1 || direction > 0 || direction < 0)) {
      throw new MongoCommandError('BadValue', `Values in the index key pattern can only be numbers or strings, got ${JSON.stringify(direction)} for '${field}'`);
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
  if (raw.expireAfterSeconds !== undefined && (typeof raw.expireAfterSeconds !== 'number' || raw.expireAfterSeconds < 0)) {
    throw new MongoCommandError('InvalidOptions', 'TTL index \'expireAfterSeconds\' option must be a non-negative number');
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
  readonly partial?: Matcher;
  multikey = false;
  private readonly maps: Map<string, IdSet>[];
  private readonly sorted = new SortedEntries();

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.maps = this.fields.map(() => new Map());
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
      throw new MongoCommandError('CannotIndexParallelArrays', `cannot index parallel arrays [${names[1]}] [${names[0]}]`);
    }
    const multikey = arrayFields.length > 0;
    const keyLists = valueLists.map((values) => values.map(keyOf));
    const prefixKeys: string[][] = [];
    const fullValues = new Map<string, unknown[]>();
    // Cartesian product over the (at most one) multi-valued field.
    let combos: { keys: string[]; values: unknown[] }[] = [{ keys: [], values: [] }];
    for (let f = 0; f < this.fields.length; f++) {
      const next: { keys: string[]; values: unknown[] }[] = [];
      const seen = new Set<string>();
      for (const combo of combos) {
        for (let v = 0; v < keyLists[f].length; v++) {
          const keys = [...combo.keys, keyLists[f][v]];
          const composite = composeKey(keys);
          if (seen.has(composite)) continue;
          seen.add(composite);
          next.push({ keys, values: [...combo.values, valueLists[f][v]] });
        }
      }
      combos = next;
      prefixKeys.push(combos.map((c) => composeKey(c.keys)));
      if (f === this.fields.length - 1) for (const c of combos) fullValues.set(composeKey(c.keys), c.values);
    }
    const leadingSeen = new Set<string>();
    const leading: unknown[] = [];
    for (let v = 0; v < keyLists[0].length; v++) {
      if (leadingSeen.has(keyLists[0][v])) continue;
      leadingSeen.add(keyLists[0][v]);
      leading.push(valueLists[0][v]);
    }
    return { prefixKeys, leading, fullValues, multikey };
  }

  /** Throws MongoDB's duplicate key error if `doc` would collide with another document. */
  checkUnique(doc: Doc, id: string, ns: string, keys = this.keysFor(doc)) {
    if (!this.unique || !keys) return;
    const full = this.maps[this.fields.length - 1];
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
    return new MongoCommandError('DuplicateKey', `E11000 duplicate key error collection: ${ns} index: ${this.name} dup key: { ${shown} }`, {
      keyPattern: { ...this.spec.key },
      keyValue,
    });
  }

  add(id: string, keys: DocKeys | undefined) {
    if (!keys) return;
    if (keys.multikey) this.multikey = true;
    keys.prefixKeys.forEach((list, i) => {
      for (const key of list) addId(this.maps[i], key, id);
    });
    for (const value of keys.leading) this.sorted.insert({ value, id });
  }

  remove(id: string, keys: DocKeys | undefined) {
    if (!keys) return;
    keys.prefixKeys.forEach((list, i) => {
      for (const key of list) removeId(this.maps[i], key, id);
    });
    for (const value of keys.leading) this.sorted.remove({ value, id });
  }

  clear() {
    for (const map of this.maps) map.clear();
    this.sorted.clear();
    this.multikey = false;
  }

  /** Ids whose first `valueLists.length` fields equal one of the given value combinations. */
  lookup(valueLists: unknown[][]): Set<string> {
    const map = this.maps[valueLists.length - 1];
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

  /** Ids whose leading field lies in the range (type-bracketed like MongoDB's comparison operators). */
  range(lower?: { value: unknown; inclusive: boolean }, upper?: { value: unknown; inclusive: boolean }, prefix?: string): string[] {
    const out: string[] = [];
    if (prefix !== undefined) {
      for (const entry of this.sorted.from((v) => typeRank(v) > 4 || (typeRank(v) === 4 && compareValues(v, prefix) >= 0))) {
        if (typeof entry.value !== 'string' || !entry.value.startsWith(prefix)) break;
        out.push(entry.id);
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
    for (const entry of this.sorted.from(start)) {
      if (typeRank(entry.value) !== bracket) break;
      if (useUpper) {
        const c = compareValues(entry.value, upper.value);
        if (c > 0 || (c === 0 && !upper.inclusive)) break;
      }
      out.push(entry.id);
    }
    return out;
  }

  /** Ids of all indexed documents in key order, ascending or descending (serves sorts). */
  *ordered(direction: 1 | -1 = 1): Generator<string> {
    const entries = direction === 1 ? this.sorted.from(() => true) : this.sorted.descending();
    // A cursor may pause between batches while writes shift entries: never yield a document twice.
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      yield entry.id;
    }
  }

  sizeEstimate(): number {
    return this.maps[this.maps.length - 1].size;
  }
}

function composeKey(keys: string[]): string {
  return keys.length === 1 ? keys[0] : JSON.stringify(keys);
}
