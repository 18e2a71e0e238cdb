/** Collections and indexes: create, drop, dropDatabase, createIndexes, listIndexes, dropIndexes, listCollections, collMod, renameCollection, stats. */
import { BSON } from 'bson';
import { validateCollectionOptions, type Collection } from '../catalog';
import { MongoCommandError, notSupported } from '../errors';
import { normalizeIndexSpec } from '../indexes';
import { compileFilter } from '../query';
import { isPlainObject, type Doc } from '../values';
import { collectionArgument, namespace, runWrite, type CommandHandler } from './context';
import { cursorOver } from './crud';

function requireCollection(
  collection: Collection | undefined,
  ns: string,
  message = `ns does not exist: ${ns}`,
): Collection {
  if (!collection) throw new MongoCommandError('NamespaceNotFound', message);
  return collection;
}

const passThroughCreateFields = new Set([
  'create',
  'writeConcern',
  'lsid',
  '$db',
  '$clusterTime',
  '$readPreference',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

export const create: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'create');
  const options: Doc = {};
  for (const key of Object.keys(command)) if (!passThroughCreateFields.has(key)) options[key] = command[key];
  const stored = validateCollectionOptions(options);
  await runWrite(context, (batch) => context.state.catalog.createCollection(context.db, name, stored, batch));
  return { ok: 1 };
};

export const drop: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'drop');
  const collection = context.state.catalog.getCollection(context.db, name);
  if (!collection) return { ok: 1 };
  const nIndexesWas = collection.indexes.size + 1;
  await runWrite(context, (batch) => {
    context.state.catalog.dropCollection(context.db, name, batch);
  });
  return { nIndexesWas, ns: namespace(context.db, name), ok: 1 };
};

export const dropDatabase: CommandHandler = async (_command, context) => {
  await runWrite(context, (batch) => context.state.catalog.dropDatabase(context.db, batch));
  return { dropped: context.db, ok: 1 };
};

export const createIndexes: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'createIndexes');
  const indexes = command.indexes;
  if (!Array.isArray(indexes) || indexes.length === 0) {
    throw new MongoCommandError('BadValue', 'Must specify at least one index to create');
  }
  const specs = indexes.map((raw) => normalizeIndexSpec(raw));
  return runWrite(context, (batch) => {
    const existed = !!context.state.catalog.getCollection(context.db, name);
    const collection = context.state.catalog.ensureCollection(context.db, name, batch);
    const before = collection.indexes.size + 1;
    const created: string[] = [];
    try {
      for (const spec of specs) if (collection.createIndex(spec, batch)) created.push(spec.name);
    } catch (error) {
      // All or nothing, as MongoDB builds them: undo the ones this command created.
      for (const indexName of created) collection.dropIndex(indexName, batch);
      throw error;
    }
    const reply: Doc = {
      numIndexesBefore: before,
      numIndexesAfter: collection.indexes.size + 1,
      createdCollectionAutomatically: !existed,
    };
    if (created.length === 0) reply.note = 'all indexes already exist';
    reply.ok = 1;
    return reply;
  });
};

export const listIndexes: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'listIndexes');
  const ns = namespace(context.db, name);
  const collection = requireCollection(context.state.catalog.getCollection(context.db, name), ns);
  const batchSize =
    isPlainObject(command.cursor) && typeof command.cursor.batchSize === 'number'
      ? command.cursor.batchSize
      : undefined;
  return cursorOver(
    context,
    ns,
    collection.indexSpecs().map((spec) => ({ ...spec })),
    batchSize,
  );
};

export const dropIndexes: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'dropIndexes' in command ? 'dropIndexes' : 'deleteIndexes');
  const ns = namespace(context.db, name);
  const collection = requireCollection(
    context.state.catalog.getCollection(context.db, name),
    ns,
    `ns not found ${ns}`,
  );
  const target = command.index;
  const nIndexesWas = collection.indexes.size + 1;
  const names: string[] = [];
  if (target === '*') names.push(...collection.indexes.keys());
  else {
    const requested = Array.isArray(target) ? target : [target];
    for (const entry of requested) {
      const found = collection.findIndex(entry);
      if (found === '_id_') throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
      if (!found) {
        throw new MongoCommandError(
          'IndexNotFound',
          typeof entry === 'string'
            ? `index not found with name [${entry}]`
            : `can't find index with key: ${JSON.stringify(entry)}`,
        );
      }
      names.push(found.name);
    }
  }
  await runWrite(context, (batch) => {
    for (const indexName of names) collection.dropIndex(indexName, batch);
  });
  return { nIndexesWas, ok: 1 };
};

export const listCollections: CommandHandler = async (command, context) => {
  const filter = isPlainObject(command.filter) ? command.filter : undefined;
  const matcher = compileFilter(filter);
  const nameOnly = command.nameOnly === true;
  const entries: Doc[] = [];
  for (const collection of context.state.catalog.listCollections(context.db)) {
    const full: Doc = {
      name: collection.name,
      type: 'collection',
      options: { ...collection.options },
      info: { readOnly: false, uuid: collection.uuid },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
    };
    if (!matcher.test(full)) continue;
    entries.push(nameOnly ? { name: full.name, type: full.type } : full);
  }
  const batchSize =
    isPlainObject(command.cursor) && typeof command.cursor.batchSize === 'number'
      ? command.cursor.batchSize
      : undefined;
  return cursorOver(context, `${context.db}.$cmd.listCollections`, entries, batchSize);
};

