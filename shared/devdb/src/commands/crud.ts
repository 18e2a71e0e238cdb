/** find, getMore, killCursors, insert, update, delete, findAndModify, count, distinct. */
import { Long } from 'bson';
import { withId, type Collection, type Plan, type WriteBatch } from '../catalog';
import { ChangeStreamCursor } from '../change-streams';
import {
  DocumentCursor,
  Pacer,
  PAUSE,
  drain,
  fromArray,
  parseSort,
  scanMatching,
  sortDocs,
  type Pulled,
  type SortSpec,
} from '../cursors';
import { MongoCommandError, notSupported } from '../errors';
import { compileProjection, type Projector } from '../projection';
import { compileFilter, type Matcher } from '../query';
import { applyUpdate, buildUpsertDocument, classifyUpdate, type UpdateKind } from '../update';
import { compareValues, identical, isPlainObject, keyOf, valuesAtPath, type Doc } from '../values';
import { cursorReply, type RawReply } from '../wire';
import {
  checkCollation,
  checkReadConcern,
  collectionArgument,
  documentArgument,
  namespace,
  numberArgument,
  runWrite,
  type CommandContext,
  type CommandHandler,
} from './context';

const defaultFirstBatch = 101;

export interface PreparedFind {
  collection?: Collection;
  plan: Plan;
  matcher: Matcher;
  filter?: Doc;
  sort?: SortSpec;
  skip: number;
  limit?: number;
  projector?: Projector;
  singleBatch: boolean;
  batchSize?: number;
}

