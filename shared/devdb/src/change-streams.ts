/** Change streams: an in-memory event log with resume tokens, and cursors that wait for new events. */
import { Long, Timestamp } from 'bson';
import { randomBytes } from 'node:crypto';
import { Aggregator } from 'mingo/aggregator';
import type { Catalog, ChangeRecord } from './catalog';
import { MongoCommandError } from './errors';
import { maxBatchBytes, type Pacer, type ServerCursor } from './cursors';
import { assertSupportedExpression, mingoOptions } from './query';
import {
  cloneValue,
  getTag,
  identical,
  isPlainObject,
  serializeDocument,
  setField,
  type Doc,
} from './values';

interface StoredEvent {
  seq: number;
  clusterTime: Timestamp;
  wallTime: Date;
  change: ChangeRecord;
}

const internalDatabases = new Set(['admin', 'config', 'local']);

export class ChangeHub {
  /** Distinguishes tokens of this server run: events do not survive a restart. */
  readonly epoch = randomBytes(4).toString('hex');
  private readonly events: StoredEvent[] = [];
  private seq = 0;
  private lastSeconds = 0;
  private lastIncrement = 0;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly retention = 20_000) {}

  get latestSeq() {
    return this.seq;
  }

  get oldestRetainedSeq() {
    return this.events.length ? this.events[0].seq : this.seq + 1;
  }

  nextClusterTime(): Timestamp {
    const seconds = Math.floor(Date.now() / 1000);
    if (seconds > this.lastSeconds) {
      this.lastSeconds = seconds;
      this.lastIncrement = 0;
    }
    this.lastIncrement++;
    return new Timestamp({ t: this.lastSeconds, i: this.lastIncrement });
  }

  publish(changes: ChangeRecord[]) {
    if (changes.length === 0) return;
    for (const change of changes) {
      this.seq++;
      this.events.push({ seq: this.seq, clusterTime: this.nextClusterTime(), wallTime: new Date(), change });
    }
    if (this.events.length > this.retention) this.events.splice(0, this.events.length - this.retention);
    for (const wake of [...this.waiters]) wake();
  }

  token(seq: number): Doc {
    return { _data: `82${this.epoch}${seq.toString(16).padStart(16, '0')}` };
  }

  /** The sequence number a resume token stands for; throws if it cannot be resumed here. */
  parseToken(token: unknown): number {
    const data = isPlainObject(token) ? token._data : undefined;
    if (typeof data !== 'string' || !/^82[0-9a-f]{8}[0-9a-f]{16}$/.test(data)) {
      throw new MongoCommandError(
        'BadValue',
        'KeyString format error: the resume token was not produced by this server',
      );
    }
    const epoch = data.slice(2, 10);
    const seq = parseInt(data.slice(10), 16);
    if (epoch !== this.epoch || seq < this.oldestRetainedSeq - 1 || seq > this.seq) {
      throw new MongoCommandError(
        'ChangeStreamHistoryLost',
        'Resume of change stream was not possible, as the resume point may no longer be in the oplog (devdb keeps change events in memory only, for the current run)',
      );
    }
    return seq;
  }

  /** The position just before the first event at or after the given cluster time. */
  positionAt(time: Timestamp): number {
    for (const event of this.events) {
      if (event.clusterTime.compare(time) >= 0) return event.seq - 1;
    }
    return this.seq;
  }

  *after(seq: number): Generator<StoredEvent> {
    if (this.events.length === 0) return;
    let i = Math.max(0, seq + 1 - this.events[0].seq);
    for (; i < this.events.length; i++) yield this.events[i];
  }

  /** Resolves when an event is published or the timeout passes; `cancel` resolves it early. */
  wait(timeoutMs: number): { promise: Promise<void>; cancel: () => void } {
    let wake!: () => void;
    const promise = new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), timeoutMs);
      wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      this.waiters.add(wake);
    });
    return { promise, cancel: () => wake() };
  }

  wakeAll() {
    for (const wake of [...this.waiters]) wake();
  }
}

interface Scope {
  db?: string;
  coll?: string;
}

const allowedStages = new Set([
  '$match',
  '$project',
  '$addFields',
  '$set',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
  '$redact',
]);

export interface ChangeStreamOptions {
  fullDocument: string;
  fullDocumentBeforeChange: string;
  showExpandedEvents: boolean;
  startPosition: number;
}

