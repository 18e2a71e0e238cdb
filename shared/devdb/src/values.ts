/**
 * Internal value representation.
 *
 * Documents are kept as plain JavaScript objects so that mingo can query them: Int32 and Double become
 * JS numbers, small Int64 values become JS numbers too. The BSON type that a bare number cannot carry
 * (a Double with an integral value, or a Long) is remembered in a hidden tag on the containing object or
 * array, and a hidden `toBSON` turns the tagged numbers back into Double / Long when the document is
 * serialized. Everything else (ObjectId, Decimal128, Binary, Date, ...) is stored as the bson object itself.
 */
import { BSON, Double, Long, ObjectId, type Binary, type Decimal128, type Timestamp } from 'bson';

export type Doc = Record<string, unknown>;
export type NumericTag = 'double' | 'long';
type TagMap = Record<string, NumericTag>;

const TAGS = Symbol('devdb.numericTags');
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function bsonTag(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

/** A JS number that plain serialization would write as Int32, so a Double of that value needs a tag. */
function wouldSerializeAsInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);
}

function typedCopy(this: Doc | unknown[]): Doc | unknown[] {
  const tags = (this as { [TAGS]?: TagMap })[TAGS];
  const copy: Record<string, unknown> = Array.isArray(this)
    ? (this.slice() as unknown as Record<string, unknown>)
    : { ...this };
  if (tags) {
    for (const key of Object.keys(tags)) {
      const value = copy[key];
      if (typeof value !== 'number') continue;
      copy[key] = tags[key] === 'double' ? new Double(value) : Long.fromNumber(value);
    }
  }
  return copy as Doc;
}

function tagMapOf(container: object, create: boolean): TagMap | undefined {
  let tags = (container as { [TAGS]?: TagMap })[TAGS];
  if (!tags && create) {
    tags = Object.create(null) as TagMap;
    Object.defineProperty(container, TAGS, {
      value: tags,
      enumerable: false,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(container, 'toBSON', {
      value: typedCopy,
      enumerable: false,
      configurable: true,
      writable: true,
    });
  }
  return tags;
}

export function getTag(container: object, key: string | number): NumericTag | undefined {
  const tags = (container as { [TAGS]?: TagMap })[TAGS];
  return tags ? tags[String(key)] : undefined;
}

export function setTag(container: object, key: string | number, tag: NumericTag | undefined): void {
  if (tag) {
    tagMapOf(container, true)![String(key)] = tag;
  } else {
    const tags = tagMapOf(container, false);
    if (tags) delete tags[String(key)];
  }
}

/** Sets `container[key]` and keeps the numeric tag in step with the new value. */
export function setField(
  container: Doc | unknown[],
  key: string | number,
  value: unknown,
  tag?: NumericTag,
): void {
  (container as Record<string, unknown>)[key as string] = value;
  setTag(container, key, typeof value === 'number' ? tag : undefined);
}

export function deleteField(container: Doc, key: string): void {
  delete container[key];
  setTag(container, key, undefined);
}

/** Reads a numeric value from a wire value (Int32/Double/Long wrappers or JS numbers) with its tag. */
export function unwrapNumber(value: unknown): { value: unknown; tag?: NumericTag } {
  const tag = bsonTag(value);
  if (tag === 'Int32') return { value: (value as { value: number }).value };
  if (tag === 'Double') {
    const n = (value as Double).value;
    return { value: n, tag: wouldSerializeAsInt32(n) ? 'double' : undefined };
  }
  if (tag === 'Long') {
    const n = (value as Long).toNumber();
    if (Number.isSafeInteger(n)) return { value: n, tag: 'long' };
    return { value };
  }
  return { value };
}

/**
 * Converts a value deserialized with `promoteValues: false` into the internal form, in place for
 * containers. Returns the converted value.
 */
export function fromWire(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) convertSlot(value as unknown as Record<number, unknown>, i);
    return value;
  }
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) convertSlot(value, key);
    return value;
  }
  return unwrapNumber(value).value;
}

function convertSlot(container: Record<string | number, unknown>, key: string | number) {
  const value = container[key];
  if (value === null || typeof value !== 'object') return;
  const tag = bsonTag(value);
  if (tag === undefined) {
    if (Array.isArray(value) || isPlainObject(value)) fromWire(value);
    return;
  }
  if (tag === 'Int32' || tag === 'Double' || tag === 'Long') {
    const unwrapped = unwrapNumber(value);
    container[key] = unwrapped.value;
    if (unwrapped.tag) setTag(container, key, unwrapped.tag);
  }
}

