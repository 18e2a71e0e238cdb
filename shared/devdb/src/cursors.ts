/** Query execution pieces shared by find, aggregate, count and distinct: paced scans, sorting, server cursors. */
import { Long } from 'bson';
import { randomBytes } from 'node:crypto';
import { MongoCommandError } from './errors';
import type { Collection, Plan } from './catalog';
import type { Matcher } from './query';
import type { Projector } from './projection';
import { storedDocumentBytes } from './document-bytes';
import { compareValues, isPlainObject, serializeDocument, valuesAtPath, type Doc } from './values';

/** Yielded by scans every few hundred documents so long scans can step aside for other clients. */
export const PAUSE = Symbol('devdb.pause');
export type Pulled = Doc | typeof PAUSE;

/** Lets a long-running read yield the thread every few milliseconds and enforces maxTimeMS. */
export class Pacer {
  private sliceStart = performance.now();
  private readonly deadline?: number;

  constructor(maxTimeMS?: unknown) {
    if (typeof maxTimeMS === 'number' && maxTimeMS > 0) this.deadline = Date.now() + maxTimeMS;
  }

  async pause(): Promise<void> {
    if (this.deadline !== undefined && Date.now() > this.deadline) {
      throw new MongoCommandError('MaxTimeMSExpired', 'operation exceeded time limit');
    }
    if (performance.now() - this.sliceStart >= 8) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.sliceStart = performance.now();
    }
  }
}

export function* scanMatching(collection: Collection, plan: Plan, matcher: Matcher): Generator<Pulled> {
  let examined = 0;
  for (const doc of collection.candidates(plan)) {
    if ((++examined & 511) === 0) yield PAUSE;
    if (matcher.test(doc)) yield doc;
  }
}

export async function drain(source: Iterator<Pulled>, pacer: Pacer, limit = Infinity): Promise<Doc[]> {
  const out: Doc[] = [];
  while (out.length < limit) {
    const next = source.next();
    if (next.done) break;
    if (next.value === PAUSE) await pacer.pause();
    else out.push(next.value);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Sorting
// ---------------------------------------------------------------------------------------------------

export interface SortSpec {
  fields: [string, 1 | -1][];
  natural?: 1 | -1;
}

export function parseSort(spec: unknown): SortSpec | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec)) throw new MongoCommandError('TypeMismatch', 'sort must be an object');
  const fields: [string, 1 | -1][] = [];
  let natural: 1 | -1 | undefined;
  for (const [field, raw] of Object.entries(spec)) {
    if (isPlainObject(raw) && '$meta' in raw) {
      throw new MongoCommandError(
        'NotImplemented',
        `sorting by { $meta: ${JSON.stringify(raw.$meta)} } is not supported by devdb (the embedded development database); use MongoDB for it`,
      );
    }
    const value =
      typeof raw === 'number'
        ? raw
        : raw && typeof raw === 'object' && 'valueOf' in raw
          ? Number(raw.valueOf())
          : NaN;
    if (value !== 1 && value !== -1) {
      throw new MongoCommandError(
        15974,
        `Illegal key in $sort specification: ${field}: ${JSON.stringify(raw)}`,
      );
    }
    if (field === '$natural') natural = value;
    else fields.push([field, value]);
  }
  if (fields.length === 0 && natural === undefined) return undefined;
  return { fields, natural };
}

function sortKey(doc: Doc, field: string, direction: 1 | -1): unknown {
  const values = valuesAtPath(doc, field);
  if (values.length === 0) return null;
  if (values.length === 1) return values[0];
  let chosen = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareValues(values[i], chosen);
    if ((direction === 1 && c < 0) || (direction === -1 && c > 0)) chosen = values[i];
  }
  return chosen;
}

/** Sorts stably by the spec; with `keep`, only the first `keep` results are retained (top-k). */
export function sortDocs(docs: Doc[], spec: SortSpec, keep?: number): Doc[] {
  if (spec.fields.length === 0) return spec.natural === -1 ? docs.slice().reverse() : docs;
  const keyed = docs.map((doc, i) => ({
    doc,
    i,
    keys: spec.fields.map(([field, dir]) => sortKey(doc, field, dir)),
  }));
  const compare = (a: (typeof keyed)[number], b: (typeof keyed)[number]) => {
    for (let f = 0; f < spec.fields.length; f++) {
      const c = compareValues(a.keys[f], b.keys[f]);
      if (c) return c * spec.fields[f][1];
    }
    return a.i - b.i;
  };
  keyed.sort(compare);
  const sorted = keep !== undefined ? keyed.slice(0, keep) : keyed;
  return sorted.map((k) => k.doc);
}