export function parseChangeStreamStage(spec: unknown, hub: ChangeHub, scope: Scope): ChangeStreamOptions {
  if (!isPlainObject(spec))
    throw new MongoCommandError('TypeMismatch', '$changeStream stage expects a document');
  for (const key of Object.keys(spec)) {
    if (
      ![
        'fullDocument',
        'fullDocumentBeforeChange',
        'resumeAfter',
        'startAfter',
        'startAtOperationTime',
        'allChangesForCluster',
        'showExpandedEvents',
        'showMigrationEvents',
        'showSystemEvents',
        'allowToRunOnConfigDB',
        'allowToRunOnSystemNS',
      ].includes(key)
    ) {
      throw new MongoCommandError(40415, `BSON field '$changeStream.${key}' is an unknown field.`);
    }
  }
  const fullDocument = (spec.fullDocument as string | undefined) ?? 'default';
  if (!['default', 'updateLookup', 'whenAvailable', 'required'].includes(fullDocument)) {
    throw new MongoCommandError('BadValue', `'${fullDocument}' is not a valid value for fullDocument`);
  }
  const fullDocumentBeforeChange = (spec.fullDocumentBeforeChange as string | undefined) ?? 'off';
  if (!['off', 'whenAvailable', 'required'].includes(fullDocumentBeforeChange)) {
    throw new MongoCommandError(
      'BadValue',
      `'${fullDocumentBeforeChange}' is not a valid value for fullDocumentBeforeChange`,
    );
  }
  if (spec.allChangesForCluster && scope.db !== 'admin') {
    throw new MongoCommandError(
      'InvalidNamespace',
      "$changeStream may only be opened on the 'admin' database if allChangesForCluster is true",
    );
  }
  const starts = ['resumeAfter', 'startAfter', 'startAtOperationTime'].filter((k) => spec[k] !== undefined);
  if (starts.length > 1)
    throw new MongoCommandError(40674, 'Only one type of resume option is allowed, but multiple were found.');
  let startPosition = hub.latestSeq;
  if (spec.resumeAfter !== undefined) startPosition = hub.parseToken(spec.resumeAfter);
  else if (spec.startAfter !== undefined) startPosition = hub.parseToken(spec.startAfter);
  else if (spec.startAtOperationTime !== undefined) {
    if (!(spec.startAtOperationTime instanceof Timestamp))
      throw new MongoCommandError('TypeMismatch', 'startAtOperationTime must be a Timestamp');
    startPosition = hub.positionAt(spec.startAtOperationTime);
  }
  return {
    fullDocument,
    fullDocumentBeforeChange,
    showExpandedEvents: !!spec.showExpandedEvents,
    startPosition,
  };
}

export function validateChangeStreamPipeline(stages: Doc[]) {
  for (const stage of stages) {
    const name = Object.keys(stage)[0];
    if (!allowedStages.has(name)) {
      throw new MongoCommandError('IllegalOperation', `${name} is not permitted in a $changeStream pipeline`);
    }
    assertSupportedExpression(stage);
  }
}

interface UpdateDescription {
  updatedFields: Doc;
  removedFields: string[];
  truncatedArrays: { field: string; newSize: number }[];
}

function describeUpdate(before: Doc, after: Doc): UpdateDescription {
  const description: UpdateDescription = { updatedFields: {}, removedFields: [], truncatedArrays: [] };
  diffObjects(before, after, '', description);
  return description;
}

function diffObjects(before: Doc, after: Doc, prefix: string, out: UpdateDescription) {
  for (const key of Object.keys(after)) {
    const path = prefix + key;
    if (!(key in before)) {
      setField(out.updatedFields, path, after[key], getTag(after, key));
      continue;
    }
    const a = before[key];
    const b = after[key];
    if (identical(a, b, getTag(before, key), getTag(after, key))) continue;
    if (isPlainObject(a) && isPlainObject(b)) diffObjects(a, b, path + '.', out);
    else if (Array.isArray(a) && Array.isArray(b)) diffArrays(a, b, path, out);
    else setField(out.updatedFields, path, b, getTag(after, key));
  }
  for (const key of Object.keys(before)) {
    if (!(key in after)) out.removedFields.push(prefix + key);
  }
}

function diffArrays(a: unknown[], b: unknown[], path: string, out: UpdateDescription) {
  const common = Math.min(a.length, b.length);
  let changed = 0;
  for (let i = 0; i < common; i++) if (!identical(a[i], b[i], getTag(a, i), getTag(b, i))) changed++;
  if (changed > common / 2 && common > 0) {
    setField(out.updatedFields, path, b);
    return;
  }
  if (b.length < a.length) out.truncatedArrays.push({ field: path, newSize: b.length });
  for (let i = 0; i < b.length; i++) {
    if (i < common && identical(a[i], b[i], getTag(a, i), getTag(b, i))) continue;
    setField(out.updatedFields, `${path}.${i}`, b[i], getTag(b, i));
  }
}

export class ChangeStreamCursor implements ServerCursor {
  id = Long.ZERO;
  lastUsed = Date.now();
  readonly kind = 'changeStream' as const;
  readonly noTimeout = false;
  closed = false;
  private position: number;
  private readonly pipeline?: Aggregator;
  private readonly pipelineMutates: boolean;
  private pendingInvalidate?: StoredEvent;
  private activeWait?: { cancel: () => void };

  constructor(
    readonly ns: string,
    private readonly hub: ChangeHub,
    private readonly catalog: Catalog,
    private readonly scope: Scope,
    private readonly options: ChangeStreamOptions,
    stages: Doc[],
  ) {
    this.position = options.startPosition;
    if (stages.length) this.pipeline = new Aggregator(stages, { ...mingoOptions });
    this.pipelineMutates = stages.some((stage) => !('$match' in stage));
  }

  get resumeToken(): Doc {
    return this.hub.token(this.position);
  }