export function prepareFind(command: Doc, context: CommandContext): PreparedFind {
  const name = collectionArgument(command, 'find');
  checkReadConcern(command);
  checkCollation(command.collation);
  for (const option of ['tailable', 'awaitData', 'oplogReplay'] as const) {
    if (command[option]) throw notSupported(`${option} cursors (they need capped collections)`);
  }
  for (const option of ['min', 'max', 'returnKey', 'showRecordId'] as const) {
    if (command[option] !== undefined && command[option] !== false)
      throw notSupported(`find option '${option}'`);
  }
  const filter = documentArgument(command, 'filter', 'find');
  const matcher = compileFilter(filter);
  const sort = parseSort(documentArgument(command, 'sort', 'find'));
  const projector = compileProjection(documentArgument(command, 'projection', 'find'), filter);
  const skip = numberArgument(command, 'skip', 'find') ?? 0;
  if (skip < 0)
    throw new MongoCommandError(51024, `BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  let limit = numberArgument(command, 'limit', 'find');
  let singleBatch = command.singleBatch === true;
  if (limit !== undefined && limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  if (limit === 0) limit = undefined;
  const batchSize = numberArgument(command, 'batchSize', 'find');
  if (batchSize !== undefined && batchSize < 0)
    throw new MongoCommandError(
      51024,
      `BSON field 'batchSize' value must be >= 0, actual value '${batchSize}'`,
    );
  const collection = context.state.catalog.getCollection(context.db, name);
  const order =
    sort && sort.natural === undefined && sort.fields.length
      ? { sort, limited: limit !== undefined }
      : undefined;
  const plan = collection ? collection.plan(filter, command.hint, order) : { stage: 'COLLSCAN' as const };
  return { collection, plan, matcher, filter, sort, skip, limit, projector, singleBatch, batchSize };
}

function* skipping(source: Iterator<Pulled>, skip: number): Generator<Pulled> {
  let skipped = 0;
  for (;;) {
    const next = source.next();
    if (next.done) return;
    if (next.value !== PAUSE && skipped < skip) {
      skipped++;
      continue;
    }
    yield next.value;
  }
}

/** The documents a find returns, in order, before projection; materialized only when sorting. */
export async function findSource(prepared: PreparedFind, pacer: Pacer): Promise<Iterator<Pulled>> {
  const { collection, plan, matcher, sort, skip, limit } = prepared;
  if (!collection) return fromArray([]);
  const scan = scanMatching(collection, plan, matcher);
  // An index walked in the sort's order streams: the cursor stops at the limit.
  if (!sort || plan.sorted) return skip ? skipping(scan, skip) : scan;
  const all = await drain(scan, pacer);
  const keep = limit !== undefined ? skip + limit : undefined;
  const sorted = sortDocs(all, sort, keep);
  return fromArray(skip ? sorted.slice(skip) : sorted);
}

async function openCursor(
  context: CommandContext,
  ns: string,
  cursor: DocumentCursor,
  firstBatchSize: number | undefined,
  singleBatch: boolean,
  pacer: Pacer,
): Promise<RawReply> {
  // batchSize 0 asks only for a cursor: the documents come with getMore.
  const batch = firstBatchSize === 0 ? [] : await cursor.nextBatch(firstBatchSize, pacer);
  let id = Long.ZERO;
  if (!cursor.exhausted && !singleBatch) id = context.state.cursors.register(cursor);
  else cursor.close();
  return cursorReply(ns, id, 'firstBatch', batch);
}

export const find: CommandHandler = async (command, context) => {
  context.state.opcounters.query++;
  const prepared = prepareFind(command, context);
  const pacer = new Pacer(command.maxTimeMS);
  const source = await findSource(prepared, pacer);
  const ns = namespace(context.db, command.find as string);
  const cursor = new DocumentCursor(ns, source, {
    limit: prepared.limit,
    projector: prepared.projector,
    noTimeout: command.noCursorTimeout === true,
    stored: true,
  });
  let firstBatch = prepared.batchSize ?? defaultFirstBatch;
  if (prepared.limit !== undefined && firstBatch !== 0) firstBatch = Math.min(firstBatch, prepared.limit);
  return openCursor(context, ns, cursor, firstBatch, prepared.singleBatch, pacer);
};

/** Serves a materialized result through a cursor (listCollections, listIndexes, aggregate). */
export async function cursorOver(
  context: CommandContext,
  ns: string,
  docs: Doc[],
  batchSize: number | undefined,
  pacer = new Pacer(),
): Promise<RawReply> {
  const cursor = new DocumentCursor(ns, fromArray(docs));
  return openCursor(context, ns, cursor, batchSize ?? defaultFirstBatch, false, pacer);
}

export const getMore: CommandHandler = async (command, context) => {
  context.state.opcounters.getmore++;
  const rawId = command.getMore;
  const id = typeof rawId === 'number' ? Long.fromNumber(rawId) : (rawId as Long);
  if (!(id instanceof Long) && typeof rawId !== 'number') {
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'getMore.getMore' is the wrong type, expected type 'long'",
    );
  }
  const collection = collectionArgument(command, 'collection');
  const cursor = context.state.cursors.get(id);
  if (!cursor) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
  const ns = namespace(context.db, collection);
  if (cursor.ns !== ns && !cursor.ns.startsWith(`${context.db}.$cmd`)) {
    throw new MongoCommandError(
      'Unauthorized',
      `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
    );
  }
  const batchSize = numberArgument(command, 'batchSize', 'getMore');
  const pacer = new Pacer();
  if (cursor instanceof ChangeStreamCursor) {
    const waitMs = numberArgument(command, 'maxTimeMS', 'getMore') ?? 1000;
    const batch = await cursor.nextBatch(batchSize, waitMs, pacer);
    let replyId = cursor.id;
    if (cursor.closed) {
      context.state.cursors.remove(cursor.id);
      replyId = Long.ZERO;
    }
    return cursorReply(cursor.ns, replyId, 'nextBatch', batch, { postBatchResumeToken: cursor.resumeToken });
  }
  const documents = cursor as DocumentCursor;
  const batch = await documents.nextBatch(batchSize, pacer);
  let replyId = cursor.id;
  if (documents.exhausted) {
    context.state.cursors.remove(cursor.id);
    replyId = Long.ZERO;
  }
  return cursorReply(cursor.ns, replyId, 'nextBatch', batch);
};