/** Deep copy of plain objects and arrays; BSON value objects are shared (they are never mutated). */
export function cloneValue<T>(value: T, keepTags = true): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneValue(value[i], keepTags);
    if (keepTags) copyTags(value, out);
    return out as T;
  }
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) out[key] = cloneValue(value[key], keepTags);
    if (keepTags) copyTags(value, out);
    return out as T;
  }
  return value;
}

function copyTags(from: object, to: object) {
  const tags = (from as { [TAGS]?: TagMap })[TAGS];
  if (!tags) return;
  for (const key of Object.keys(tags)) setTag(to, key, tags[key]);
}

// ---------------------------------------------------------------------------------------------------
// Type names and ordering (MongoDB's comparison/sort order)
// ---------------------------------------------------------------------------------------------------

export type BsonTypeName =
  | 'double'
  | 'string'
  | 'object'
  | 'array'
  | 'binData'
  | 'undefined'
  | 'objectId'
  | 'bool'
  | 'date'
  | 'null'
  | 'regex'
  | 'javascript'
  | 'int'
  | 'timestamp'
  | 'long'
  | 'decimal'
  | 'minKey'
  | 'maxKey'
  | 'symbol'
  | 'dbPointer';

/** The BSON type name of a value; numbers need their container's tag to tell int from double. */
export function typeName(value: unknown, tag?: NumericTag): BsonTypeName {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'number':
      if (tag) return tag;
      return wouldSerializeAsInt32(value) ? 'int' : 'double';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'long';
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (value instanceof Uint8Array) return 'binData';
  switch (bsonTag(value)) {
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Decimal128':
      return 'decimal';
    case 'Long':
      return 'long';
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'BSONRegExp':
      return 'regex';
    case 'Code':
      return 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'DBPointer':
      return 'dbPointer';
  }
  return 'object';
}

export function typeNameAt(container: object, key: string | number): BsonTypeName {
  return typeName((container as Record<string, unknown>)[key as string], getTag(container, key));
}

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'bigint') return true;
  const tag = bsonTag(value);
  return tag === 'Long' || tag === 'Decimal128' || tag === 'Int32' || tag === 'Double';
}

/** Numeric value as a JS number (approximate for big Long and Decimal128), or undefined if not numeric. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  switch (bsonTag(value)) {
    case 'Long':
      return (value as Long).toNumber();
    case 'Decimal128':
      return Number((value as Decimal128).toString());
    case 'Int32':
    case 'Double':
      return (value as Double).value;
  }
  return undefined;
}

export function typeRank(value: unknown): number {
  if (value === undefined) return 1;
  if (value === null) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(value)) return 6;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  if (value instanceof Uint8Array) return 7;
  switch (bsonTag(value)) {
    case 'MinKey':
      return 0;
    case 'Long':
    case 'Decimal128':
    case 'Int32':
    case 'Double':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 14;
    case 'Code':
      return 13;
    case undefined:
      return 5;
  }
  return 5;
}

function compareNumbers(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
    if (Number.isNaN(b)) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  // Big Long values compare exactly through BigInt; Decimal128 through its numeric value.
  const big = (v: unknown): bigint | undefined => {
    if (typeof v === 'bigint') return v;
    if (bsonTag(v) === 'Long') return (v as Long).toBigInt();
    if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
    return undefined;
  };
  const ba = big(a);
  const bb = big(b);
  if (ba !== undefined && bb !== undefined) return ba < bb ? -1 : ba > bb ? 1 : 0;
  const na = toNumber(a)!;
  const nb = toNumber(b)!;
  return na < nb ? -1 : na > nb ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  // MongoDB orders BinData by length, then subtype, then bytes.
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** Total order of BSON values as MongoDB sorts and compares them. */
export function compareValues(a: unknown, b: unknown): number {
  // Two strings or two dates first: index inserts and walks compare mostly these, and the general path
  // below ranks both values' types before it compares them.
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) {
    const ta = a.getTime();
    const tb = b.getTime();
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  }
  if (a instanceof ObjectId && b instanceof ObjectId) return compareObjectIds(a, b);
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 3:
      return compareNumbers(a, b);
    case 4: {
      const sa = typeof a === 'string' ? a : String(a);
      const sb = typeof b === 'string' ? b : String(b);
      return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    case 5:
      return compareObjects(a as Doc, b as Doc);
    case 6: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(xa[i], xb[i]);
        if (c) return c;
      }
      return xa.length === xb.length ? 0 : xa.length < xb.length ? -1 : 1;
    }
    case 7: {
      const ba = a instanceof Uint8Array ? a : (a as Binary).buffer;
      const bb = b instanceof Uint8Array ? b : (b as Binary).buffer;
      const c = compareBytes(ba, bb);
      if (c) return c;
      const sa = a instanceof Uint8Array ? 0 : (a as Binary).sub_type;
      const sb = b instanceof Uint8Array ? 0 : (b as Binary).sub_type;
      return sa === sb ? 0 : sa < sb ? -1 : 1;
    }
    case 8:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    case 9:
      return a === b ? 0 : a ? 1 : -1;
    case 10: {
      const ta = (a as Date).getTime();
      const tb = (b as Date).getTime();
      return ta < tb ? -1 : ta > tb ? 1 : 0;
    }
    case 11: {
      const c = (a as Timestamp).compare(b as Timestamp);
      return c < 0 ? -1 : c > 0 ? 1 : 0;
    }
    case 12: {
      const sa = regexParts(a);
      const sb = regexParts(b);
      return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
  }
  return 0;
}