export const collMod: CommandHandler = async (command, context) => {
  const name = collectionArgument(command, 'collMod');
  const ns = namespace(context.db, name);
  const collection = requireCollection(
    context.state.catalog.getCollection(context.db, name),
    ns,
    `ns does not exist: ${ns}`,
  );
  const reply: Doc = {};
  const optionChanges: Doc = {};
  for (const key of Object.keys(command)) {
    if (
      [
        'collMod',
        'writeConcern',
        'lsid',
        '$db',
        '$clusterTime',
        '$readPreference',
        'comment',
        'apiVersion',
        'apiStrict',
        'apiDeprecationErrors',
        'index',
        'dryRun',
      ].includes(key)
    )
      continue;
    optionChanges[key] = command[key];
  }
  const validated = validateCollectionOptions(optionChanges);
  const index = command.index;
  await runWrite(context, (batch) => {
    if (index !== undefined) {
      if (!isPlainObject(index))
        throw new MongoCommandError(
          'TypeMismatch',
          "BSON field 'collMod.index' is the wrong type, expected type 'object'",
        );
      const found = collection.findIndex(index.name ?? index.keyPattern);
      if (!found || found === '_id_') {
        throw new MongoCommandError(
          'IndexNotFound',
          `cannot find index ${JSON.stringify(index.name ?? index.keyPattern)} for ns ${ns}`,
        );
      }
      const changes: Doc = {};
      if (index.expireAfterSeconds !== undefined) {
        if (found.spec.expireAfterSeconds === undefined)
          throw new MongoCommandError('InvalidOptions', 'no expireAfterSeconds field to update');
        reply.expireAfterSeconds_old = found.spec.expireAfterSeconds;
        reply.expireAfterSeconds_new = index.expireAfterSeconds;
        changes.expireAfterSeconds = index.expireAfterSeconds;
      }
      if (index.hidden !== undefined) {
        reply.hidden_old = !!found.spec.hidden;
        reply.hidden_new = !!index.hidden;
        changes.hidden = !!index.hidden;
      }
      for (const option of Object.keys(index)) {
        if (!['name', 'keyPattern', 'expireAfterSeconds', 'hidden'].includes(option))
          throw notSupported(`collMod index option '${option}'`);
      }
      collection.modifyIndex(found.name, changes, batch);
    }
    if (Object.keys(validated).length) {
      collection.options = { ...collection.options, ...validated };
      batch.record({ o: 'cm', db: context.db, coll: name, options: collection.options });
    }
  });
  reply.ok = 1;
  return reply;
};

export const renameCollection: CommandHandler = async (command, context) => {
  const from = command.renameCollection;
  const to = command.to;
  if (typeof from !== 'string' || typeof to !== 'string' || !from.includes('.') || !to.includes('.')) {
    throw new MongoCommandError(
      'InvalidNamespace',
      'renameCollection needs fully qualified source and target namespaces (db.collection)',
    );
  }
  if (context.db !== 'admin')
    throw new MongoCommandError(
      'Unauthorized',
      'renameCollection may only be run against the admin database.',
    );
  const [fromDb, ...fromRest] = from.split('.');
  const [toDb, ...toRest] = to.split('.');
  await runWrite(context, (batch) =>
    context.state.catalog.renameCollection(
      fromDb,
      fromRest.join('.'),
      toDb,
      toRest.join('.'),
      command.dropTarget === true,
      batch,
    ),
  );
  return { ok: 1 };
};

function collectionSize(collection: Collection): number {
  let size = 0;
  for (const doc of collection.docs.values()) size += BSON.calculateObjectSize(doc);
  return size;
}

export const dbStats: CommandHandler = (command, context) => {
  const scale = typeof command.scale === 'number' && command.scale > 0 ? command.scale : 1;
  const collections = context.state.catalog.listCollections(context.db);
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  for (const collection of collections) {
    objects += collection.count;
    dataSize += collectionSize(collection);
    indexes += collection.indexes.size + 1;
  }
  return {
    db: context.db,
    collections: collections.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize: dataSize / scale,
    storageSize: dataSize / scale,
    indexes,
    indexSize: 0,
    totalSize: dataSize / scale,
    scaleFactor: scale,
    ok: 1,
  };
};

export const collStats: CommandHandler = (command, context) => {
  const name = collectionArgument(command, 'collStats');
  const ns = namespace(context.db, name);
  const collection = requireCollection(
    context.state.catalog.getCollection(context.db, name),
    ns,
    `Collection [${ns}] not found.`,
  );
  const size = collectionSize(collection);
  const indexSizes: Doc = { _id_: 0 };
  for (const index of collection.indexes.keys()) indexSizes[index] = 0;
  return {
    ns,
    count: collection.count,
    size,
    avgObjSize: collection.count ? size / collection.count : 0,
    storageSize: size,
    nindexes: collection.indexes.size + 1,
    totalIndexSize: 0,
    indexSizes,
    ok: 1,
  };
};