export const killCursors: CommandHandler = (command, context) => {
  collectionArgument(command, 'killCursors');
  const ids = command.cursors;
  if (!Array.isArray(ids))
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'killCursors.cursors' is missing or not an array",
    );
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = typeof raw === 'number' ? Long.fromNumber(raw) : (raw as Long);
    if (context.state.cursors.remove(id)) killed.push(id);
    else notFound.push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

// -------------------------------------------------------------------------------------------------
// Writes
// -------------------------------------------------------------------------------------------------

function statements(command: Doc, field: string, commandName: string): Doc[] {
  const list = command[field];
  if (!Array.isArray(list)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${commandName}.${field}' is missing or is the wrong type, expected type 'array'`,
    );
  }
  if (list.length === 0)
    throw new MongoCommandError(
      'InvalidLength',
      `Write batch sizes must be between 1 and 100000. Got 0 operations.`,
    );
  if (list.length > 100_000)
    throw new MongoCommandError(
      'InvalidLength',
      `Write batch sizes must be between 1 and 100000. Got ${list.length} operations.`,
    );
  return list as Doc[];
}

function writeErrorOf(error: unknown, index: number): Doc {
  if (error instanceof MongoCommandError) return error.toWriteError(index);
  return { index, code: 1, errmsg: error instanceof Error ? error.message : String(error) };
}

export const insert: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'insert');
  const documents = statements(command, 'documents', 'insert');
  const ordered = command.ordered !== false;
  const writeErrors: Doc[] = [];
  const n = await runWrite(context, (batch) => {
    const collection = context.state.catalog.ensureCollection(context.db, name, batch);
    return collection.inBulk(() => {
      let inserted = 0;
      for (let i = 0; i < documents.length; i++) {
        context.state.opcounters.insert++;
        try {
          const raw = documents[i];
          if (!isPlainObject(raw))
            throw new MongoCommandError('TypeMismatch', 'documents to insert must be objects');
          collection.insert(withId(raw), batch);
          inserted++;
        } catch (error) {
          writeErrors.push(writeErrorOf(error, i));
          if (ordered) break;
        }
      }
      return inserted;
    });
  });
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

function firstMatch(
  collection: Collection,
  filter: Doc | undefined,
  matcher: Matcher,
  sort: SortSpec | undefined,
  hint?: unknown,
): Doc | undefined {
  const plan = collection.plan(filter, hint);
  if (!sort) {
    for (const doc of collection.candidates(plan)) if (matcher.test(doc)) return doc;
    return undefined;
  }
  const matches: Doc[] = [];
  for (const doc of collection.candidates(plan)) if (matcher.test(doc)) matches.push(doc);
  return sortDocs(matches, sort, 1)[0];
}

function allMatches(
  collection: Collection,
  filter: Doc | undefined,
  matcher: Matcher,
  hint?: unknown,
): Doc[] {
  const out: Doc[] = [];
  for (const doc of collection.candidates(collection.plan(filter, hint)))
    if (matcher.test(doc)) out.push(doc);
  return out;
}

interface UpdateStatementResult {
  matched: number;
  modified: number;
  upsertedId?: unknown;
}

function applyUpdateStatement(
  context: CommandContext,
  name: string,
  statement: Doc,
  batch: WriteBatch,
): UpdateStatementResult {
  if (!isPlainObject(statement))
    throw new MongoCommandError('TypeMismatch', 'update statements must be objects');
  const filter = statement.q === undefined ? {} : statement.q;
  if (!isPlainObject(filter))
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'update.updates.q' is the wrong type, expected type 'object'",
    );
  const update = statement.u;
  checkCollation(statement.collation);
  const kind: UpdateKind = classifyUpdate(update);
  const multi = statement.multi === true;
  if (multi && kind === 'replacement') {
    throw new MongoCommandError(
      'FailedToParse',
      'multi update is not supported for replacement-style update',
    );
  }
  const arrayFilters = statement.arrayFilters as Doc[] | undefined;
  if (arrayFilters !== undefined && !Array.isArray(arrayFilters))
    throw new MongoCommandError('TypeMismatch', 'arrayFilters must be an array');
  const matcher = compileFilter(filter);
  const sort = parseSort(statement.sort);
  const collection = context.state.catalog.getCollection(context.db, name);
  const targets: Doc[] = [];
  if (collection) {
    if (multi) targets.push(...allMatches(collection, filter, matcher, statement.hint));
    else {
      const one = firstMatch(collection, filter, matcher, sort, statement.hint);
      if (one) targets.push(one);
    }
  }
  if (targets.length === 0) {
    if (!statement.upsert) return { matched: 0, modified: 0 };
    const doc = buildUpsertDocument(filter, update as Doc, kind, arrayFilters);
    context.state.catalog.ensureCollection(context.db, name, batch).insert(doc, batch);
    return { matched: 0, modified: 0, upsertedId: doc._id };
  }
  let modified = 0;
  for (const target of targets) {
    const current = collection!.getById(target._id);
    if (!current || (current !== target && !matcher.test(current))) continue;
    const next = applyUpdate(current, update as Doc, kind, { filter, arrayFilters });
    if (identical(current, next)) continue;
    collection!.replace(current, next, kind === 'replacement' ? 'replace' : 'update', batch);
    modified++;
  }
  return { matched: targets.length, modified };
}