/** The bson package's ObjectId as four 24-bit numbers, most significant first (bson 7 keeps them so). */
type ObjectIdParts = { i0?: unknown; i1: number; i2: number; i3: number };

/**
 * Byte order, which is the hex strings' order. Index inserts compare the `_id` of most entries they pass, so this
 * neither makes hex strings nor copies the bytes (`id` makes a new buffer on every call) where the four numbers
 * are there.
 */
function compareObjectIds(a: ObjectId, b: ObjectId): number {
  const pa = a as unknown as ObjectIdParts;
  const pb = b as unknown as ObjectIdParts;
  if (typeof pa.i0 === 'number' && typeof pb.i0 === 'number') {
    if (pa.i0 !== pb.i0) return pa.i0 < pb.i0 ? -1 : 1;
    if (pa.i1 !== pb.i1) return pa.i1 < pb.i1 ? -1 : 1;
    if (pa.i2 !== pb.i2) return pa.i2 < pb.i2 ? -1 : 1;
    return pa.i3 === pb.i3 ? 0 : pa.i3 < pb.i3 ? -1 : 1;
  }
  const ia = a.id;
  const ib = b.id;
  for (let i = 0; i < 12; i++) if (ia[i] !== ib[i]) return ia[i] < ib[i] ? -1 : 1;
  return 0;
}

function regexParts(value: unknown): string {
  if (value instanceof RegExp) return `${value.source}\u0000${value.flags}`;
  const r = value as { pattern: string; options: string };
  return `${r.pattern}\u0000${r.options}`;
}

function compareObjects(a: Doc, b: Doc): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const r = typeRank(a[ka[i]]) - typeRank(b[kb[i]]);
    if (r) return r < 0 ? -1 : 1;
    if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    const c = compareValues(a[ka[i]], b[kb[i]]);
    if (c) return c;
  }
  return ka.length === kb.length ? 0 : ka.length < kb.length ? -1 : 1;
}

/** Deep equality that also requires the same numeric BSON types (used to detect "no change"). */
export function identical(a: unknown, b: unknown, tagA?: NumericTag, tagB?: NumericTag): boolean {
  if (typeof a === 'number' || typeof b === 'number') {
    return (
      typeof a === 'number' &&
      typeof b === 'number' &&
      Object.is(a, b) &&
      typeName(a, tagA) === typeName(b, tagB)
    );
  }
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!identical(a[i], b[i], getTag(a, i), getTag(b, i))) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (let i = 0; i < ka.length; i++) {
      if (ka[i] !== kb[i]) return false;
      if (!identical(a[ka[i]], b[kb[i]], getTag(a, ka[i]), getTag(b, kb[i]))) return false;
    }
    return true;
  }
  if (typeName(a) !== typeName(b)) return false;
  return compareValues(a, b) === 0;
}

// ---------------------------------------------------------------------------------------------------
// Canonical keys: equal values (in MongoDB's sense) map to the same string
// ---------------------------------------------------------------------------------------------------

function numberKey(value: unknown): string {
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nNaN';
    return 'n' + (value === 0 ? '0' : String(value));
  }
  if (bsonTag(value) === 'Long') {
    const n = (value as Long).toNumber();
    return Number.isSafeInteger(n) ? 'n' + String(n) : 'n' + (value as Long).toString();
  }
  const text = (value as Decimal128).toString();
  const n = Number(text);
  if (Number.isFinite(n) && String(n) === text.replace(/\.0+$/, '')) return 'n' + (n === 0 ? '0' : String(n));
  return 'nD' + text;
}

/**
 * `prefix + text` as one flat string. A concatenation of 13 characters or more is a tree of pieces in V8 (and
 * `toHexString` builds its text piece by piece), so every document id kept by the indexes would be several heap
 * objects; a join is one, which keeps the heap small and its garbage collections short.
 */
function flatKey(prefix: string, text: string): string {
  return [prefix, text].join('');
}