// ---------------------------------------------------------------------------------------------------
// Cursors
// ---------------------------------------------------------------------------------------------------

/** Largest batch payload per reply; MongoDB caps replies at 16 MiB. */
export const maxBatchBytes = 16 * 1024 * 1024 - 64 * 1024;

export interface ServerCursor {
  id: Long;
  ns: string;
  lastUsed: number;
  noTimeout: boolean;
  kind: 'documents' | 'changeStream';
  close(): void;
}

/** A cursor over documents produced lazily by a scan or from a materialized result. */
export class DocumentCursor implements ServerCursor {
  id = Long.ZERO;
  lastUsed = Date.now();
  readonly kind = 'documents' as const;
  exhausted = false;
  private returned = 0;
  private carried?: Buffer;

  constructor(
    readonly ns: string,
    private readonly source: Iterator<Pulled>,
    private readonly options: {
      limit?: number;
      projector?: Projector;
      noTimeout?: boolean;
      /** The source yields stored documents (a find), whose serialized form may come from the cache. */
      stored?: boolean;
    } = {},
  ) {}

  get noTimeout() {
    return !!this.options.noTimeout;
  }

  /** Serialized documents for the next batch; sets `exhausted` when nothing remains. */
  async nextBatch(batchSize: number | undefined, pacer: Pacer): Promise<Buffer[]> {
    this.lastUsed = Date.now();
    const out: Buffer[] = [];
    let bytes = 0;
    const wanted = batchSize && batchSize > 0 ? batchSize : Infinity;
    if (this.carried) {
      out.push(this.carried);
      bytes += this.carried.length;
      this.carried = undefined;
    }
    while (out.length < wanted) {
      if (this.options.limit !== undefined && this.returned >= this.options.limit) {
        this.exhausted = true;
        break;
      }
      const next = this.source.next();
      if (next.done) {
        this.exhausted = true;
        break;
      }
      if (next.value === PAUSE) {
        await pacer.pause();
        continue;
      }
      const { projector, stored } = this.options;
      const buffer = stored
        ? storedDocumentBytes(next.value, projector)
        : serializeDocument(projector ? projector(next.value) : next.value);
      this.returned++;
      if (out.length > 0 && bytes + buffer.length > maxBatchBytes) {
        this.carried = buffer;
        break;
      }
      out.push(buffer);
      bytes += buffer.length;
    }
    if (this.options.limit !== undefined && this.returned >= this.options.limit && !this.carried)
      this.exhausted = true;
    this.lastUsed = Date.now();
    return out;
  }

  close() {
    this.exhausted = true;
    this.source.return?.();
  }
}

export function* fromArray(docs: Doc[]): Generator<Pulled> {
  for (let i = 0; i < docs.length; i++) {
    if ((i & 1023) === 1023) yield PAUSE;
    yield docs[i];
  }
}

export class CursorRegistry {
  private readonly cursors = new Map<string, ServerCursor>();
  private readonly timer: NodeJS.Timeout;
  totalOpened = 0;
  timedOut = 0;

  constructor(private readonly idleTimeoutMs = 10 * 60 * 1000) {
    this.timer = setInterval(() => this.sweep(), Math.min(60_000, idleTimeoutMs));
    this.timer.unref();
  }

  register(cursor: ServerCursor): Long {
    let id: Long;
    do {
      const bytes = randomBytes(8);
      bytes[7] &= 0x3f;
      id = Long.fromBytesLE([...bytes]);
    } while (id.isZero() || this.cursors.has(id.toString()));
    cursor.id = id;
    this.cursors.set(id.toString(), cursor);
    this.totalOpened++;
    return id;
  }

  get(id: Long | number | bigint): ServerCursor | undefined {
    const cursor = this.cursors.get(String(id));
    if (cursor) cursor.lastUsed = Date.now();
    return cursor;
  }

  remove(id: Long | number | bigint): boolean {
    const key = String(id);
    const cursor = this.cursors.get(key);
    if (!cursor) return false;
    this.cursors.delete(key);
    cursor.close();
    return true;
  }

  get size() {
    return this.cursors.size;
  }

  sweep(now = Date.now()) {
    for (const [key, cursor] of this.cursors) {
      if (!cursor.noTimeout && now - cursor.lastUsed > this.idleTimeoutMs) {
        this.timedOut++;
        this.cursors.delete(key);
        cursor.close();
      }
    }
  }

  closeAll() {
    clearInterval(this.timer);
    for (const cursor of this.cursors.values()) cursor.close();
    this.cursors.clear();
  }
}