export const update: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'update');
  const updates = statements(command, 'updates', 'update');
  const ordered = command.ordered !== false;
  const writeErrors: Doc[] = [];
  const upserted: Doc[] = [];
  const totals = await runWrite(context, (batch) => {
    let n = 0;
    let nModified = 0;
    for (let i = 0; i < updates.length; i++) {
      context.state.opcounters.update++;
      try {
        const result = applyUpdateStatement(context, name, updates[i], batch);
        n += result.matched;
        nModified += result.modified;
        if (result.upsertedId !== undefined) {
          n += 1;
          upserted.push({ index: i, _id: result.upsertedId });
        }
      } catch (error) {
        writeErrors.push(writeErrorOf(error, i));
        if (ordered) break;
      }
    }
    return { n, nModified };
  });
  const reply: Doc = { n: totals.n, nModified: totals.nModified };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
};

export const deleteCommand: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'delete');
  const deletes = statements(command, 'deletes', 'delete');
  const ordered = command.ordered !== false;
  const writeErrors: Doc[] = [];
  const n = await runWrite(context, (batch) => {
    let removed = 0;
    for (let i = 0; i < deletes.length; i++) {
      context.state.opcounters.delete++;
      try {
        const statement = deletes[i];
        if (!isPlainObject(statement))
          throw new MongoCommandError('TypeMismatch', 'delete statements must be objects');
        const filter = statement.q;
        if (!isPlainObject(filter))
          throw new MongoCommandError(
            'TypeMismatch',
            "BSON field 'delete.deletes.q' is the wrong type, expected type 'object'",
          );
        if (statement.limit !== 0 && statement.limit !== 1) {
          throw new MongoCommandError(
            'FailedToParse',
            `The limit field in delete objects must be 0 or 1. Got ${String(statement.limit)}`,
          );
        }
        checkCollation(statement.collation);
        const collection = context.state.catalog.getCollection(context.db, name);
        if (!collection) continue;
        const matcher = compileFilter(filter);
        const targets =
          statement.limit === 1
            ? [firstMatch(collection, filter, matcher, undefined, statement.hint)].filter(
                (d): d is Doc => !!d,
              )
            : allMatches(collection, filter, matcher, statement.hint);
        for (const doc of targets) {
          collection.remove(doc, batch);
          removed++;
        }
      } catch (error) {
        writeErrors.push(writeErrorOf(error, i));
        if (ordered) break;
      }
    }
    return removed;
  });
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