export function keyOf(value: unknown): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'string':
      // Short keys are flat either way (see `flatKey`).
      return value.length < 12 ? 's' + value : flatKey('s', value);
    case 'number':
    case 'bigint':
      return typeof value === 'bigint' ? 'n' + value.toString() : numberKey(value);
    case 'boolean':
      return value ? 'b1' : 'b0';
  }
  if (Array.isArray(value)) return 'a' + JSON.stringify(value.map(keyOf));
  if (value instanceof Date) return 'd' + value.getTime();
  if (value instanceof RegExp) return 'r' + value.source + '/' + value.flags;
  if (value instanceof Uint8Array) return 'x0:' + Buffer.from(value).toString('base64');
  switch (bsonTag(value)) {
    case 'ObjectId':
      return flatKey('o', (value as ObjectId).toHexString());
    case 'Long':
    case 'Decimal128':
    case 'Int32':
    case 'Double':
      return numberKey(unwrapNumber(value).value);
    case 'Binary':
      return (
        'x' + (value as Binary).sub_type + ':' + Buffer.from((value as Binary).buffer).toString('base64')
      );
    case 'Timestamp':
      return 't' + (value as Timestamp).toString();
    case 'MinKey':
      return 'm-';
    case 'MaxKey':
      return 'm+';
    case undefined:
      break;
    default:
      return 'v' + Buffer.from(BSON.serialize({ v: value })).toString('base64');
  }
  const doc = value as Doc;
  return 'O' + JSON.stringify(Object.keys(doc).map((k) => [k, keyOf(doc[k])]));
}

// ---------------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------------

const MISSING_VALUES: unknown[] = [];

/** Values reached by a dotted path, descending into arrays like MongoDB does; [] when missing. */
export function valuesAtPath(doc: unknown, path: string, expandTerminalArrays = true): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  collect(doc, parts, 0, out, expandTerminalArrays);
  return out.length ? out : MISSING_VALUES;
}

function collect(value: unknown, parts: string[], i: number, out: unknown[], expand: boolean) {
  if (i === parts.length) {
    if (expand && Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else for (const element of value) out.push(element);
    } else {
      out.push(value);
    }
    return;
  }
  const part = parts[i];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && Number(part) < value.length) {
      collect(value[Number(part)], parts, i + 1, out, expand);
      return;
    }
    for (const element of value) {
      if (isPlainObject(element) && Object.prototype.hasOwnProperty.call(element, part)) {
        collect(element[part], parts, i + 1, out, expand);
      }
    }
    return;
  }
  if (isPlainObject(value) && Object.prototype.hasOwnProperty.call(value, part)) {
    collect(value[part], parts, i + 1, out, expand);
  }
}

/** The value at a dotted path without array expansion (numeric parts index arrays). */
export function getPath(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(part)) return undefined;
      current = current[Number(part)];
    } else if (isPlainObject(current)) {
      if (!Object.prototype.hasOwnProperty.call(current, part)) return undefined;
      current = current[part];
    } else {
      return undefined;
    }
  }
  return current;
}

// ---------------------------------------------------------------------------------------------------
// Formatting for error messages (MongoDB's relaxed, shell-like notation)
// ---------------------------------------------------------------------------------------------------

export function formatValue(value: unknown, tag?: NumericTag): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (tag === 'long') return `${value}`;
      if (tag === 'double' && Number.isInteger(value)) return `${value}.0`;
      return String(value);
    case 'boolean':
      return String(value);
    case 'bigint':
      return value.toString();
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[ ${value.map((v, i) => formatValue(v, getTag(value, i))).join(', ')} ]`;
  }
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  switch (bsonTag(value)) {
    case 'ObjectId':
      return `ObjectId('${(value as ObjectId).toHexString()}')`;
    case 'Long':
      return (value as Long).toString();
    case 'Decimal128':
      return `${(value as Decimal128).toString()}`;
    case 'Binary':
      return `BinData(${(value as Binary).sub_type}, ${Buffer.from((value as Binary).buffer)
        .toString('hex')
        .toUpperCase()})`;
    case 'Timestamp':
      return `Timestamp(${(value as Timestamp).t}, ${(value as Timestamp).i})`;
    case 'MinKey':
      return 'MinKey';
    case 'MaxKey':
      return 'MaxKey';
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    return `{ ${keys.map((k) => `${k}: ${formatValue(value[k], getTag(value, k))}`).join(', ')} }`;
  }
  return String(value);
}

/** BSON bytes of a document as a Buffer (bson returns a Uint8Array view). */
export function serializeDocument(doc: Doc): Buffer {
  const bytes = BSON.serialize(doc);
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function newObjectId(): ObjectId {
  return new ObjectId();
}
