/** The TCP server: framing, one command at a time per connection, TTL expiry, orderly shutdown. */
import net from 'node:net';
import { WriteBatch } from './catalog';
import { runCommand } from './commands/dispatch';
import { asCommandError } from './errors';
import { DatabaseState } from './state';
import { Storage } from './storage';
import { isPlainObject, serializeDocument, type Doc } from './values';
import {
  OP_MSG,
  ProtocolError,
  RawReply,
  encodeLegacyReply,
  encodeMsgReply,
  maxMessageSizeBytes,
  parseMessage,
} from './wire';

export interface ServerOptions {
  /** Keep data in this directory (journal + lock); without it, data lives in memory only. */
  dataDir?: string;
  /** TCP port; 0 picks a free one. */
  port?: number;
  host?: string;
  /** Diagnostics (journal recovery, TTL errors); defaults to stderr. */
  log?: (message: string) => void;
  /** How often expired TTL-indexed documents are removed (MongoDB: 60 s). */
  ttlIntervalMs?: number;
  /** Journal growth (bytes) after which a running server compacts it; default 64 MiB. */
  journalCompactionBytes?: number;
}

function formatHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

class Connection {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private queue: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    readonly id: number,
    private readonly socket: net.Socket,
    private readonly server: DevDbServer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.closed = true;
      server.connectionClosed(this);
    });
  }

  get idle(): Promise<void> {
    return this.queue;
  }

  private receive(chunk: Buffer) {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= 4) {
      const head = this.chunks[0].length >= 4 ? this.chunks[0] : Buffer.concat(this.chunks);
      const length = head.readInt32LE(0);
      if (length < 16 || length > maxMessageSizeBytes) {
        this.socket.destroy();
        return;
      }
      if (this.buffered < length) return;
      const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
      const message = all.subarray(0, length);
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
      this.queue = this.queue.then(() => this.handle(message));
    }
  }

  private async handle(message: Buffer) {
    if (this.closed) return;
    let requestId = message.readInt32LE(4);
    let opCode = message.readInt32LE(12);
    let reply: Buffer;
    let moreToCome = false;
    try {
      const incoming = parseMessage(message);
      requestId = incoming.requestId;
      opCode = incoming.opCode;
      moreToCome = incoming.moreToCome;
      const db = incoming.legacyDb ?? (typeof incoming.body.$db === 'string' ? incoming.body.$db : 'admin');
      const result = await runCommand(incoming.body, {
        state: this.server.state,
        db,
        connectionId: this.id,
        remoteAddress: `${this.socket.remoteAddress}:${this.socket.remotePort}`,
        legacy: opCode !== OP_MSG,
      });
      reply = result instanceof RawReply ? result.bytes : serializeDocument(result as Doc);
    } catch (error) {
      const failure =
        error instanceof ProtocolError ? asCommandError(new Error(error.message)) : asCommandError(error);
      reply = serializeDocument(failure.toReply());
      if (error instanceof ProtocolError) {
        this.write(
          opCode === OP_MSG ? encodeMsgReply(requestId, reply) : encodeLegacyReply(requestId, reply),
        );
        this.socket.end();
        return;
      }
    }
    if (moreToCome) return;
    this.write(opCode === OP_MSG ? encodeMsgReply(requestId, reply) : encodeLegacyReply(requestId, reply));
  }

  private write(bytes: Buffer) {
    if (!this.closed && !this.socket.destroyed) this.socket.write(bytes);
  }

  destroy() {
    this.closed = true;
    this.socket.destroy();
  }
}

export class DevDbServer {
  readonly state = new DatabaseState();
  private readonly server: net.Server;
  private readonly connections = new Set<Connection>();
  private nextConnectionId = 1;
  private ttlTimer?: NodeJS.Timeout;
  private stopping?: Promise<void>;
  uri = '';

  private constructor(private readonly options: ServerOptions) {
    this.server = net.createServer((socket) => {
      const connection = new Connection(this.nextConnectionId++, socket, this);
      this.connections.add(connection);
      this.state.connections.current++;
      this.state.connections.totalCreated++;
    });
  }

  get port() {
    return this.state.port;
  }

  private log(message: string) {
    (this.options.log ?? ((m: string) => process.stderr.write(`devdb: ${m}\n`)))(message);
  }

  /** Opens the data directory (if any) and starts listening. */
  static async start(options: ServerOptions = {}): Promise<DevDbServer> {
    const server = new DevDbServer(options);
    if (options.dataDir) {
      server.state.storage = await Storage.open(
        options.dataDir,
        server.state.catalog,
        (m) => server.log(m),
        options.journalCompactionBytes,
      );
    }
    const host = options.host ?? '127.0.0.1';
    try {
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.server.listen(options.port ?? 0, host, () => {
          server.server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      await server.state.storage?.close();
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE')
        throw new Error(
          `port ${options.port} on ${host} is already in use; choose another port (0 picks a free one)`,
        );
      throw error;
    }
    const address = server.server.address() as net.AddressInfo;
    server.state.host = host;
    server.state.port = address.port;
    server.uri = `mongodb://${formatHost(host)}:${address.port}`;
    const interval = options.ttlIntervalMs ?? 60_000;
    server.ttlTimer = setInterval(() => void server.expireTtlDocuments(), interval);
    server.ttlTimer.unref();
    return server;
  }

  connectionClosed(connection: Connection) {
    if (this.connections.delete(connection)) this.state.connections.current--;
  }

  /** Removes documents whose TTL index date has passed, as MongoDB's TTL monitor does. */
  async expireTtlDocuments(now = Date.now()): Promise<number> {
    const batch = new WriteBatch();
    let removed = 0;
    try {
      for (const db of this.state.catalog.databases.keys()) {
        for (const collection of this.state.catalog.listCollections(db)) {
          for (const index of collection.indexes.values()) {
            const seconds = index.spec.expireAfterSeconds;
            if (seconds === undefined || index.fields.length !== 1) continue;
            const field = index.fields[0];
            for (const doc of [...collection.docs.values()]) {
              const value = field
                .split('.')
                .reduce<unknown>((v, part) => (isPlainObject(v) ? v[part] : undefined), doc);
              const dates = (Array.isArray(value) ? value : [value]).filter(
                (v): v is Date => v instanceof Date,
              );
              if (dates.length === 0) continue;
              const earliest = Math.min(...dates.map((d) => d.getTime()));
              if (earliest + seconds * 1000 <= now) {
                collection.remove(doc, batch);
                removed++;
              }
            }
          }
        }
      }
      await this.state.commit(batch);
    } catch (error) {
      this.log(`TTL expiry failed: ${(error as Error).message}`);
    }
    return removed;
  }

  /** Stops accepting connections, lets running commands finish, flushes the journal and releases the directory. */
  stop(): Promise<void> {
    if (!this.stopping) this.stopping = this.shutdown();
    return this.stopping;
  }

  private async shutdown() {
    if (this.ttlTimer) clearInterval(this.ttlTimer);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.state.cursors.closeAll();
    this.state.hub.wakeAll();
    const inFlight = Promise.all([...this.connections].map((c) => c.idle.catch(() => undefined)));
    await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    for (const connection of this.connections) connection.destroy();
    await closed;
    await this.state.storage?.close();
  }
}
