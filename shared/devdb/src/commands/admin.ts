/** Handshake, diagnostics and session bookkeeping: hello, buildInfo, ping, serverStatus, listDatabases, ... */
import { BSON } from 'bson';
import os from 'node:os';
import { MongoCommandError } from '../errors';
import { compileFilter } from '../query';
import type { Doc } from '../values';
import type { CommandHandler } from './context';

export const devdbVersion = '0.1.0';
/** The MongoDB release whose behaviour devdb follows. */
export const compatibleVersion = '7.0.0';
const maxWireVersion = 21;

export const hello: CommandHandler = (command, context) => {
  const legacy = !('hello' in command);
  const reply: Doc = {};
  if (command.helloOk === true) reply.helloOk = true;
  // A standalone: no setName, no topologyVersion and no logicalSessionTimeoutMinutes, so the
  // driver refuses sessions (and with them transactions) instead of pretending they are atomic.
  if (legacy) reply.ismaster = true;
  else reply.isWritablePrimary = true;
  Object.assign(reply, {
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion,
    readOnly: false,
    ok: 1,
  });
  return reply;
};

export const buildInfo: CommandHandler = () => ({
  version: compatibleVersion,
  gitVersion: `devdb-${devdbVersion}`,
  versionArray: compatibleVersion.split('.').map(Number).concat(0),
  devdb: {
    version: devdbVersion,
    description: 'embedded MongoDB-wire-protocol server for development and tests',
  },
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['devdb'],
  javascriptEngine: 'none',
  modules: [],
  allocator: 'system',
  openssl: { running: 'disabled' },
  ok: 1,
});

export const ping: CommandHandler = () => ({ ok: 1 });

export const serverStatus: CommandHandler = (_command, context) => {
  const { state } = context;
  const memory = process.memoryUsage();
  const uptimeMillis = Date.now() - state.startedAt;
  let documents = 0;
  let collections = 0;
  for (const db of state.catalog.databases.keys()) {
    for (const collection of state.catalog.listCollections(db)) {
      collections++;
      documents += collection.count;
    }
  }
  return {
    host: `${os.hostname()}:${state.port}`,
    version: compatibleVersion,
    process: 'devdb',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    uptimeEstimate: Math.floor(uptimeMillis / 1000),
    localTime: new Date(),
    connections: {
      current: state.connections.current,
      available: 1_000_000 - state.connections.current,
      totalCreated: state.connections.totalCreated,
      active: state.connections.current,
    },
    opcounters: { ...state.opcounters },
    mem: {
      bits: 64,
      resident: Math.round(memory.rss / 1048576),
      virtual: Math.round(memory.rss / 1048576),
      supported: true,
    },
    metrics: {
      cursor: {
        timedOut: state.cursors.timedOut,
        open: { total: state.cursors.size, noTimeout: 0, pinned: 0 },
      },
      document: { count: documents },
    },
    storageEngine: { name: 'devdb', supportsCommittedReads: false, persistent: state.persistent },
    devdb: { version: devdbVersion, collections, documents, changeEvents: state.hub.latestSeq },
    ok: 1,
  };
};

export const listDatabases: CommandHandler = (command, context) => {
  const { catalog } = context.state;
  const matcher = compileFilter(command.filter);
  const databases: Doc[] = [];
  let totalSize = 0;
  for (const name of catalog.listDatabases()) {
    let size = 0;
    for (const collection of catalog.listCollections(name)) {
      for (const doc of collection.docs.values()) size += BSON.calculateObjectSize(doc);
    }
    const entry = { name, sizeOnDisk: size, empty: size === 0 };
    if (!matcher.test(entry)) continue;
    totalSize += size;
    databases.push(command.nameOnly ? { name } : entry);
  }
  return command.nameOnly
    ? { databases, ok: 1 }
    : { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

export const hostInfo: CommandHandler = () => ({
  system: {
    currentTime: new Date(),
    hostname: os.hostname(),
    cpuAddrSize: 64,
    memSizeMB: Math.round(os.totalmem() / 1048576),
    numCores: os.cpus().length,
    cpuArch: os.arch(),
  },
  os: { type: os.type(), name: os.platform(), version: os.release() },
  extra: {},
  ok: 1,
});

export const whatsmyuri: CommandHandler = (_command, context) => ({ you: context.remoteAddress, ok: 1 });

export const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

export const getParameter: CommandHandler = (command) => {
  if (command.featureCompatibilityVersion !== undefined || command.getParameter === '*') {
    return {
      featureCompatibilityVersion: { version: compatibleVersion.split('.').slice(0, 2).join('.') },
      ok: 1,
    };
  }
  throw new MongoCommandError('InvalidOptions', 'no option found to get');
};

export const getCmdLineOpts: CommandHandler = () => ({ argv: ['devdb'], parsed: {}, ok: 1 });

export const getLog: CommandHandler = (command) => {
  if (command.getLog === '*') return { names: ['global', 'startupWarnings'], ok: 1 };
  return { totalLinesWritten: 0, log: [], ok: 1 };
};

export const acknowledge: CommandHandler = () => ({ ok: 1 });

export const authenticationRefused: CommandHandler = () => {
  throw new MongoCommandError(
    'AuthenticationFailed',
    'Authentication failed: devdb runs without access control; connect without a username and password',
  );
};

export const transactionsRefused: CommandHandler = () => {
  throw new MongoCommandError(
    'IllegalOperation',
    'Transaction numbers are only allowed on a replica set member or mongos (devdb does not support transactions; production uses a MongoDB replica set)',
  );
};

export const currentOp: CommandHandler = () => ({ inprog: [], ok: 1 });

export const validate: CommandHandler = (command, context) => {
  const name = command.validate;
  if (typeof name !== 'string' || !context.state.catalog.getCollection(context.db, name)) {
    throw new MongoCommandError(
      'NamespaceNotFound',
      `Collection '${context.db}.${String(name)}' does not exist to validate.`,
    );
  }
  return { ns: `${context.db}.${name}`, valid: true, errors: [], warnings: [], ok: 1 };
};
