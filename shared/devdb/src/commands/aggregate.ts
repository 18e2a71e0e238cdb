/** aggregate: mingo pipelines over a collection (leading $match served by the planner), and change streams. */
import { Long } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { ChangeStreamCursor, parseChangeStreamStage, validateChangeStreamPipeline } from '../change-streams';
import { Pacer, drain, scanMatching } from '../cursors';
import { asCommandError, MongoCommandError, notSupported } from '../errors';
import { assertSupportedExpression, compileFilter, mingoOptions } from '../query';
import { cloneValue, isPlainObject, type Doc } from '../values';
import { cursorReply } from '../wire';
import {
  checkCollation,
  checkReadConcern,
  namespace,
  type CommandContext,
  type CommandHandler,
} from './context';
import { cursorOver } from './crud';

const mingoStages = new Set([
  '$addFields',
  '$bucket',
  '$bucketAuto',
  '$count',
  '$densify',
  '$documents',
  '$facet',
  '$fill',
  '$graphLookup',
  '$group',
  '$limit',
  '$lookup',
  '$match',
  '$project',
  '$redact',
  '$replaceRoot',
  '$replaceWith',
  '$sample',
  '$set',
  '$setWindowFields',
  '$skip',
  '$sort',
  '$sortByCount',
  '$unionWith',
  '$unset',
  '$unwind',
]);

const unsupportedStages: Record<string, string> = {
  $out: '$out (writing aggregation results to a collection)',
  $merge: '$merge (writing aggregation results to a collection)',
  $geoNear: '$geoNear (geospatial queries)',
  $search: '$search (Atlas Search)',
  $searchMeta: '$searchMeta (Atlas Search)',
  $vectorSearch: '$vectorSearch (Atlas Vector Search)',
  $listSearchIndexes: '$listSearchIndexes (Atlas Search)',
  $collStats: '$collStats',
  $indexStats: '$indexStats',
  $currentOp: '$currentOp',
  $listSessions: '$listSessions',
  $listLocalSessions: '$listLocalSessions',
  $planCacheStats: '$planCacheStats',
  $changeStreamSplitLargeEvent: '$changeStreamSplitLargeEvent',
};

/** Stages that never modify their input documents, so stored documents can be passed without copying. */
const readOnlyStages = new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$group',
  '$sortByCount',
  '$sample',
  '$bucket',
  '$bucketAuto',
]);

function stageName(stage: unknown): string {
  if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
    throw new MongoCommandError(
      40323,
      'A pipeline stage specification object must contain exactly one field.',
    );
  }
  return Object.keys(stage)[0];
}

export function validatePipeline(pipeline: unknown): Doc[] {
  if (!Array.isArray(pipeline))
    throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  pipeline.forEach((stage, i) => {
    const name = stageName(stage);
    if (unsupportedStages[name]) throw notSupported(unsupportedStages[name]);
    if (name === '$changeStream') {
      if (i !== 0)
        throw new MongoCommandError(40602, '$changeStream is only valid as the first stage in a pipeline.');
      return;
    }
    if (!mingoStages.has(name))
      throw new MongoCommandError('LocationUnrecognizedStage', `Unrecognized pipeline stage name: '${name}'`);
    if (name === '$lookup' || name === '$graphLookup' || name === '$unionWith') {
      const spec = (stage as Doc)[name];
      if (isPlainObject(spec) && isPlainObject(spec.from))
        throw notSupported(`${name} from another database`);
    }
    assertSupportedExpression(stage);
    if (name === '$facet' && isPlainObject((stage as Doc).$facet)) {
      for (const sub of Object.values((stage as Doc).$facet as Doc)) validatePipeline(sub);
    }
  });
  return pipeline as Doc[];
}