  private inScope(change: ChangeRecord): boolean {
    if (this.scope.coll !== undefined) {
      return (
        change.db === this.scope.db &&
        (change.coll === this.scope.coll || (change.op === 'dropDatabase' && change.db === this.scope.db))
      );
    }
    if (this.scope.db !== undefined && this.scope.db !== 'admin')
      return change.db === this.scope.db && !(change.coll ?? '').startsWith('system.');
    return !internalDatabases.has(change.db) && !(change.coll ?? '').startsWith('system.');
  }

  private invalidates(change: ChangeRecord): boolean {
    if (this.scope.coll !== undefined)
      return change.op === 'drop' || change.op === 'rename' || change.op === 'dropDatabase';
    if (this.scope.db !== undefined && this.scope.db !== 'admin') return change.op === 'dropDatabase';
    return false;
  }

  private eventDocument(event: StoredEvent, operationType?: string): Doc | undefined {
    const { change } = event;
    const type = operationType ?? change.op;
    const ddl = ['create', 'createIndexes', 'dropIndexes'];
    if (ddl.includes(type) && !this.options.showExpandedEvents) return undefined;
    if (this.scope.coll !== undefined && type === 'dropDatabase') return undefined;
    const doc: Doc = {
      _id: this.hub.token(event.seq),
      operationType: type,
      clusterTime: event.clusterTime,
      wallTime: event.wallTime,
    };
    if (type === 'invalidate') return doc;
    const copy = <T>(value: T): T => (this.pipelineMutates ? cloneValue(value) : value);
    if (type === 'insert' || type === 'replace') doc.fullDocument = copy(change.after);
    if (type === 'update') {
      if (this.options.fullDocument === 'updateLookup') {
        doc.fullDocument = copy(
          this.catalog.getCollection(change.db, change.coll!)?.getById(change.documentKey!._id) ?? null,
        );
      } else if (this.options.fullDocument === 'whenAvailable' || this.options.fullDocument === 'required') {
        doc.fullDocument = copy(change.after ?? null);
      }
    }
    doc.ns = change.coll !== undefined ? { db: change.db, coll: change.coll } : { db: change.db };
    if (type === 'rename' && change.to) doc.to = { ...change.to };
    if (change.documentKey) doc.documentKey = { ...change.documentKey };
    if (type === 'update') doc.updateDescription = describeUpdate(change.before!, change.after!);
    if (
      this.options.fullDocumentBeforeChange !== 'off' &&
      (type === 'update' || type === 'replace' || type === 'delete')
    ) {
      doc.fullDocumentBeforeChange = copy(change.before ?? null);
    }
    return doc;
  }

  private transform(doc: Doc): Doc | undefined {
    if (!this.pipeline) return doc;
    let out: Doc[];
    try {
      out = this.pipeline.run([doc]) as Doc[];
    } catch (error) {
      throw new MongoCommandError('BadValue', (error as Error).message);
    }
    if (out.length === 0) return undefined;
    const result = out[0];
    if (!isPlainObject(result._id) || !identical(result._id, doc._id)) {
      throw new MongoCommandError(
        280,
        'Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are allowed.',
      );
    }
    return result;
  }

  /** Collects events after the current position; waits up to `waitMs` for the first one when none is ready. */
  async nextBatch(batchSize: number | undefined, waitMs: number, pacer: Pacer): Promise<Buffer[]> {
    this.lastUsed = Date.now();
    const wanted = batchSize && batchSize > 0 ? batchSize : Infinity;
    let out = this.collect(wanted);
    if (out.length === 0 && waitMs > 0 && !this.closed) {
      const deadline = Date.now() + waitMs;
      while (out.length === 0 && !this.closed && Date.now() < deadline) {
        const wait = this.hub.wait(deadline - Date.now());
        this.activeWait = wait;
        await wait.promise;
        this.activeWait = undefined;
        out = this.collect(wanted);
        await pacer.pause();
      }
    }
    this.lastUsed = Date.now();
    return out;
  }

  private collect(wanted: number): Buffer[] {
    const out: Buffer[] = [];
    let bytes = 0;
    if (this.pendingInvalidate) {
      const invalidate = this.eventDocument(this.pendingInvalidate, 'invalidate')!;
      out.push(serializeDocument(invalidate));
      this.pendingInvalidate = undefined;
      this.closed = true;
      return out;
    }
    for (const event of this.hub.after(this.position)) {
      if (out.length >= wanted || bytes > maxBatchBytes / 2) break;
      this.position = event.seq;
      if (!this.inScope(event.change)) continue;
      const doc = this.eventDocument(event);
      if (doc) {
        const transformed = this.transform(doc);
        if (transformed) {
          const buffer = serializeDocument(transformed);
          out.push(buffer);
          bytes += buffer.length;
        }
      }
      if (this.invalidates(event.change)) {
        this.pendingInvalidate = event;
        break;
      }
    }
    if (this.pendingInvalidate && out.length === 0) return this.collect(wanted);
    return out;
  }

  close() {
    this.closed = true;
    this.activeWait?.cancel();
  }
}
