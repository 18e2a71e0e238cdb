/** Routes a command document to its handler and turns failures into MongoDB error replies. */
import { asCommandError, MongoCommandError } from '../errors';
import { validateName } from '../catalog';
import { isPlainObject, type Doc } from '../values';
import * as admin from './admin';
import { aggregate, validatePipeline } from './aggregate';
import type { CommandContext, CommandHandler, CommandResult } from './context';
import * as crud from './crud';
import * as ddl from './ddl';
import { explain, explainAggregate } from './explain';

const aggregateOrExplain: CommandHandler = (command, context) => {
  if (command.explain) return explainAggregate(command, context, validatePipeline(command.pipeline));
  return aggregate(command, context);
};

const handlers: Record<string, CommandHandler> = {
  hello: admin.hello,
  isMaster: admin.hello,
  ismaster: admin.hello,
  buildInfo: admin.buildInfo,
  buildinfo: admin.buildInfo,
  ping: admin.ping,
  serverStatus: admin.serverStatus,
  listDatabases: admin.listDatabases,
  hostInfo: admin.hostInfo,
  whatsmyuri: admin.whatsmyuri,
  connectionStatus: admin.connectionStatus,
  getParameter: admin.getParameter,
  getCmdLineOpts: admin.getCmdLineOpts,
  getLog: admin.getLog,
  currentOp: admin.currentOp,
  validate: admin.validate,
  endSessions: admin.acknowledge,
  killSessions: admin.acknowledge,
  killAllSessions: admin.acknowledge,
  killAllSessionsByPattern: admin.acknowledge,
  refreshSessions: admin.acknowledge,
  logout: admin.acknowledge,
  killOp: admin.acknowledge,
  compact: admin.acknowledge,
  saslStart: admin.authenticationRefused,
  saslContinue: admin.authenticationRefused,
  authenticate: admin.authenticationRefused,
  commitTransaction: admin.transactionsRefused,
  abortTransaction: admin.transactionsRefused,
  startSession: admin.transactionsRefused,

  find: crud.find,
  getMore: crud.getMore,
  killCursors: crud.killCursors,
  insert: crud.insert,
  update: crud.update,
  delete: crud.deleteCommand,
  findAndModify: crud.findAndModify,
  findandmodify: crud.findAndModify,
  count: crud.count,
  distinct: crud.distinct,
  aggregate: aggregateOrExplain,
  explain,

  create: ddl.create,
  drop: ddl.drop,
  dropDatabase: ddl.dropDatabase,
  createIndexes: ddl.createIndexes,
  listIndexes: ddl.listIndexes,
  dropIndexes: ddl.dropIndexes,
  deleteIndexes: ddl.dropIndexes,
  listCollections: ddl.listCollections,
  collMod: ddl.collMod,
  renameCollection: ddl.renameCollection,
  dbStats: ddl.dbStats,
  collStats: ddl.collStats,
};

export const knownCommands = Object.keys(handlers);

/** DEVDB_TRACE=1 prints every command and its outcome to stderr (for diagnosing a client's traffic). */
const trace = process.env.DEVDB_TRACE === '1';

function traced(command: Doc, context: CommandContext, result: CommandResult, started: number) {
  const name = Object.keys(command)[0];
  const outcome =
    'errmsg' in result ? `error ${String((result as Doc).code)}: ${String((result as Doc).errmsg)}` : 'ok';
  const shown = JSON.stringify(command, (key, value) =>
    key === 'documents' && Array.isArray(value) ? `[${value.length} documents]` : value,
  );
  process.stderr.write(
    `devdb trace [conn ${context.connectionId}] ${context.db} ${name} ${(performance.now() - started).toFixed(2)}ms ${outcome} ${shown.slice(0, 400)}\n`,
  );
}

/** Runs one command; never throws: errors become `{ ok: 0, errmsg, code, codeName }`. */
export async function runCommand(command: Doc, context: CommandContext): Promise<CommandResult> {
  if (!trace) return execute(command, context);
  const started = performance.now();
  const result = await execute(command, context);
  traced(command, context, result, started);
  return result;
}

async function execute(command: Doc, context: CommandContext): Promise<CommandResult> {
  try {
    if (!isPlainObject(command) || Object.keys(command).length === 0) {
      throw new MongoCommandError('FailedToParse', 'empty command');
    }
    const name = Object.keys(command)[0];
    const handler = handlers[name];
    if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
    if (
      command.txnNumber !== undefined ||
      command.startTransaction !== undefined ||
      command.autocommit !== undefined
    ) {
      return admin.transactionsRefused(command, context);
    }
    if (context.db !== 'admin' || name !== 'renameCollection') validateName('database', context.db);
    if (
      ![
        'find',
        'getMore',
        'insert',
        'update',
        'delete',
        'findAndModify',
        'findandmodify',
        'count',
        'distinct',
        'aggregate',
      ].includes(name)
    ) {
      context.state.opcounters.command++;
    }
    return await handler(command, context);
  } catch (error) {
    return asCommandError(error).toReply();
  }
}