/** Runs a validated pipeline (without $changeStream) over a collection or, for `aggregate: 1`, over nothing. */
export async function runPipeline(
  context: CommandContext,
  collectionName: string | undefined,
  pipeline: Doc[],
  command: Doc,
  pacer: Pacer,
): Promise<Doc[]> {
  const { catalog } = context.state;
  let stages = pipeline;
  let input: Doc[] = [];
  if (collectionName !== undefined) {
    const collection = catalog.getCollection(context.db, collectionName);
    // Leading $match stages are answered by the planner (index lookups) with paced scanning.
    const filters: Doc[] = [];
    while (stages.length && '$match' in stages[0]) {
      const filter = stages[0].$match;
      if (!isPlainObject(filter))
        throw new MongoCommandError(15959, 'the match filter must be an expression in an object');
      filters.push(filter);
      stages = stages.slice(1);
    }
    if (collection) {
      const filter = filters.length === 0 ? undefined : filters.length === 1 ? filters[0] : { $and: filters };
      input = await drain(
        scanMatching(collection, collection.plan(filter, command.hint), compileFilter(filter)),
        pacer,
      );
    }
  }
  if (stages.length === 0) return input;
  if (!stages.every((stage) => readOnlyStages.has(stageName(stage))))
    input = input.map((doc) => cloneValue(doc));
  const resolver = (name: string) => {
    const other = catalog.getCollection(context.db, name);
    return other ? [...other.docs.values()].map((doc) => cloneValue(doc)) : [];
  };
  try {
    return new Aggregator(stages, {
      ...mingoOptions,
      collectionResolver: resolver,
      variables: isPlainObject(command.let) ? command.let : undefined,
    }).run(input) as Doc[];
  } catch (error) {
    if (error instanceof MongoCommandError) throw error;
    const converted = asCommandError(error);
    throw converted.codeName === 'InternalError'
      ? new MongoCommandError('BadValue', converted.message)
      : converted;
  }
}

export const aggregate: CommandHandler = async (command, context) => {
  context.state.opcounters.command++;
  const target = command.aggregate;
  const collectionName = typeof target === 'string' ? target : undefined;
  if (collectionName === undefined && target !== 1) {
    throw new MongoCommandError(
      'FailedToParse',
      "Invalid aggregate namespace: 'aggregate' must be a collection name or 1",
    );
  }
  const pipeline = validatePipeline(command.pipeline);
  checkCollation(command.collation);
  checkReadConcern(command);
  if (!isPlainObject(command.cursor)) {
    throw new MongoCommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const batchSize = typeof command.cursor.batchSize === 'number' ? command.cursor.batchSize : undefined;
  if (pipeline.length && '$changeStream' in pipeline[0])
    return openChangeStream(command, context, collectionName, pipeline, batchSize);
  if (collectionName === undefined && pipeline.length && !('$documents' in pipeline[0])) {
    throw new MongoCommandError(
      'InvalidNamespace',
      `{aggregate: 1} is not valid for '${pipeline.length ? Object.keys(pipeline[0])[0] : ''}'; a collection name must be specified`,
    );
  }
  const pacer = new Pacer(command.maxTimeMS);
  const results = await runPipeline(context, collectionName, pipeline, command, pacer);
  const ns =
    collectionName !== undefined ? namespace(context.db, collectionName) : `${context.db}.$cmd.aggregate`;
  return cursorOver(context, ns, results, batchSize, pacer);
};

async function openChangeStream(
  command: Doc,
  context: CommandContext,
  collectionName: string | undefined,
  pipeline: Doc[],
  batchSize: number | undefined,
) {
  const { hub, catalog, cursors } = context.state;
  const spec = pipeline[0].$changeStream as Doc;
  const clusterWide =
    collectionName === undefined &&
    context.db === 'admin' &&
    isPlainObject(spec) &&
    spec.allChangesForCluster === true;
  if (collectionName === undefined && context.db === 'admin' && !clusterWide) {
    throw new MongoCommandError(
      'InvalidNamespace',
      '$changeStream may not be opened on the internal admin database',
    );
  }
  const scope = clusterWide
    ? {}
    : collectionName !== undefined
      ? { db: context.db, coll: collectionName }
      : { db: context.db };
  const options = parseChangeStreamStage(spec, hub, { db: context.db });
  const stages = pipeline.slice(1);
  validateChangeStreamPipeline(stages);
  const ns =
    collectionName !== undefined ? namespace(context.db, collectionName) : `${context.db}.$cmd.aggregate`;
  const cursor = new ChangeStreamCursor(ns, hub, catalog, scope, options, stages);
  const batch = await cursor.nextBatch(batchSize, 0, new Pacer());
  let id = Long.ZERO;
  if (!cursor.closed) id = cursors.register(cursor);
  return cursorReply(ns, id, 'firstBatch', batch, { postBatchResumeToken: cursor.resumeToken });
}
