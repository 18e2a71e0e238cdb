/** explain for find, count, distinct, aggregate, update, delete and findAndModify, in MongoDB's shape. */
import type { Collection, Plan } from '../catalog';
import { Pacer, parseSort } from '../cursors';
import { MongoCommandError } from '../errors';
import { compileFilter } from '../query';
import { isPlainObject, type Doc } from '../values';
import { compatibleVersion, devdbVersion } from './admin';
import { validatePipeline } from './aggregate';
import { collectionArgument, namespace, type CommandContext, type CommandHandler } from './context';
import { materializeFind, prepareFind } from './crud';

interface Shape {
  filter?: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
}

function accessStage(collection: Collection | undefined, plan: Plan, filter: Doc | undefined): Doc {
  if (plan.stage === 'IDHACK') return { stage: 'IDHACK' };
  if (plan.stage === 'COLLSCAN' || !collection)
    return { stage: 'COLLSCAN', filter: filter ?? {}, direction: 'forward' };
  const index = plan.indexName ? collection.indexes.get(plan.indexName) : undefined;
  return {
    stage: 'FETCH',
    filter: filter ?? {},
    inputStage: {
      stage: 'IXSCAN',
      keyPattern: plan.keyPattern ?? index?.spec.key ?? {},
      indexName: plan.indexName,
      isMultiKey: index?.multikey ?? false,
      isUnique: index?.unique ?? false,
      isSparse: index?.sparse ?? false,
      isPartial: !!index?.partial,
      indexVersion: 2,
      direction: plan.direction ?? 'forward',
    },
  };
}

function wrapStages(stage: Doc, shape: Shape, sorted = false): Doc {
  let current = stage;
  if (shape.sort && Object.keys(shape.sort).length && !sorted)
    current = {
      stage: 'SORT',
      sortPattern: shape.sort,
      memLimit: 104857600,
      type: 'simple',
      inputStage: current,
    };
  if (shape.skip) current = { stage: 'SKIP', skipAmount: shape.skip, inputStage: current };
  if (shape.limit) current = { stage: 'LIMIT', limitAmount: shape.limit, inputStage: current };
  if (shape.projection && Object.keys(shape.projection).length)
    current = { stage: 'PROJECTION_DEFAULT', transformBy: shape.projection, inputStage: current };
  return current;
}

function serverInfo(context: CommandContext): Doc {
  return {
    host: context.state.host,
    port: context.state.port,
    version: compatibleVersion,
    gitVersion: `devdb-${devdbVersion}`,
  };
}

function queryPlanner(ns: string, filter: Doc | undefined, winningPlan: Doc): Doc {
  return {
    namespace: ns,
    indexFilterSet: false,
    parsedQuery: filter ?? {},
    maxIndexedOrSolutionsReached: false,
    winningPlan,
    rejectedPlans: [],
  };
}

function examined(collection: Collection | undefined, plan: Plan): { keys: number; docs: number } {
  if (!collection) return { keys: 0, docs: 0 };
  if (!plan.ids) return { keys: 0, docs: collection.count };
  // An index walk that stopped early counted what it looked at (each key fetches its document).
  if (plan.examined) return { keys: plan.examined.keys, docs: plan.examined.docs ?? plan.examined.keys };
  let keys = 0;
  let docs = 0;
  for (const id of plan.ids) {
    keys++;
    if (collection.docs.has(id)) docs++;
  }
  return { keys, docs };
}

async function explainFind(inner: Doc, context: CommandContext, verbosity: string): Promise<Doc> {
  const name = collectionArgument(inner, 'find');
  const ns = namespace(context.db, name);
  const prepared = prepareFind(inner, context);
  const shape: Shape = {
    filter: prepared.filter,
    sort: isPlainObject(inner.sort) ? inner.sort : undefined,
    skip: prepared.skip,
    limit: prepared.limit,
    projection: isPlainObject(inner.projection) ? inner.projection : undefined,
  };
  const winningPlan = wrapStages(
    accessStage(prepared.collection, prepared.plan, prepared.filter),
    shape,
    prepared.plan.sorted,
  );
  const reply: Doc = { explainVersion: '1', queryPlanner: queryPlanner(ns, prepared.filter, winningPlan) };
  if (verbosity !== 'queryPlanner') {
    const started = performance.now();
    const docs = await materializeFind(prepared, new Pacer(inner.maxTimeMS));
    const counts = examined(prepared.collection, prepared.plan);
    reply.executionStats = {
      executionSuccess: true,
      nReturned: docs.length,
      executionTimeMillis: Math.round(performance.now() - started),
      totalKeysExamined: counts.keys,
      totalDocsExamined: counts.docs,
      executionStages: {
        ...winningPlan,
        nReturned: docs.length,
        docsExamined: counts.docs,
        keysExamined: counts.keys,
      },
    };
  }
  return { ...reply, command: inner, serverInfo: serverInfo(context), ok: 1 };
}