export const findAndModify: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'findAndModify' in command ? 'findAndModify' : 'findandmodify');
  const filter = documentArgument(command, 'query', 'findAndModify') ?? {};
  const remove = command.remove === true;
  const hasUpdate = command.update !== undefined && command.update !== null;
  const returnNew = command.new === true;
  const upsert = command.upsert === true;
  if (remove && hasUpdate)
    throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate)
    throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && returnNew)
    throw new MongoCommandError(
      'FailedToParse',
      "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
    );
  if (remove && upsert)
    throw new MongoCommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true ');
  checkCollation(command.collation);
  const matcher = compileFilter(filter);
  const sort = parseSort(documentArgument(command, 'sort', 'findAndModify'));
  const projector = compileProjection(documentArgument(command, 'fields', 'findAndModify'), filter);
  const project = (doc: Doc | undefined | null) => (doc ? (projector ? projector(doc) : doc) : null);
  const arrayFilters = command.arrayFilters as Doc[] | undefined;
  const kind = hasUpdate ? classifyUpdate(command.update) : undefined;

  return runWrite(context, (batch) => {
    const collection = context.state.catalog.getCollection(context.db, name);
    const target = collection ? firstMatch(collection, filter, matcher, sort, command.hint) : undefined;
    if (remove) {
      context.state.opcounters.delete++;
      if (!target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
      collection!.remove(target, batch);
      return { lastErrorObject: { n: 1 }, value: project(target), ok: 1 };
    }
    context.state.opcounters.update++;
    if (!target) {
      if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
      const doc = buildUpsertDocument(filter, command.update as Doc, kind!, arrayFilters);
      context.state.catalog.ensureCollection(context.db, name, batch).insert(doc, batch);
      return {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
        value: returnNew ? project(doc) : null,
        ok: 1,
      };
    }
    const next = applyUpdate(target, command.update as Doc, kind!, { filter, arrayFilters });
    if (!identical(target, next))
      collection!.replace(target, next, kind === 'replacement' ? 'replace' : 'update', batch);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: project(returnNew ? next : target),
      ok: 1,
    };
  });
};

// -------------------------------------------------------------------------------------------------
// count, distinct
// -------------------------------------------------------------------------------------------------

export const count: CommandHandler = async (command, context) => {
  context.state.opcounters.command++;
  const name = collectionArgument(command, 'count');
  checkCollation(command.collation);
  checkReadConcern(command);
  const filter = documentArgument(command, 'query', 'count');
  const skip = numberArgument(command, 'skip', 'count') ?? 0;
  const limit = Math.abs(numberArgument(command, 'limit', 'count') ?? 0);
  const collection = context.state.catalog.getCollection(context.db, name);
  if (!collection) return { n: 0, ok: 1 };
  const matcher = compileFilter(filter);
  let n: number;
  if (matcher.matchesAll) n = collection.count;
  else {
    n = 0;
    const pacer = new Pacer(command.maxTimeMS);
    const scan = scanMatching(collection, collection.plan(filter, command.hint), matcher);
    for (;;) {
      const next = scan.next();
      if (next.done) break;
      if (next.value === PAUSE) await pacer.pause();
      else n++;
    }
  }
  n = Math.max(0, n - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
};

export const distinct: CommandHandler = async (command, context) => {
  context.state.opcounters.command++;
  const name = collectionArgument(command, 'distinct');
  const key = command.key;
  if (typeof key !== 'string')
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'distinct.key' is the wrong type, expected type 'string'",
    );
  if (key.length === 0)
    throw new MongoCommandError('BadValue', 'FieldPath cannot be constructed with empty string');
  checkCollation(command.collation);
  const filter = documentArgument(command, 'query', 'distinct');
  const collection = context.state.catalog.getCollection(context.db, name);
  if (!collection) return { values: [], ok: 1 };
  const matcher = compileFilter(filter);
  const docs = await drain(
    scanMatching(collection, collection.plan(filter, command.hint), matcher),
    new Pacer(command.maxTimeMS),
  );
  const seen = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of valuesAtPath(doc, key)) {
      if (value === undefined) continue;
      const k = keyOf(value);
      if (!seen.has(k)) seen.set(k, value);
    }
  }
  const values = [...seen.values()].sort(compareValues);
  return { values, ok: 1 };
};

export async function materializeFind(prepared: PreparedFind, pacer: Pacer): Promise<Doc[]> {
  const source = await findSource(prepared, pacer);
  const docs = await drain(source, pacer, prepared.limit ?? Infinity);
  return prepared.projector ? docs.map(prepared.projector) : docs;
}