function explainFiltered(
  inner: Doc,
  context: CommandContext,
  commandName: string,
  filter: Doc | undefined,
  wrapper: string,
  extra: Shape = {},
): Doc {
  const name = collectionArgument(inner, commandName);
  const ns = namespace(context.db, name);
  compileFilter(filter);
  const collection = context.state.catalog.getCollection(context.db, name);
  const plan = collection ? collection.plan(filter, inner.hint) : ({ stage: 'COLLSCAN' } as Plan);
  const winningPlan = {
    stage: wrapper,
    inputStage: wrapStages(accessStage(collection, plan, filter), extra),
  };
  const counts = examined(collection, plan);
  return {
    explainVersion: '1',
    queryPlanner: queryPlanner(ns, filter, winningPlan),
    executionStats: {
      executionSuccess: true,
      totalKeysExamined: counts.keys,
      totalDocsExamined: counts.docs,
      executionStages: winningPlan,
    },
    command: inner,
    serverInfo: serverInfo(context),
    ok: 1,
  };
}

export async function explainAggregate(command: Doc, context: CommandContext, pipeline: Doc[]): Promise<Doc> {
  const name = typeof command.aggregate === 'string' ? command.aggregate : undefined;
  const ns = name ? namespace(context.db, name) : `${context.db}.$cmd.aggregate`;
  const leading: Doc[] = [];
  let i = 0;
  while (i < pipeline.length && '$match' in pipeline[i]) leading.push(pipeline[i++].$match as Doc);
  const filter = leading.length === 0 ? undefined : leading.length === 1 ? leading[0] : { $and: leading };
  const collection = name ? context.state.catalog.getCollection(context.db, name) : undefined;
  const plan = collection ? collection.plan(filter, command.hint) : ({ stage: 'COLLSCAN' } as Plan);
  const cursorStage = {
    $cursor: { queryPlanner: queryPlanner(ns, filter, accessStage(collection, plan, filter)) },
  };
  return {
    explainVersion: '1',
    stages: [cursorStage, ...pipeline.slice(i)],
    command,
    serverInfo: serverInfo(context),
    ok: 1,
  };
}

export const explain: CommandHandler = async (command, context) => {
  const inner = command.explain;
  if (!isPlainObject(inner) || Object.keys(inner).length === 0) {
    throw new MongoCommandError('TypeMismatch', 'explain command requires a nested object');
  }
  const verbosity = typeof command.verbosity === 'string' ? command.verbosity : 'allPlansExecution';
  const name = Object.keys(inner)[0];
  switch (name) {
    case 'find':
      return explainFind(inner, context, verbosity);
    case 'count':
      return explainFiltered(inner, context, 'count', inner.query as Doc | undefined, 'COUNT');
    case 'distinct':
      return explainFiltered(
        inner,
        context,
        'distinct',
        inner.query as Doc | undefined,
        'PROJECTION_DEFAULT',
      );
    case 'aggregate':
      return explainAggregate(inner, context, validatePipeline(inner.pipeline));
    case 'update': {
      const first = Array.isArray(inner.updates) ? (inner.updates[0] as Doc) : undefined;
      return explainFiltered(inner, context, 'update', first?.q as Doc | undefined, 'UPDATE');
    }
    case 'delete': {
      const first = Array.isArray(inner.deletes) ? (inner.deletes[0] as Doc) : undefined;
      return explainFiltered(inner, context, 'delete', first?.q as Doc | undefined, 'DELETE');
    }
    case 'findAndModify':
    case 'findandmodify': {
      const sort = parseSort(inner.sort);
      return explainFiltered(
        inner,
        context,
        name,
        inner.query as Doc | undefined,
        inner.remove ? 'DELETE' : 'UPDATE',
        {
          sort: sort ? (inner.sort as Doc) : undefined,
          limit: 1,
        },
      );
    }
  }
  throw new MongoCommandError('CommandNotFound', `Explain failed due to unknown command: ${name}`);
};
